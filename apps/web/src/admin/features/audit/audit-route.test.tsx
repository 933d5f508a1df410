import { AuditPageSchema, StaffListSchema, type AuditEntry } from '@selvedge/contract/admin';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answer } from '../../../test/fake-shop';
import { setShopTimeZone } from '../../lib/admin-format';
import { fakeAdminApi, renderAdminPage } from '../../test/orders-test-kit';
import { AuditRoute } from './audit-route';

const entry = (id: string, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  // 12:00 in Singapore.
  at: '2026-03-02T04:00:00.000Z',
  staffId: 'stf_alice',
  staffEmail: 'alice@selvedge.example',
  staffName: 'Alice Tan',
  action: 'order.move',
  subjectType: 'order',
  subjectId: 'SV-1042',
  subjectName: 'SV-1042',
  before: { status: 'paid', pieces: { 'SV-1042-A': 'paid' } },
  after: { status: 'cutting', pieces: { 'SV-1042-A': 'cutting' }, note: null },
  ...overrides,
});

const WITHDRAWN = entry('aud_fabric', {
  action: 'fabric.sale_status',
  subjectType: 'fabric',
  subjectId: 'prod_giza',
  subjectName: 'Giza Poplin White',
  before: { saleStatus: 'on_sale', note: null },
  after: { saleStatus: 'withdrawn', note: 'The mill stopped weaving it' },
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  setShopTimeZone('Asia/Singapore');
});

/** An entry's list item, found by words of its sentence. */
async function item(words: RegExp): Promise<HTMLElement> {
  const find = () => screen.queryAllByRole('listitem').find((element) => words.test(element.querySelector('p')?.textContent ?? ''));
  await waitFor(() => expect(find()).toBeDefined());
  return find()!;
}

/** The entry's sentence. */
const sentence = (element: HTMLElement) => element.querySelector('p')!;

