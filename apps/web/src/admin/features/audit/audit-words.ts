/** An audit entry's before and after, as a person reads them: each field that changed, "role: workroom → manager". */

export interface Change {
  field: string;
  before: string;
  after: string;
}

const MAX = 140;

const shortened = (text: string) => (text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text);

/** A value in a few words: text as it is (a long one cut short), yes/no, a list or an object in short JSON. */
function valueText(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '""' : shortened(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object' && 'amount' in value && 'currencyCode' in value) {
    const money = value as { amount: unknown; currencyCode: unknown };
    return `${String(money.currencyCode)} ${String(money.amount)}`;
  }
  return shortened(JSON.stringify(value) ?? String(value));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields that differ between before and after (every field of a thing made or removed). */
export function changesOf(before: unknown, after: unknown): Change[] {
  if (!isRecord(before) && !isRecord(after)) return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: 'value', before: valueText(before), after: valueText(after) }];
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((field) => field !== 'version' && field !== 'updatedAt');
  return fields
    // A field missing on one side and empty on the other did not change.
    .filter((field) => JSON.stringify(was[field] ?? null) !== JSON.stringify(now[field] ?? null))
    .map((field) => {
      // A nested change (each piece's status) reads as its own fields.
      const inner = isRecord(was[field]) && isRecord(now[field]) ? changesOf(was[field], now[field]) : null;
      return inner && inner.length > 0 && inner.length <= 4
        ? inner.map((change) => ({ ...change, field: `${field}.${change.field}` }))
        : [{ field, before: isRecord(before) ? valueText(was[field]) : '—', after: isRecord(after) ? valueText(now[field]) : '—' }];
    })
    .flat();
}
