import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@iqra/contracts';
import { HttpError, TooManyRequests, Unavailable, ValidationFailed } from '../lib/errors.ts';
import { isDataException, schoolRuleRefused } from '../lib/pg-errors.ts';
import { isPageRequest } from './web.ts';

/** When to ask again while the database is away: a restart takes seconds. */
const RETRY_AFTER_SECONDS = 5;

// A visitor opening a page gets a page, not JSON. It stands alone: no script, style or
// image, as nothing else may be served either.
const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Back in a moment · Iqra Academy</title></head>
<body><main><h1>Back in a moment</h1>
<p>Iqra Academy cannot open this page just now. Please try again in a few seconds.</p></main></body>
</html>
`;

/** A 503 the client may retry: a small page for a page request, else the message as JSON. */
function unavailable(request: FastifyRequest, reply: FastifyReply) {
  reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
  if (isPageRequest(request.method, request.url)) {
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(UNAVAILABLE_PAGE);
  }
  return reply.send({ message: MESSAGES.unavailable });
}

/**
 * The one error path: typed errors become their status and body; the database being away is a
 * 503, logged once per outage (lib/database-outage.ts); anything unexpected is a 500 that says
 * "Server error." while the log keeps the rest.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof Unavailable) return unavailable(request, reply);
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
    if (app.databaseOutage.noticed(error)) return unavailable(request, reply);
    const refused = schoolRuleRefused(error);
    if (refused) {
      // Whatever verb tried it (a paid month is closed, say), the caller is told why.
      return reply.status(409).send({ message: MESSAGES[refused] });
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