describe('the audit log', () => {
  it('writes each entry as a sentence naming who and what, the subject a link, the time in the shop’s zone, and loads older entries by the cursor', async () => {
    const shop = fakeAdminApi('owner', (call) => {
      if (call.path === '/admin/staff') return answer(StaffListSchema, { staff: [] });
      if (!call.path.startsWith('/admin/audit')) return undefined;
      return call.path.includes('cursor=c2')
        ? answer(AuditPageSchema, {
            entries: [
              entry('aud_2', {
                action: 'staff.update',
                subjectType: 'staff',
                subjectId: 'stf_tom',
                subjectName: 'Tom Lee',
                before: { role: 'workroom', active: true },
                after: { role: 'manager', active: true },
              }),
            ],
            next: null,
          })
        : answer(AuditPageSchema, { entries: [WITHDRAWN, entry('aud_1')], next: 'c2' });
    });
    renderAdminPage('/audit', <AuditRoute />, '/audit?subjectType=order');

    const fabric = await item(/withdrew/);
    expect(sentence(fabric)).toHaveTextContent('Alice Tan withdrew Giza Poplin White (reason: The mill stopped weaving it)');
    expect(within(fabric).getByRole('link', { name: 'Giza Poplin White' })).toHaveAttribute('href', '/fabrics/prod_giza');
    expect(within(fabric).getByText('2 Mar 2026, 12:00 pm')).toHaveAttribute('datetime', '2026-03-02T04:00:00.000Z');
    expect(fabric).not.toHaveTextContent(/prod_giza|fabric\.sale_status|saleStatus|2026-03-02T/);

    const move = await item(/moved order/);
    expect(sentence(move)).toHaveTextContent('Alice Tan moved order SV-1042 to Cutting (1 piece), from Paid');
    expect(within(move).getByRole('link', { name: 'SV-1042' })).toHaveAttribute('href', '/orders/SV-1042');
    expect(within(move).getByText('What changed')).toBeInTheDocument();
    expect(move).toHaveTextContent('Status: paid → cutting');
    expect(screen.getByText('Days and times in Singapore time (SGT).')).toBeInTheDocument();

    expect(shop.calls.find((call) => call.path.startsWith('/admin/audit'))?.path).toBe('/admin/audit?subjectType=order&limit=50');
    fireEvent.click(screen.getByRole('button', { name: 'Load older entries' }));
    const role = await item(/made Tom Lee/);
    expect(sentence(role)).toHaveTextContent('Alice Tan made Tom Lee a manager (was a workroom member)');
    expect(within(role).getByRole('link', { name: 'Tom Lee' })).toHaveAttribute('href', '/staff');
    expect(shop.calls.at(-1)?.path).toBe('/admin/audit?subjectType=order&limit=50&cursor=c2');
    expect(screen.queryByRole('button', { name: 'Load older entries' })).not.toBeInTheDocument();
  });

  it('says the shop or the customer did what no staff member did, and never shows an id for a name', async () => {
    fakeAdminApi('owner', (call) => {
      if (call.path === '/admin/staff') return answer(StaffListSchema, { staff: [] });
      if (!call.path.startsWith('/admin/audit')) return undefined;
      return answer(AuditPageSchema, {
        entries: [
          entry('aud_claim', {
            staffId: null,
            staffEmail: null,
            staffName: null,
            action: 'fit_claim.file',
            subjectType: 'fit_claim',
            subjectId: 'fc_123',
            subjectName: 'SV-1042 SV-1042-A',
            before: null,
            after: { by: 'customer' },
          }),
          entry('aud_config', {
            action: 'product_config.publish',
            subjectType: 'product_config',
            subjectId: 'shirt',
            subjectName: null,
            before: { version: 3 },
            after: { version: 4, note: 'New collars' },
          }),
          entry('aud_gone', {
            action: 'fabric.update',
            subjectType: 'fabric',
            subjectId: 'prod_gone',
            subjectName: null,
            before: { title: 'A' },
            after: { title: 'B' },
          }),
        ],
        next: null,
      });
    });
    renderAdminPage('/audit', <AuditRoute />, '/audit');
    expect(within(await item(/filed the fit claim/)).getByRole('paragraph')).toHaveTextContent(
      'The customer filed the fit claim SV-1042 SV-1042-A',
    );
    expect(within(await item(/published/)).getByRole('paragraph')).toHaveTextContent(
      'Alice Tan published version 4 of the Shirt setup (note: New collars)',
    );
    expect(within(await item(/changed the fabric/)).getByRole('paragraph')).toHaveTextContent(
      'Alice Tan changed the fabric a fabric since removed: title',
    );
    expect(document.body).not.toHaveTextContent(/fc_123|prod_gone/);
  });

  it('filters by person, kind of thing and day, the days counted in the shop’s time zone', async () => {
    setShopTimeZone('Europe/London');
    const shop = fakeAdminApi('owner', (call) => {
      if (call.path === '/admin/staff')
        return answer(StaffListSchema, {
          staff: [
            {
              id: 'stf_tom',
              email: 'tom@selvedge.example',
              name: 'Tom Lee',
              role: 'workroom',
              active: true,
              createdAt: '2026-01-01T00:00:00.000Z',
              lastLoginAt: null,
              version: 0,
            },
          ],
        });
      return call.path.startsWith('/admin/audit') ? answer(AuditPageSchema, { entries: [], next: null }) : undefined;
    });
    const router = renderAdminPage('/audit', <AuditRoute />, '/audit');
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Filter the audit log' });
    await within(form).findByRole('option', { name: 'Tom Lee' });
    fireEvent.change(within(form).getByLabelText('Who'), { target: { value: 'stf_tom' } });
    fireEvent.change(within(form).getByLabelText('Kind of thing'), { target: { value: 'fabric' } });
    fireEvent.change(within(form).getByLabelText('From (day)'), { target: { value: '2026-07-01' } });
    fireEvent.change(within(form).getByLabelText('To (day)'), { target: { value: '2026-07-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?staff=stf_tom&subjectType=fabric&from=2026-07-01&to=2026-07-01'));
    await waitFor(() =>
      expect(shop.calls.at(-1)?.path).toBe(
        `/admin/audit?staffId=stf_tom&subjectType=fabric&from=${encodeURIComponent('2026-06-30T23:00:00.000Z')}&to=${encodeURIComponent('2026-07-01T22:59:59.999Z')}&limit=50`,
      ),
    );
    expect(screen.getByText('Days and times in London time (GMT).')).toBeInTheDocument();
  });
});
