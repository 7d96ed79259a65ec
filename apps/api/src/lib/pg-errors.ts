/**
 * The SQLSTATE code of a database error as pg or PGlite throws it, or as Drizzle wraps it
 * (in `cause`); undefined for anything else.
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Whether a database error is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/**
 * Whether PostgreSQL refused a value itself (SQLSTATE class 22: a NUL byte, a number out of
 * range, invalid JSON text): input the contracts should have refused first.
 */
export function isDataException(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith('22') ?? false;
}
