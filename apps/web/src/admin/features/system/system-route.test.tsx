import {
  AdminJobRetrySchema,
  AdminSystemSchema,
  ShopSettingsSchema,
  type AdminSystem,
  type FailedJob,
  type StaffRole,
} from '@selvedge/contract/admin';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, refusal, type ShopAnswer, type ShopCall } from '../../../test/fake-shop';
import { AdminApp } from '../../app/admin-app';
import { fakeAdminApi as fakeOrdersAdminApi, renderAdminPage } from '../../test/orders-test-kit';
import { SystemRoute } from './system-route';
import { failedSummary, sizeText } from './system-words';

/** The back office's API for `role`, the shop's settings (Singapore) answered too. */
const fakeAdminApi = (role: StaffRole, respond: (call: ShopCall) => ShopAnswer | undefined) =>
  fakeOrdersAdminApi(role, (call) =>
    call.method === 'GET' && call.path === '/admin/shop-settings'
      ? answer(ShopSettingsSchema, { timeZone: 'Asia/Singapore', version: 0 })
      : respond(call),
  );

const MAIL_ID = '0b8f3c52-9a1e-4d7b-8c55-2f1e6a7b9c10';
const RESET_ID = '7d1e2f30-4a5b-4c6d-8e7f-901a2b3c4d5e';

const job = (id: string, overrides: Partial<FailedJob> = {}): FailedJob => ({
  id,
  queue: 'mail',
  // 11:30 in Singapore.
  failedAt: '2026-03-02T03:30:00.000Z',
  attempts: 7,
  error: 'Greeting never received',
  ...overrides,
});

