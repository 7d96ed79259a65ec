/** What PostgreSQL says about a failed statement: its SQLSTATE and the constraint it hit. */
export interface DatabaseErrorFields {
  code: string;
  constraint?: string;
}

/** Whether `value` looks like a SQLSTATE code (five digits or capitals). */
export const isSqlState = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9A-Z]{5}$/.test(value);

/**
 * The database's own error inside `error` as pg or PGlite throws it, or as Drizzle wraps it
 * (in `cause`); undefined for anything else.
 */
export function databaseErrorOf(error: unknown): DatabaseErrorFields | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (isSqlState(code)) {
      return typeof constraint === 'string' ? { code, constraint } : { code };
    }
  }
  return undefined;
}

/** Whether a database error is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.code === '23505';
}

/**
 * Which of the school's rules the database itself refused, by the SQLSTATE its triggers raise:
 * IQ001, a class changed in a month already paid to its tutor (migrations 0025, 0028); IQ002,
 * the school's time zone changed after months were paid (migration 0028).
 */
export function schoolRuleRefused(error: unknown): 'paidMonth' | 'zoneAfterPaidMonths' | undefined {
  const code = databaseErrorOf(error)?.code;
  if (code === 'IQ001') return 'paidMonth';
  if (code === 'IQ002') return 'zoneAfterPaidMonths';
  return undefined;
}

/**
 * Whether PostgreSQL refused a value itself (SQLSTATE class 22: a NUL byte, a number out of
 * range, invalid JSON text): input the contracts should have refused first.
 */
export function isDataException(error: unknown): boolean {
  return databaseErrorOf(error)?.code.startsWith('22') ?? false;
}

// What says the database cannot be reached, or went away under a statement, rather than that a
// statement was wrong: the socket's own codes; SQLSTATE class 08 (connection exception) and
// 57P01–57P03 (the server shutting down, crashed, or not yet taking connections); and the
// drivers' messages for a connection lost (node-postgres, pg-pool) or a database closed (pg-pool
// ended, PGlite closed).
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
const UNREACHABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end on the pool|PGlite is closed)/;

/**
 * Whether `error` (as a driver throws it, or wrapped by Drizzle in `cause`) says the database
 * is unavailable: the request may succeed once it is back, so the answer is a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (UNREACHABLE_MESSAGES.test(current.message)) return true;
    // A host with several addresses fails with one error per address.
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
  }
  return false;
}
