import { strToU8, Zip, ZipPassThrough, zipSync, type ZipInputFile } from 'fflate';
import { constants, crc32, deflateRawSync } from 'node:zlib';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Default Extension="bin" ContentType="application/octet-stream"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';
const PACKAGE_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';
const DOCUMENT =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
  '<w:p><w:r><w:t>Fatima Hassan — Quran and Arabic tutor</w:t></w:r></w:p>' +
  '<w:p><w:r><w:t>Ijazah in Hafs; ten years of teaching children and adults online.</w:t></w:r></w:p>' +
  '</w:body></w:document>';

/** The parts every Word document has, in the order Word writes them. */
const PARTS: [string, string][] = [
  ['[Content_Types].xml', CONTENT_TYPES],
  ['_rels/.rels', PACKAGE_RELS],
  ['word/document.xml', DOCUMENT],
];

/** A small, real Word document (it opens in Word and LibreOffice), deflated. */
export function docx(extraParts: Record<string, string> = {}): Buffer {
  const files = Object.fromEntries(
    [...PARTS, ...Object.entries(extraParts)].map(([name, text]) => [name, strToU8(text)]),
  );
  return Buffer.from(zipSync(files));
}

const MiB = 1024 * 1024;

/**
 * A Word document with an extra part of `mebibytes` MiB of zeros, deflated: 1 GiB fits in about
 * 1 MB. One MiB is deflated once, ending on a byte boundary in a block that is not the last
 * (a full flush), so copies of it chain into one valid stream; node:zlib computes the CRC.
 * `declaredBytes` makes the archive state another size for the part than it holds.
 */
export function docxWithZeros(mebibytes: number, declaredBytes = mebibytes * MiB): Promise<Buffer> {
  const zeros = Buffer.alloc(MiB);
  const segment = deflateRawSync(zeros, { finishFlush: constants.Z_FULL_FLUSH });
  const deflated = Buffer.concat([
    ...Array.from({ length: mebibytes }, () => segment),
    deflateRawSync(Buffer.alloc(0)),
  ]);
  let crc = 0;
  for (let i = 0; i < mebibytes; i += 1) crc = crc32(zeros, crc);

  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, chunk, final) => {
      if (error) return reject(error);
      chunks.push(chunk);
      if (final) resolve(Buffer.concat(chunks));
    });
    for (const [name, text] of PARTS) {
      const part = new ZipPassThrough(name);
      zip.add(part);
      part.push(strToU8(text), true);
    }
    // Already deflated: handed to the archive as method 8 with its size and CRC.
    const media: ZipInputFile = {
      filename: 'word/media/image1.bin',
      size: declaredBytes,
      crc: crc >>> 0,
      compression: 8,
    };
    zip.add(media);
    media.ondata?.(null, deflated, true);
    zip.end();
  });
}
