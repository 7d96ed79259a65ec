import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { databaseErrorOf, isSqlState } from './pg-errors.ts';

/**
 * What the logs may hold. Requests carry passwords, tokens and personal data, and database
 * errors repeat a query's parameters (Drizzle's "Failed query: … params: …"), so nothing is
 * logged as it comes: errors go through `serializeError`, URLs through `redactUrl`, and
 * `censorSecrets` censors the named secret fields wherever a log call puts them (decision 008).
 */

const CENSOR = '[redacted]';

/** Fields that are secret in a logged object or one level down (headers included). */
const SECRET_FIELDS = new Set([
  'password',
  'current_password',
  'password_confirmation',
  'passwordHash',
  'password_hash',
  'token',
  'secret',
  'body',
  'authorization',
  'cookie',
  'set-cookie',
]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * The object with its secret fields (at the top and one level down) censored; the object
 * itself when it has none, so the caller's object is never changed and the common case costs
 * a glance at a few keys. pino's own `redact` did the same with wildcard paths at about a
 * third of the throughput of a cached read (one log line per request).
 */
export function censorSecrets(object: Record<string, unknown>, depth = 0): Record<string, unknown> {
  let censored: Record<string, unknown> | undefined;
  for (const key of Object.keys(object)) {
    const value = object[key];
    let replacement = value;
    if (SECRET_FIELDS.has(key)) replacement = CENSOR;
    else if (depth === 0 && isPlainObject(value)) replacement = censorSecrets(value, 1);
    if (replacement !== value) {
      censored ??= { ...object };
      censored[key] = replacement;
    }
  }
  return censored ?? object;
}

/** Query parameters whose values are credentials (one-time links, API keys). */
const SECRET_QUERY_KEY = /token|password|secret|signature|^key$|api_?key/i;

/** Paths whose next segment is a secret: a calendar feed's, an unsubscribe link's. */
const SECRET_PATH = /^(\/calendar\/|\/api\/unsubscribe\/)[^/?]+/;

/** A request path with its secret segment and the values of secret query parameters replaced. */
export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(SECRET_PATH, `$1${CENSOR}`);
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // A malformed escape is logged as sent; only its value could be secret.
      }
      return equals !== -1 && SECRET_QUERY_KEY.test(name) ? `${key}=${CENSOR}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** `scheme://user:password@host` in free text (a driver's message) loses the password. */
function redactCredentials(text: string): string {
  return text.replace(/(\/\/[^\s/:@]+):[^\s/@]+@/g, `$1:${CENSOR}@`);
}

export interface SerializedError {
  [field: string]: unknown;
  type: string;
  message: string;
  /** Frames only (empty when there are none). */
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: SerializedError;
}

type ErrorLike = Error &
  Partial<Record<'code' | 'severity' | 'constraint' | 'table' | 'column', unknown>>;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A PostgreSQL error (pg or PGlite): a SQLSTATE `code` and a `severity`. */
function isDriverError(error: ErrorLike): boolean {
  return typeof error.severity === 'string' && isSqlState(error.code);
}

/** The stack's frames only: its first lines repeat the message. */
function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * An error as the log may keep it: its type, SQLSTATE code and names of the database objects
 * involved, its stack frames, and its cause — never a query's parameters, a driver's
 * `detail` (which quotes the row) or the message of a data exception (which quotes the input).
 */
export function serializeError(value: unknown, depth = 0): SerializedError {
  if (!(value instanceof Error)) {
    return {
      type: typeof value,
      message: redactCredentials(String(value)).slice(0, 200),
      stack: '',
    };
  }
  const error = value as ErrorLike;
  const cause: unknown = error.cause;
  const out: SerializedError = {
    type: error.constructor.name || error.name,
    message: redactCredentials(error.message),
    stack: framesOf(error.stack),
  };
  if (error instanceof DrizzleQueryError) {
    // Drizzle's wrapper: its message and `params` repeat every value sent with the query.
    out.message = 'Failed query';
    const code = databaseErrorOf(cause)?.code;
    if (code) out.code = code;
  } else if (isDriverError(error)) {
    // pg and PGlite name their class "error" (PGlite's is minified), and keep the query's
    // `params` on it too: only the fields below are read.
    out.type = 'DatabaseError';
    out.code = text(error.code);
    // Class 22 (data exceptions) name the offending value: "invalid input syntax … "x"".
    if (out.code?.startsWith('22')) out.message = 'Data exception';
    for (const field of ['constraint', 'table', 'column'] as const) {
      const name = text(error[field]);
      if (name) out[field] = name;
    }
  } else {
    const code = text(error.code);
    if (code) out.code = code;
  }
  if (cause !== undefined && cause !== null && depth < 3) {
    out.cause = serializeError(cause, depth + 1);
  }
  return out;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The app's logger options: the level (or the caller's options, a test's stream) with the
 * serializers and redaction above always applied; `false` turns logging off.
 */
export function loggerOptions(
  level: string,
  given: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (given === false) return false;
  const base: LoggerOptions = given === undefined || given === true ? { level } : given;
  return {
    ...base,
    formatters: { ...base.formatters, log: (object) => censorSecrets(object) },
    serializers: {
      ...base.serializers,
      err: (error: unknown) => serializeError(error),
      req: (request: { method?: string; url?: string; id?: string }) => ({
        method: request.method,
        url: request.url === undefined ? undefined : redactUrl(request.url),
        id: request.id,
      }),
    },
  };
}
