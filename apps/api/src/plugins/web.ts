import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@iqra/contracts';

export interface WebOptions {
  /** Folder of the built web app (index.html and assets), or of bare public files. */
  root: string;
}

/**
 * Serves the built React app: files as they are (hashed assets cached for a year), and
 * index.html for any other path that is not an API call, so deep links load.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: WebOptions) => {
  const indexPath = path.join(options.root, 'index.html');
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (scripts/compress-assets.mjs).
    preCompressed: true,
    // Cache-Control is ours (setHeaders below), not the plugin's blanket max-age.
    cacheControl: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else if (filePath.endsWith('.html')) {
        res.setHeader('cache-control', 'no-cache');
      } else {
        res.setHeader('cache-control', 'public, max-age=86400');
      }
    },
  });
  const hasIndex = existsSync(indexPath);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      hasIndex &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !path.extname(pathname);
    if (isPage) return reply.sendFile('index.html');
    return reply.status(404).send({ message: MESSAGES.notFound });
  });
});
