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

/**
 * Postgres's answers that mean "not now" rather than "wrong": a serialization failure or deadlock
 * (its transaction rolled back), a lock or statement that waited past the session's limits, too
 * many connections; and the pool's own wait for a connection running out. Nothing was changed and
 * the same request may succeed a moment later.
 */
const TRANSIENT_STATES = new Set(['40001', '40P01', '55P03', '57014', '53300', '57P03']);
const POOL_WAIT_EXCEEDED = 'timeout exceeded when trying to connect';

export function isDatabaseBusy(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error || (typeof current === 'object' && current !== null); ) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && TRANSIENT_STATES.has(code)) return true;
    if (message === POOL_WAIT_EXCEEDED) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
