import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasUnstorableCharacters, unstorableMessage } from '@iqra/contracts';
import { NotFound, ValidationFailed } from '../lib/errors.ts';

/**
 * Where in `value` (an object, array or string, as JSON gives them) the first text that no
 * database could store sits: its dotted path ('' for `value` itself), or undefined. Keys count
 * too (they end up in JSON columns such as the audit log). Walks without recursion, so no
 * nesting depth can overflow the stack.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (hasUnstorableCharacters(item)) return path;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasUnstorableCharacters(key)) return path || 'body';
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * One check at the door for every route: a NUL byte or a lone surrogate anywhere in the path,
 * the query or a JSON body is refused before any handler runs (a path naming such a thing is a
 * 404, a field holding one a 422 naming it), so no route can hand one to PostgreSQL, which
 * would refuse it with a server error. Multipart fields are checked where they are read. An
 * address no route answers is left to the not-found handler (plugins/web.ts).
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  // A plain callback hook, and the path and query looked at only when the request line has a
  // percent escape: HTTP carries no raw NUL, and a request line decoded byte by byte cannot
  // hold a surrogate, so only an escape can smuggle either in. (This runs on every request;
  // walking empty objects in an async hook cost a tenth of a cached read's throughput.)
  app.addHook('preValidation', (request, _reply, done) => {
    // No route matched: the not-found handler stores and looks up nothing. For the site's
    // pages it renders the path's page (an odd path is the not-found page), and the query
    // string is the browser's alone, so a page answers odd input with a page, not JSON.
    if (request.is404) return done();
    if (request.raw.url?.includes('%')) {
      if (findUnstorableText(request.params) !== undefined) return done(new NotFound());
      const inQuery = findUnstorableText(request.query);
      if (inQuery !== undefined) return done(refused(inQuery));
    }
    const { body } = request;
    const inBody = body === undefined || body === null ? undefined : findUnstorableText(body);
    return done(inBody === undefined ? undefined : refused(inBody));
  });
});

function refused(field: string): ValidationFailed {
  const name = field || 'body';
  return ValidationFailed.field(name, unstorableMessage(name.replaceAll('_', ' ')));
}
