import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { addVary } from './cached-reply.ts';

export type Encoding = 'br' | 'gzip';

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/** The best encoding a request's `Accept-Encoding` takes, if any. */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  return acceptEncoding
    ? ((encodings.negotiate(acceptEncoding) as Encoding | null) ?? undefined)
    : undefined;
}

/** Below this, compressing saves less than it costs. */
const WORTH_COMPRESSING = 1024;

/**
 * An answer's bytes, encoded as UTF-8 once and compressed once per encoding on first need, so
 * that an answer kept and sent many times costs its write, not an encoding, each time. Compressed
 * for speed (brotli 5, gzip 6): it is made while someone waits.
 */
export class EncodedBody {
  readonly identity: Buffer;
  private readonly compressed: Partial<Record<Encoding, Buffer>> = {};

  constructor(text: string) {
    this.identity = Buffer.from(text);
  }

  /** The body for a request that takes `encoding`, and the encoding it is in. */
  for(encoding: Encoding | undefined): { encoding: Encoding | undefined; body: Buffer } {
    if (!encoding || this.identity.length < WORTH_COMPRESSING) {
      return { encoding: undefined, body: this.identity };
    }
    this.compressed[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(this.identity, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
            },
          })
        : gzipSync(this.identity, { level: 6 });
    return { encoding, body: this.compressed[encoding] };
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends JSON made once (an `EncodedBody`) in the best encoding the request takes. */
export function sendJsonBody(request: FastifyRequest, reply: FastifyReply, json: EncodedBody) {
  const { encoding, body } = json.for(acceptedEncoding(request.headers['accept-encoding']));
  reply.type(JSON_TYPE);
  addVary(reply, 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}
