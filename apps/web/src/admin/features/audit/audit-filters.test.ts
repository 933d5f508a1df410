import { afterEach, describe, expect, it } from 'vitest';
import { setShopTimeZone } from '../../lib/admin-format';
import { filtersOf, formOf, searchOfForm } from './audit-filters';

afterEach(() => setShopTimeZone('Asia/Singapore'));

describe("the audit log's filters", () => {
  it('keeps the filters in the address and sends the days as the shop’s day edges', () => {
    const form = formOf(
      new URLSearchParams('staff=stf_abc&action=order.move&subjectType=order&subjectId=SV-1042&from=2026-03-01&to=2026-03-31'),
    );
    expect(searchOfForm(form).toString()).toBe(
      'staff=stf_abc&action=order.move&subjectType=order&subjectId=SV-1042&from=2026-03-01&to=2026-03-31',
    );
    expect(filtersOf(form)).toEqual({
      staffId: 'stf_abc',
      action: 'order.move',
      subjectType: 'order',
      subjectId: 'SV-1042',
      from: '2026-02-28T16:00:00.000Z',
      to: '2026-03-31T15:59:59.999Z',
    });
  });

  it('counts a day in the zone the shop settings name', () => {
    setShopTimeZone('Europe/London');
    // British Summer Time on 1 July: the day starts at 23:00 UTC the day before.
    expect(filtersOf(formOf(new URLSearchParams('from=2026-07-01&to=2026-07-01')))).toEqual({
      from: '2026-06-30T23:00:00.000Z',
      to: '2026-07-01T22:59:59.999Z',
    });
  });

  it('leaves out what the server would refuse', () => {
    const form = formOf(new URLSearchParams('action=DROP TABLE&subjectType=Order!&from=yesterday&staff=a b'));
    expect(filtersOf(form)).toEqual({});
    expect(searchOfForm(form).toString()).toBe('');
  });
});
