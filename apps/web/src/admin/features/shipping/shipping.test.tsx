import { AdminShippingSchema, SHIPPING_MESSAGES, type AdminShipping } from '@selvedge/contract/admin';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, noContent, refusal } from '../../../test/fake-shop';
import { STALE_EDIT_TEXT } from '../../lib/stale-edit';
import { renderAdmin } from '../../test/admin-test-kit';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const user = userEvent.setup();

const SHIPPING: AdminShipping = {
  rates: [{ id: 'asia', name: 'Asia', priceSgd: 25, deliveryDays: { min: 3, max: 6 }, position: 1, countryCount: 1, version: 2 }],
  countries: [
    {
      code: 'MY',
      name: 'Malaysia',
      description: 'Delivered by DHL; no duty under MYR 500.',
      rateId: 'asia',
      freeShipping: true,
      currencyCode: 'MYR',
      version: 1,
    },
  ],
  settings: { freeShippingThresholdSgd: 650, updatedAt: '2026-10-01T02:00:00.000Z', version: 1 },
};

describe('shipping', () => {
  it('sends a rate in whole SGD with the version seen; a stale edit shows the rate as it is now', async () => {
    const now = { ...SHIPPING.rates[0]!, priceSgd: 30, deliveryDays: { min: 4, max: 8 }, version: 3 };
    const shop = renderAdmin('/shipping', (call) => {
      if (call.method === 'GET' && call.path === '/admin/shipping') return answer(AdminShippingSchema, SHIPPING);
      if (call.method === 'PATCH' && call.path === '/admin/shipping/rates/asia')
        return refusal(409, { error: SHIPPING_MESSAGES.staleRate, code: 'stale_edit' }, { current: now });
      return undefined;
    });
    const form = await screen.findByRole('form', { name: 'Rate: Asia' });
    await user.clear(within(form).getByLabelText(/^Price/));
    await user.type(within(form).getByLabelText(/^Price/), '28');
    await user.click(within(form).getByRole('button', { name: 'Save the rate Asia' }));
    expect(await within(form).findByText(STALE_EDIT_TEXT)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Price/)).toHaveValue('30');
    expect(within(form).getByLabelText(/^Most days/)).toHaveValue('8');
    expect(shop.callsTo('PATCH', '/admin/shipping/rates/asia')[0]?.body).toEqual({
      name: 'Asia',
      priceSgd: 28,
      deliveryDays: { min: 3, max: 6 },
      version: 2,
    });
  });

  it('refuses a rate that is not whole dollars on its field, sending nothing', async () => {
    const shop = renderAdmin('/shipping', (call) =>
      call.method === 'GET' && call.path === '/admin/shipping' ? answer(AdminShippingSchema, SHIPPING) : undefined,
    );
    const form = await screen.findByRole('form', { name: 'Rate: Asia' });
    await user.clear(within(form).getByLabelText(/^Price/));
    await user.type(within(form).getByLabelText(/^Price/), '25.50');
    await user.click(within(form).getByRole('button', { name: 'Save the rate Asia' }));
    expect(await within(form).findByText(SHIPPING_MESSAGES.priceSgd)).toBeInTheDocument();
    expect(shop.callsTo('PATCH', '/admin/shipping/rates/asia')).toHaveLength(0);
  });

  it('removes a country only after the confirmation, naming the version seen', async () => {
    const shop = renderAdmin('/shipping', (call) => {
      if (call.method === 'GET' && call.path === '/admin/shipping') return answer(AdminShippingSchema, SHIPPING);
      if (call.method === 'DELETE' && call.path === '/admin/shipping/countries/MY?version=1') return noContent;
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Malaysia' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(shop.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Malaysia' }));
    await waitFor(() => expect(shop.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
