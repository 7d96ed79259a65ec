import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@iqra/contracts';
import { HttpError, TooManyRequests, ValidationFailed } from '../lib/errors.ts';
import { isDataException } from '../lib/pg-errors.ts';

/**
 * The one error path: typed errors become their status and body; anything unexpected is a
 * 500 that says "Server error." while the log keeps the rest.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof ValidationFailed) {
      return reply.status(422).send({ message: error.message, errors: error.errors });
    }
    if (error instanceof TooManyRequests) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: MESSAGES.tooMany });
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: MESSAGES.tooLarge });
    }
    if (status === 415) {
      return reply.status(415).send({ message: 'Unsupported content type.' });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, bad multipart and the like: the client's fault, said plainly.
      return reply.status(status).send({ message: MESSAGES.badRequest });
    }
    // The error's type and SQLSTATE code and where it happened; never the body or a query's
    // parameters (the `err` serializer in lib/logging.ts keeps them out).
    if (isDataException(error)) {
      // A value the database itself refused is the sender's, so the answer is a 400; but the
      // contracts and the input guard exist to refuse it first, so the log says so loudly.
      request.log.error(
        { err: error, route: request.routeOptions.url, method: request.method },
        'input the checks let through was refused by the database',
      );
      return reply.status(400).send({ message: MESSAGES.badRequest });
    }
    request.log.error(
      { err: error, route: request.routeOptions.url, method: request.method },
      'request failed',
    );
    return reply.status(500).send({ message: MESSAGES.server });
  });
});
