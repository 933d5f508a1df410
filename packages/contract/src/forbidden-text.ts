/**
 * Text that no field of the API may hold. U+0000 cannot be stored in a Postgres text or jsonb
 * value at all, so a request carrying it would fail at the database; it is refused first, as bad
 * input naming the field, before it reaches a rate-limit key, a query or a log line.
 */
export const FORBIDDEN_CHARACTER_MESSAGE = 'must not contain the NUL character (U+0000)';

/**
 * The dotted path of the first string (or object key) inside `value` that holds U+0000, or null
 * when there is none. Arrays count as path segments by index: `lineItems.0.attributes.1.value`.
 */
export function findNulCharacter(value: unknown, path: readonly (string | number)[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, [...path, index]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\u0000')].join('.');
      const found = findNulCharacter(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