const SYSTEM: AdminSystem = {
  failedJobs: [
    job(MAIL_ID),
    job(RESET_ID, {
      queue: 'password-reset',
      attempts: 6,
      error: 'connect ECONNREFUSED 127.0.0.1:5432',
      failedAt: '2026-03-01T16:05:00.000Z',
    }),
  ],
  failedByQueue: { mail: 1, 'password-reset': 1, 'payment-sweep': 0 },
  lastBackup: {
    at: '2026-03-02T19:00:04.000Z',
    file: 'selvedge-2026-03-03.tar.gz',
    kind: 'pglite',
    orders: 1042,
    lastOrderNumber: 'SV-2041',
    bytes: 48_213_004,
  },
};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('the system page', () => {
  it('lists failed jobs by queue in words, in Singapore time, and takes a row away once it is sent back', async () => {
    let system = SYSTEM;
    const shop = fakeAdminApi('owner', (call) => {
      if (call.method === 'GET' && call.path === '/admin/system') return answer(AdminSystemSchema, system);
      if (call.method === 'POST' && call.path === `/admin/jobs/${MAIL_ID}/retry`) {
        system = {
          ...system,
          failedJobs: system.failedJobs.filter((failed) => failed.id !== MAIL_ID),
          failedByQueue: { ...system.failedByQueue, mail: 0 },
        };
        return answer(AdminJobRetrySchema, { id: MAIL_ID, queue: 'mail', state: 'retry' });
      }
      return undefined;
    });
    renderAdminPage('/system', <SystemRoute />, '/system');
    const mailRow = await screen.findByRole('row', { name: /E-mail/ });
    expect(mailRow).toHaveTextContent('2 Mar 2026, 11:30 am');
    expect(mailRow).toHaveTextContent('7');
    expect(mailRow).toHaveTextContent('Greeting never received');
    // 16:05 UTC on the 1st is past midnight in Singapore.
    expect(screen.getByRole('row', { name: /Password reset/ })).toHaveTextContent('2 Mar 2026, 12:05 am');
    expect(screen.getByText('2 failed: E-mail 1, Password reset 1')).toBeInTheDocument();

    fireEvent.click(within(mailRow).getByRole('button', { name: /^Retry the e-mail job/ }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /E-mail/ })).not.toBeInTheDocument());
    expect(await screen.findByRole('status')).toHaveTextContent('The e-mail job will run again in a moment.');
    expect(shop.callsTo('POST', `/admin/jobs/${MAIL_ID}/retry`)).toHaveLength(1);
    expect(screen.getByRole('row', { name: /Password reset/ })).toBeInTheDocument();
  });

  it('says when a job was not failed any more, in the server’s words, and reads the page again', async () => {
    let reads = 0;
    fakeAdminApi('owner', (call) => {
      if (call.method === 'GET' && call.path === '/admin/system') {
        reads += 1;
        return answer(AdminSystemSchema, reads === 1 ? SYSTEM : { ...SYSTEM, failedJobs: [SYSTEM.failedJobs[1]!] });
      }
      if (call.method === 'POST')
        return refusal(409, {
          error: `Job ${MAIL_ID} has not failed any more (it is retry): there is nothing to try again.`,
          code: 'job_not_failed',
        });
      return undefined;
    });
    renderAdminPage('/system', <SystemRoute />, '/system');
    fireEvent.click(within(await screen.findByRole('row', { name: /E-mail/ })).getByRole('button', { name: /^Retry/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('has not failed any more');
    await waitFor(() => expect(screen.queryByRole('row', { name: /E-mail/ })).not.toBeInTheDocument());
  });

  it('shows the last backup with its orders, and the nightly schedule', async () => {
    fakeAdminApi('owner', (call) => (call.path === '/admin/system' ? answer(AdminSystemSchema, SYSTEM) : undefined));
    renderAdminPage('/system', <SystemRoute />, '/system');
    // 19:00 UTC is 03:00 the next day in Singapore.
    expect(await screen.findByText(/Last backup:/)).toHaveTextContent('Last backup: 3 Mar 2026, 3:00 am, 1,042 orders');
    expect(screen.getByText(/selvedge-2026-03-03\.tar\.gz/)).toHaveTextContent('48.2 MB · last order SV-2041');
    expect(screen.getByText('The nightly backup runs at 03:00 Singapore time (SGT), whatever the shop’s time zone.')).toBeInTheDocument();
  });

  it('says "No failed jobs." and "No backup yet" when there are none', async () => {
    fakeAdminApi('owner', (call) =>
      call.path === '/admin/system'
        ? answer(AdminSystemSchema, { failedJobs: [], failedByQueue: { mail: 0 }, lastBackup: null })
        : undefined,
    );
    renderAdminPage('/system', <SystemRoute />, '/system');
    expect(await screen.findByText('No failed jobs.')).toBeInTheDocument();
    expect(screen.getByText('No backup yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/failed:/)).not.toBeInTheDocument();
  });

  it('is in the owner’s menu only', async () => {
    for (const role of ['owner', 'manager'] as const) {
      fakeAdminApi(role, (call) => (call.path === '/admin/system' ? answer(AdminSystemSchema, SYSTEM) : undefined));
      window.history.replaceState(null, '', '/admin/audit');
      render(<AdminApp />);
      const menu = await screen.findByRole('navigation', { name: 'Back office' });
      await within(menu).findByRole('link', { name: 'Orders' });
      if (role === 'owner') expect(within(menu).getByRole('link', { name: 'System' })).toHaveAttribute('href', '/admin/system');
      else expect(within(menu).queryByRole('link', { name: 'System' })).not.toBeInTheDocument();
      cleanup();
    }
  });
});

describe('its words', () => {
  it('sums failures per queue and writes sizes', () => {
    expect(failedSummary({ mail: 0 })).toBeNull();
    expect(failedSummary({ mail: 1200, 'some-new-queue': 1 })).toBe('1,201 failed: E-mail 1,200, some-new-queue 1');
    expect(sizeText(2_400)).toBe('2 kB');
    expect(sizeText(999_499)).toBe('999 kB');
    expect(sizeText(999_999)).toBe('1 MB');
    expect(sizeText(48_213_004)).toBe('48.2 MB');
  });
});
