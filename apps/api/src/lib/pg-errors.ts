/** Whether a database error (as pg or PGlite throws it, or Drizzle wraps it) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
