import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mkdir } from 'node:fs/promises';
import { z } from 'zod';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  messageSchema,
  uploadedImageSchema,
  type UploadedImage,
} from '@iqra/contracts';
import { NotFound } from '../../lib/errors.ts';
import { acceptFileForms, readFileForm } from '../../lib/multipart-form.ts';
import { routeDoc } from '../../lib/route-docs.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { IMAGE_NAME_PATTERN, IMAGE_SIZE_MESSAGE, imagesDirIn, storeImage } from './service.ts';

// The served name, taken from the raw URL (query aside) rather than the decoded route params.
const UPLOAD_URL = /^\/uploads\/([^/?]*)(?:\?|$)/;

const uploadDoc = routeDoc({
  tag: 'uploads',
  caller: 'admin',
  summary: 'Upload an image',
  description:
    'A JPEG, PNG or WebP image of at most 10 MB in the `file` field, stored as WebP. Answers its address under `/uploads/`, to use as a course image, thumbnail, photo or book page.',
  form: z.object({
    file: z.string().meta({ format: 'binary' }).describe('The image: JPEG, PNG or WebP.'),
  }),
  answers: {
    201: ['Stored.', uploadedImageSchema],
  },
});

const servedDoc = routeDoc({
  tag: 'uploads',
  summary: 'An uploaded image',
  description:
    'An image staff uploaded, by the name `POST /api/admin/uploads` answered (`<32 hex digits>.webp`). A name is never reused, so it may be cached for good.',
  params: z.object({ '*': z.string().regex(/^[a-f0-9]{32}\.webp$/) }),
  answers: {
    200: ['The image.', 'image/webp'],
    404: ['No image by that name.', messageSchema],
  },
});

/** Staff image uploads, and serving them back at /uploads/<name>. */
export async function uploadRoutes(app: FastifyInstance) {
  await acceptFileForms(app);
  const imagesDir = imagesDirIn(app.config.dataDir);
  // Made up front: @fastify/static checks its root when registered and warns if it is missing.
  await mkdir(imagesDir, { recursive: true });

  const uploadOptions = { preHandler: app.requireAdmin, schema: uploadDoc };
  app.post('/api/admin/uploads', uploadOptions, async (request, reply) => {
    const { file } = await readFileForm(request, {
      maxFileBytes: IMAGE_UPLOAD_MAX_BYTES,
      tooLargeMessage: IMAGE_SIZE_MESSAGE,
    });
    const answer: UploadedImage = await storeImage(
      app.db,
      imagesDir,
      requireAuth(request).user.id,
      file?.buffer ?? null,
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
    // @fastify/static hides its routes from the API document; this one is documented.
    scope.addHook('onRoute', (route) => {
      route.schema = servedDoc;
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
      schemaHide: false,
      // A name is never reused for other bytes, so caches may keep it for good.
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  });
}
