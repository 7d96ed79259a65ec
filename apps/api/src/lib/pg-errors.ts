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
 * Whether PostgreSQL refused a value itself (SQLSTATE class 22: a NUL byte, a number out of
 * range, invalid JSON text): input the contracts should have refused first.
 */
export function isDataException(error: unknown): boolean {
  return databaseErrorOf(error)?.code.startsWith('22') ?? false;
}
