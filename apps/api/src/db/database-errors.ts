/** Whether a database error is a unique-index violation (Postgres 23505), however it is wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error || (typeof current === 'object' && current !== null); ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
