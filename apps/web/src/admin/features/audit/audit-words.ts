import { fieldWords } from '@selvedge/domain';
import { dateTimeText } from '../../lib/admin-format';

/** An audit entry's before and after, as a person reads them: each field that changed, "Role: workroom → manager". */

export interface Change {
  field: string;
  before: string;
  after: string;
}

const MAX = 140;

/** A moment (an ISO date and time) in a value: written as the back office writes times. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const CODE = /^[a-z]+(_[a-z]+)+$/;

/** Fields that are bookkeeping or an internal id, never something a person reads. */
const QUIET = new Set(['id', 'version', 'updatedAt', 'refund', 'photo', 'imageIds', 'diff']);

/** `saleStatusNote` → "Sale status note"; `pieces.A` → "Pieces A". */
export function fieldLabel(field: string): string {
  const [first = '', ...rest] = field.split('.');
  const words = [fieldWords(first), ...rest].join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const shortened = (text: string) => (text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text);

/** A value in a few words: text as it is (a long one cut short), yes/no, a list or an object in short JSON. */
function valueText(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') {
    if (value === '') return '""';
    if (MOMENT.test(value)) return dateTimeText(value);
    // A code (`on_sale`, `out_of_stock`) in words.
    return CODE.test(value) ? value.replaceAll('_', ' ') : shortened(value);
  }
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
  if (!isRecord(before) && !isRecord(after))
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: 'value', before: valueText(before), after: valueText(after) }];
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((field) => !QUIET.has(field));
  return (
    fields
      // A field missing on one side and empty on the other did not change.
      .filter((field) => JSON.stringify(was[field] ?? null) !== JSON.stringify(now[field] ?? null))
      .map((field) => {
        // A nested change (each piece's status) reads as its own fields.
        const inner = isRecord(was[field]) && isRecord(now[field]) ? changesOf(was[field], now[field]) : null;
        return inner && inner.length > 0 && inner.length <= 4
          ? inner.map((change) => ({ ...change, field: `${field}.${change.field}` }))
          : [{ field, before: isRecord(before) ? valueText(was[field]) : '—', after: isRecord(after) ? valueText(now[field]) : '—' }];
      })
      .flat()
  );
}
