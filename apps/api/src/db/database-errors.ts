/** Whether a database error is a unique-index violation (Postgres 23505), however it is wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error || (typeof current === 'object' && current !== null); ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A statement refused by one of the database's own functions with RAISE EXCEPTION `message` (SQLSTATE P0001). */
export function isRaised(error: unknown, message: string): boolean {
  for (let current: unknown = error; current instanceof Error || (typeof current === 'object' && current !== null); ) {
    const { code, message: text } = current as { code?: unknown; message?: unknown };
    if (code === 'P0001' && text === message) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether a database error is an exclusion-constraint violation (Postgres 23P01): two rows the constraint keeps apart. */
export function isExclusionViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error || (typeof current === 'object' && current !== null); ) {
    if ((current as { code?: unknown }).code === '23P01') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
