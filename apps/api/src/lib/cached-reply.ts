import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './cache.ts';

/** Sends a cached JSON body with an ETag; a matching If-None-Match gets 304 and no body. */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply
    .header('cache-control', 'no-cache')
    .header('etag', cached.etag)
    .type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  return reply.send(cached.body);
}

/** Answers `{ data }` from the response cache, loading it under `key` on a miss. */
export async function sendCachedData(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
) {
  const cached = await request.server.cache.get(key, async () => ({ data: await load() }));
  return sendCached(request, reply, cached);
}
