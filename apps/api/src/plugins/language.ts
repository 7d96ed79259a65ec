import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preferredLanguage, type Language as Locale } from '@iqra/contracts';
import { messageTranslator } from '@iqra/contracts/messages';
import { AR_MESSAGES } from '@iqra/contracts/messages/ar';
import { addVary } from '../lib/cached-reply.ts';

const toArabic = messageTranslator(AR_MESSAGES);

/** A body that is words for a person: `{ message }`, or a 422's `{ message, errors }`. */
interface MessageBody {
  message: string;
  errors?: Record<string, string[]>;
}

function isMessageBody(payload: unknown): payload is MessageBody {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  const { message, errors, ...rest } = payload as Record<string, unknown>;
  if (typeof message !== 'string' || Object.keys(rest).length > 0) return false;
  return errors === undefined || (typeof errors === 'object' && errors !== null);
}

/**
 * The language of a request (`Accept-Language`: Arabic when it prefers any Arabic, else
 * English) and the messages of its answer in it (decision 041). The code writes every message
 * in English; an answer that is a message (an error, or a `{ message }`) is translated on its
 * way out, says its `Content-Language` and varies by `Accept-Language`. A message with no
 * Arabic stays English and is logged, and tests fail before that ships
 * (packages/contracts/src/messages/ar.test.ts, scripts/api-messages.test.ts).
 */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  // Read from the header when asked, so a request whose answer is data pays nothing for it.
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return preferredLanguage(this.headers['accept-language']);
    },
  });
  app.addHook('preSerialization', (request: FastifyRequest, reply, payload, done) => {
    if (!isMessageBody(payload)) return done(null, payload);
    const { locale } = request;
    reply.header('content-language', locale);
    addVary(reply, 'Accept-Language');
    if (locale === 'en') return done(null, payload);
    const translate = (english: string): string => {
      const arabic = toArabic(english);
      if (arabic !== undefined) return arabic;
      request.log.warn({ english }, 'a message has no Arabic');
      return english;
    };
    const translated: MessageBody = { message: translate(payload.message) };
    if (payload.errors) {
      translated.errors = Object.fromEntries(
        Object.entries(payload.errors).map(([field, messages]) => [field, messages.map(translate)]),
      );
    }
    done(null, translated);
  });
});

/**
 * The language a request named (`Accept-Language`, which the web app sets to its page's), or
 * null when it named none: a client that says nothing leaves the choice to the account.
 */
export const namedLanguage = (request: FastifyRequest): Locale | null =>
  request.headers['accept-language'] ? request.locale : null;

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer's messages are in, from `Accept-Language` (decision 041). */
    readonly locale: Locale;
  }
}
