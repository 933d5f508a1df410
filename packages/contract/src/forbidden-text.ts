/**
 * Text that no field of the API may hold. U+0000 cannot be stored in a Postgres text or jsonb
 * value at all, and neither can half of a UTF-16 surrogate pair (a lone `\ud800`, which JSON can
 * spell but no Unicode text holds), so a request carrying either would fail at the database; it is
 * refused first, as bad input naming the field, before it reaches a rate-limit key, a query or a
 * log line. So is a body nested deeper than any request of the shop needs, which would otherwise
 * exhaust the stack of whatever walks it.
 */
export const FORBIDDEN_CHARACTER_MESSAGE = 'must not contain the NUL character (U+0000)';
export const MALFORMED_UNICODE_MESSAGE = 'must be valid Unicode text (it holds half of a surrogate pair)';
/** The deepest nesting of arrays and objects a request may have; the shop's own bodies need fewer than 10 levels. */
export const MAX_NESTING = 32;
export const TOO_DEEP_MESSAGE = `is nested more than ${MAX_NESTING} levels deep`;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string may not be stored, or null. */
function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return FORBIDDEN_CHARACTER_MESSAGE;
  if (LONE_SURROGATE.test(text)) return MALFORMED_UNICODE_MESSAGE;
  return null;
}

/** A key as a path segment a person can read (the characters that made it bad escaped). */
const readableKey = (key: string): string =>
  key.replaceAll('\u0000', '\\u0000').replace(/[\uD800-\uDFFF]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16)}`);

/**
 * The first string (or object key) inside `value` that holds forbidden text, or the first place
 * nested deeper than MAX_NESTING, as its dotted path and what is wrong; null when there is none.
 * Arrays count as path segments by index: `lineItems.0.attributes.1.value`. Walks without
 * recursion, so no depth of input can exhaust the stack.
 */
export function findForbiddenText(value: unknown): { path: string; message: string } | null {
  const stack: { value: unknown; path: readonly (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: item, path } = stack.pop()!;
    if (typeof item === 'string') {
      const message = textProblem(item);
      if (message) return { path: path.join('.'), message };
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (path.length >= MAX_NESTING) return { path: path.join('.'), message: TOO_DEEP_MESSAGE };
    const entries: [string | number, unknown][] = Array.isArray(item) ? [...item.entries()] : Object.entries(item);
    for (const [key] of entries) {
      const message = typeof key === 'string' ? textProblem(key) : null;
      if (message) return { path: [...path, readableKey(String(key))].join('.'), message };
    }
    // Pushed in reverse, so the first field is looked at first.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}
