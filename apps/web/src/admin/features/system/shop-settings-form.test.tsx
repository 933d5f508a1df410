import { AdminSystemSchema, ShopSettingsSchema, type ShopSettings } from '@selvedge/contract/admin';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, refusal } from '../../../test/fake-shop';
import { AdminApp } from '../../app/admin-app';
import { setShopTimeZone } from '../../lib/admin-format';
import { fakeAdminApi } from '../../test/orders-test-kit';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  setShopTimeZone('Asia/Singapore');
});

const SYSTEM = {
  failedJobs: [],
  failedByQueue: { mail: 0 },
  // 19:00 UTC: 3:00 am the next day in Singapore, 7:00 pm the same day in London.
  lastBackup: {
    at: '2026-03-02T19:00:04.000Z',
    file: 'selvedge-2026-03-03.tar.gz',
    kind: 'pglite' as const,
    orders: 3,
    lastOrderNumber: 'SV-1003',
    bytes: 48_000,
  },
};

function fakeShop(initial: ShopSettings, onPut: (body: unknown, current: ShopSettings) => { status: number; settings: ShopSettings }) {
  let settings = initial;
  return fakeAdminApi('owner', (call) => {
    if (call.path === '/admin/system') return answer(AdminSystemSchema, SYSTEM);
    if (call.path !== '/admin/shop-settings') return undefined;
    if (call.method === 'GET') return answer(ShopSettingsSchema, settings);
    const result = onPut(call.body, settings);
    settings = result.settings;
    return result.status === 200
      ? answer(ShopSettingsSchema, settings)
      : refusal(409, { error: 'Someone else changed the shop settings first.', code: 'stale_edit' }, { current: settings });
  });
}

const openSystem = () => {
  window.history.replaceState(null, '', '/admin/system');
  render(<AdminApp />);
};

describe('the shop time zone', () => {
  it('is shown beside the menu, and every time on the page is written in it', async () => {
    fakeShop({ timeZone: 'Europe/London', version: 3 }, () => {
      throw new Error('no save in this test');
    });
    openSystem();
    expect(await screen.findByText('Times in London time (GMT)')).toBeVisible();
    expect(await screen.findByText(/Last backup:/)).toHaveTextContent('Last backup: 2 Mar 2026, 7:00 pm');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/London');
  });

  it('is saved by the owner at the version seen, and the pages write times in the new zone at once', async () => {
    const shop = fakeShop({ timeZone: 'Asia/Singapore', version: 0 }, (body) => ({
      status: 200,
      settings: { ...(body as ShopSettings), version: 1 },
    }));
    openSystem();
    expect(await screen.findByText('Times in Singapore time (SGT)')).toBeVisible();
    expect(await screen.findByText(/Last backup:/)).toHaveTextContent('3 Mar 2026, 3:00 am');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/London');
    await user.click(screen.getByRole('button', { name: 'Save the time zone' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: the back office now writes times in London time (GMT).');
    expect(shop.callsTo('PUT', '/admin/shop-settings').map((call) => call.body)).toEqual([{ timeZone: 'Europe/London', version: 0 }]);
    expect(screen.getByText('Times in London time (GMT)')).toBeVisible();
    await waitFor(() => expect(screen.getByText(/Last backup:/)).toHaveTextContent('2 Mar 2026, 7:00 pm'));
  });

  it('shows a stale save as someone else’s change, with the zone as it is now', async () => {
    fakeShop({ timeZone: 'Asia/Singapore', version: 0 }, () => ({ status: 409, settings: { timeZone: 'Asia/Tokyo', version: 1 } }));
    openSystem();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Time zone');
    await user.selectOptions(field, 'Europe/London');
    await user.click(screen.getByRole('button', { name: 'Save the time zone' }));
    const form = screen.getByRole('region', { name: 'Shop time zone' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Someone else changed the time zone first');
    expect(field).toHaveValue('Asia/Tokyo');
  });
});
