import { describe, expect, it } from 'vitest';
import { changesOf, fieldLabel } from './audit-words';

describe("an audit entry's before and after, in words", () => {
  it('names each field that changed, leaving out the version', () => {
    expect(changesOf({ role: 'workroom', active: true, version: 1 }, { role: 'manager', active: true, version: 2 })).toEqual([
      { field: 'role', before: 'workroom', after: 'manager' },
    ]);
    expect(changesOf({ active: true }, { active: false })).toEqual([{ field: 'active', before: 'yes', after: 'no' }]);
  });

  it("reads a move's pieces as their own fields, and money as an amount", () => {
    const changes = changesOf(
      { status: 'paid', pieces: { ref_a: 'paid' } },
      { status: 'cutting', pieces: { ref_a: 'cutting' }, note: 'On the table' },
    );
    expect(changes).toEqual([
      { field: 'status', before: 'paid', after: 'cutting' },
      { field: 'pieces.ref_a', before: 'paid', after: 'cutting' },
      { field: 'note', before: '—', after: 'On the table' },
    ]);
    expect(changesOf(null, { amount: { amount: '25.00', currencyCode: 'SGD' } })).toEqual([
      { field: 'amount', before: '—', after: 'SGD 25.00' },
    ]);
  });

  it('writes a moment in the shop time zone, leaves out internal ids, and names fields in words', () => {
    expect(changesOf({ expiresAt: null, refund: 'ref_1' }, { expiresAt: '2026-11-28T17:30:00.000Z', refund: 'ref_2' })).toEqual([
      { field: 'expiresAt', before: '—', after: '29 Nov 2026, 1:30 am' },
    ]);
    expect(fieldLabel('saleStatusNote')).toBe('Sale status note');
    expect(changesOf({ saleStatus: 'on_sale' }, { saleStatus: 'out_of_stock' })).toEqual([
      { field: 'saleStatus', before: 'on sale', after: 'out of stock' },
    ]);
    expect(fieldLabel('pieces.SV-1001-A')).toBe('Pieces SV-1001-A');
  });

  it('shortens a long value, and says nothing when nothing changed', () => {
    const [change] = changesOf({ text: 'short' }, { text: 'x'.repeat(500) });
    expect(change?.after.length).toBeLessThan(500);
    expect(changesOf({ a: 1 }, { a: 1 })).toEqual([]);
    expect(changesOf({ status: 'paid' }, { status: 'paid', note: null })).toEqual([]);
    expect(changesOf(null, null)).toEqual([]);
  });
});
