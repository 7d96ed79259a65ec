import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_UPLOAD_MAX_BYTES, type UploadedImage } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import { recordAudit } from '../../lib/audit.ts';

export const IMAGE_REQUIRED_MESSAGE = 'The file field is required.';
export const IMAGE_TYPE_MESSAGE = 'The file must be an image of type: jpeg, png, webp.';
export const IMAGE_SIZE_MESSAGE = `The file must not be greater than ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`;
export const IMAGE_UNREADABLE_MESSAGE = 'The image could not be read.';

/** The only names the images folder holds: ours, random, always re-encoded WebP. */
export const IMAGE_NAME_PATTERN = /^[a-f0-9]{32}\.webp$/;

/** Where uploaded images live; apart from `uploads/` so resumes can never be served with them. */
export const imagesDirIn = (dataDir: string) => path.join(dataDir, 'images');

// Judged by the bytes alone; the client's file name and MIME type say nothing we trust.
// An animated PNG is still a PNG (its first frame is kept).
const IMAGE_MIMES = new Set(['image/jpeg', 'image/png', 'image/apng', 'image/webp']);

// Enough for any photo a phone takes; a tiny file claiming more pixels is a decompression bomb.
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_EDGE = 1600;
const WEBP_QUALITY = 80;

/**
 * Stores a staff upload as a new WebP under a random name and records who uploaded it.
 * Re-encoding means what is served is pixels we wrote: no scripts, no EXIF or GPS, no
 * polyglot tricks, and never wider or taller than 1600 px.
 */
export async function storeImage(
  db: Database,
  imagesDir: string,
  actorUserId: number,
  upload: Buffer | null,
): Promise<UploadedImage> {
  if (!upload || upload.length === 0) throw ValidationFailed.field('file', IMAGE_REQUIRED_MESSAGE);
  if (upload.length > IMAGE_UPLOAD_MAX_BYTES)
    throw ValidationFailed.field('file', IMAGE_SIZE_MESSAGE);
  // Loaded on the first file sent: most requests carry none.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(upload);
  if (!detected || !IMAGE_MIMES.has(detected.mime))
    throw ValidationFailed.field('file', IMAGE_TYPE_MESSAGE);

  const { data, info } = await reencodeImage(upload);
  const name = `${randomBytes(16).toString('hex')}.webp`;
  const url = `/uploads/${name}`;
  await mkdir(imagesDir, { recursive: true });
  const filePath = path.join(imagesDir, name);
  await writeFile(filePath, data, { flag: 'wx' });
  try {
    await recordAudit(db, {
      actorUserId,
      action: 'upload',
      entity: 'uploads',
      entityId: name,
      after: { url, bytes: data.length, width: info.width, height: info.height },
    });
  } catch (error) {
    // No image without its audit entry.
    await rm(filePath, { force: true });
    throw error;
  }
  return { url };
}

async function reencodeImage(upload: Buffer) {
  try {
    // Loaded on the first upload: libvips takes some 30 MB an instance mostly never needs.
    const { default: sharp } = await import('sharp');
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      // Phones store portraits sideways plus an EXIF note; turn the pixels, since EXIF goes.
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      // sharp writes no metadata unless asked, so EXIF and GPS are dropped here.
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Corrupt, truncated or over the pixel limit: the file's fault, said on the field.
    throw ValidationFailed.field('file', IMAGE_UNREADABLE_MESSAGE);
  }
}
