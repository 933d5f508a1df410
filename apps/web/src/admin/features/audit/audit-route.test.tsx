import { AuditPageSchema, StaffListSchema, type AuditEntry } from '@selvedge/contract/admin';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answer } from '../../../test/fake-shop';
import { fakeAdminApi, renderAdminPage } from '../orders/orders-test-kit';
import { AuditRoute } from './audit-route';

const entry = (id: string, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-03-02T04:00:00.000Z',
  staffId: 'stf_owner',
  staffEmail: 'owner@selvedge.example',
  action: 'order.move',
  subjectType: 'order',
  subjectId: 'SV-1042',
  before: { status: 'paid' },
  after: { status: 'cutting' },
  ...overrides,
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('the audit log', () => {
  it('shows who did what to which subject, before → after, and loads older entries by the cursor', async () => {
    const shop = fakeAdminApi('owner', (call) => {
      if (call.path === '/admin/staff') return answer(StaffListSchema, { staff: [] });
      if (!call.path.startsWith('/admin/audit')) return undefined;
      return call.path.includes('cursor=c2')
        ? answer(AuditPageSchema, { entries: [entry('aud_2', { action: 'staff.update', subjectType: 'staff', subjectId: 'stf_tom', before: { role: 'workroom' }, after: { role: 'manager' } })], next: null })
        : answer(AuditPageSchema, { entries: [entry('aud_1')], next: 'c2' });
    });
    renderAdminPage('/audit', <AuditRoute />, '/audit?action=order.move');
    const first = await screen.findByRole('row', { name: /SV-1042/ });
    expect(first).toHaveTextContent('owner@selvedge.example');
    expect(first).toHaveTextContent('status: paid → cutting');
    expect(shop.calls.find((call) => call.path.startsWith('/admin/audit'))?.path).toBe('/admin/audit?action=order.move&limit=50');
    fireEvent.click(screen.getByRole('button', { name: 'Load older entries' }));
    expect(await screen.findByRole('row', { name: /stf_tom/ })).toHaveTextContent('role: workroom → manager');
    expect(shop.calls.at(-1)?.path).toBe('/admin/audit?action=order.move&limit=50&cursor=c2');
    expect(screen.queryByRole('button', { name: 'Load older entries' })).not.toBeInTheDocument();
  });

  it('writes the filters into the address', async () => {
    fakeAdminApi('owner', (call) => {
      if (call.path === '/admin/staff') return answer(StaffListSchema, { staff: [{ id: 'stf_tom', email: 'tom@selvedge.example', name: 'Tom', role: 'workroom', active: true, createdAt: '2026-01-01T00:00:00.000Z', lastLoginAt: null, version: 0 }] });
      return call.path.startsWith('/admin/audit') ? answer(AuditPageSchema, { entries: [], next: null }) : undefined;
    });
    const router = renderAdminPage('/audit', <AuditRoute />, '/audit');
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Filter the audit log' });
    await within(form).findByRole('option', { name: 'Tom (tom@selvedge.example)' });
    fireEvent.change(within(form).getByLabelText('Who'), { target: { value: 'stf_tom' } });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?staff=stf_tom&from=2026-03-01'));
  });
});
