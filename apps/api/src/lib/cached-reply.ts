import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@iqra/contracts';
import type { CachedBody } from './cache.ts';

/** Adds `name` to the answer's `Vary`, keeping what another part put there (CORS's `Origin`). */
export function addVary(reply: FastifyReply, name: string) {
  const current = reply.getHeader('vary');
  const names = String(current ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((part) => part.toLowerCase() === name.toLowerCase())) {
    return;
  }
  reply.header('vary', [...names, name].join(', '));
}

/** Sends a cached JSON body with an ETag; a matching If-None-Match gets 304 and no body. */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply
    .header('cache-control', 'no-cache')
    .header('etag', cached.etag)
    .type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  return reply.send(cached.body);
}

/**
 * Answers `{ data }` from the response cache, loading it in the request's language under `key`
 * and that language on a miss: staff's texts are read in the reader's language (decision 043).
 */
export async function sendCachedData(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: (language: Language) => Promise<unknown>,
) {
  const { locale } = request;
  const cached = await request.server.cache.get(`${key}@${locale}`, async () => ({
    data: await load(locale),
  }));
  reply.header('content-language', locale);
  addVary(reply, 'Accept-Language');
  return sendCached(request, reply, cached);
}
