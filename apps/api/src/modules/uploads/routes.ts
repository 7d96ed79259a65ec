import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mkdir } from 'node:fs/promises';
import { IMAGE_UPLOAD_MAX_BYTES, MESSAGES, type UploadedImage } from '@iqra/contracts';
import { HttpError, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { IMAGE_NAME_PATTERN, IMAGE_SIZE_MESSAGE, imagesDirIn, storeImage } from './service.ts';

// A body this far past the image limit is refused before it is read.
const UPLOAD_BODY_LIMIT = IMAGE_UPLOAD_MAX_BYTES * 2;

// The served name, taken from the raw URL (query aside) rather than the decoded route params.
const UPLOAD_URL = /^\/uploads\/([^/?]*)(?:\?|$)/;

/** Staff image uploads, and serving them back at /uploads/<name>. */
export async function uploadRoutes(app: FastifyInstance) {
  const imagesDir = imagesDirIn(app.config.dataDir);
  // Made up front: @fastify/static checks its root when registered and warns if it is missing.
  await mkdir(imagesDir, { recursive: true });

  app.post('/api/admin/uploads', { preHandler: app.requireAdmin }, async (request, reply) => {
    if (Number(request.headers['content-length'] ?? 0) > UPLOAD_BODY_LIMIT) {
      throw new HttpError(413, MESSAGES.tooLarge);
    }
    if (!request.isMultipart()) throw new HttpError(415, 'Unsupported content type.');
    const upload = await readImagePart(request).catch((error: unknown) => {
      // A body the multipart parser cannot read is the sender's fault, not ours.
      if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
      throw new HttpError(400, MESSAGES.badRequest);
    });
    const answer: UploadedImage = await storeImage(
      app.db,
      imagesDir,
      requireAuth(request).user.id,
      upload,
    );
    return reply.status(201).send(answer);
  });

  await app.register(async (scope) => {
    // Only names we wrote are ever looked up, checked on the raw URL before any decoding,
    // so no encoded `..` or slash can walk out of the folder (resumes live next door).
    // Everything else is a plain 404 here, never the web app's page fallback.
    scope.addHook('onRequest', async (request) => {
      const name = UPLOAD_URL.exec(request.url)?.[1];
      if (!name || !IMAGE_NAME_PATTERN.test(name)) throw new NotFound();
    });
    await scope.register(fastifyStatic, {
      root: imagesDir,
      prefix: '/uploads/',
      // The web plugin owns reply.sendFile; this registration only serves its route.
      decorateReply: false,
      // Not wildcard: false, which lists the folder once at start-up and would never see
      // later uploads; the hook above is what keeps the wildcard route to our own names.
      wildcard: true,
      index: false,
      // A name is never reused for other bytes, so caches may keep it for good.
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  });
}

/** The one `file` part's bytes (at most 10 MB, else 422 on file); other parts are skipped. */
async function readImagePart(request: FastifyRequest): Promise<Buffer | null> {
  let upload: Buffer | null = null;
  for await (const part of request.parts({
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
  })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file') {
      await part.toBuffer().catch(() => undefined);
      continue;
    }
    upload = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw ValidationFailed.field('file', IMAGE_SIZE_MESSAGE);
      }
      throw error;
    });
  }
  return upload;
}
