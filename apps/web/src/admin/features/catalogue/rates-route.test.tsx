import type { CurrencyCode } from '@selvedge/contract';
import { AdminRateListSchema, AdminRateSchema, type AdminRate } from '@selvedge/contract/admin';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fakeShopApi, refusal, type ShopAnswer, type ShopCall } from '../../../test/fake-shop';
import { renderPage } from '../../test/catalogue-test-kit';
import { RatesRoute } from './rates-route';

afterEach(cleanup);

const aRate = (code: CurrencyCode, ratePerSgd: string, roundingIncrementMinor: number, version = 2): AdminRate => ({
  code,
  ratePerSgd,
  roundingIncrementMinor,
  updatedAt: '2026-03-02T04:00:00.000Z',
  version,
});

function fakeRates(rates: () => AdminRate[], onPatch: (call: ShopCall) => ShopAnswer) {
  return fakeShopApi((call) => {
    if (call.method === 'GET' && call.path === '/admin/rates') return answer(AdminRateListSchema, { rates: rates() });
    if (call.method === 'PATCH' && call.path.startsWith('/admin/rates/')) return onPatch(call);
    return undefined;
  });
}

async function openGbp() {
  const user = userEvent.setup();
  const row = (await screen.findByRole('rowheader', { name: /GBP/ })).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: 'Edit the GBP rate' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Edit the GBP rate' }) };
}

describe('the exchange rates page', () => {
  it('lists each currency with its rate, rounding and a worked price, the base currency not editable, and says when the shop shows new prices', async () => {
    fakeRates(
      () => [aRate('SGD', '1', 1, 0), aRate('GBP', '0.57', 100), aRate('JPY', '112.5', 100)],
      () => refusal(500, { error: 'unused', code: 'internal_error' }),
    );
    renderPage('/rates', <RatesRoute />);
    const gbp = (await screen.findByRole('rowheader', { name: /GBP/ })).closest('tr')!;
    expect(within(gbp).getByText('0.57')).toBeVisible();
    expect(within(gbp).getByText('GBP 1.00')).toBeVisible();
    // SGD 100.00 at 0.57 is GBP 57.00, already a whole pound.
    expect(within(gbp).getByText('GBP 57.00')).toBeVisible();
    const jpy = screen.getByRole('rowheader', { name: /JPY/ }).closest('tr')!;
    expect(within(jpy).getByText('JPY 11,300')).toBeVisible();
    const sgd = screen.getByRole('rowheader', { name: /SGD/ }).closest('tr')!;
    expect(within(sgd).getByText('Base currency')).toBeVisible();
    expect(within(sgd).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(/a customer sees the new prices at their next page load/)).toBeVisible();
  });

  it('sends the rate and rounding from the version seen, and shows the worked price as it is typed', async () => {
    let rates = [aRate('GBP', '0.57', 100)];
    const api = fakeRates(
      () => rates,
      (call) => {
        const body = call.body as { ratePerSgd: string; roundingIncrementMinor: number; version: number };
        rates = [aRate('GBP', body.ratePerSgd, body.roundingIncrementMinor, body.version + 1)];
        return answer(AdminRateSchema, rates[0]!);
      },
    );
    renderPage('/rates', <RatesRoute />);
    const { user, dialog } = await openGbp();
    const rate = within(dialog).getByLabelText('GBP for 1 SGD');
    await user.clear(rate);
    await user.type(rate, '0.6123');
    const rounding = within(dialog).getByLabelText('Round GBP prices up to a multiple of');
    expect(rounding).toHaveValue('1');
    await user.clear(rounding);
    await user.type(rounding, '5');
    expect(within(dialog).getByText(/In GBP, like 1 or 0.05 \(0.01 at the least\). Prices round up to the next GBP 5.00./)).toBeVisible();
    // SGD 100.00 × 0.6123 = GBP 61.23, up to the next GBP 5.00.
    expect(within(dialog).getByText('GBP 65.00')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save the rate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/admin/rates/GBP').map((call) => call.body)).toEqual([
      { ratePerSgd: '0.6123', roundingIncrementMinor: 500, version: 2 },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('GBP saved: 1 SGD = 0.6123 GBP, so a fabric at SGD 100.00 now costs GBP 65.00.');
  });

  it('takes the rounding in the currency’s own units: 0.05 CHF is sent as 5 minor units, 1 JPY as 1, a tenth of a yen refused', async () => {
    let rates = [aRate('CHF', '0.66', 100), aRate('JPY', '112.5', 100)];
    const api = fakeRates(
      () => rates,
      (call) => {
        const code = call.path.split('/').at(-1) as CurrencyCode;
        const body = call.body as { ratePerSgd: string; roundingIncrementMinor: number; version: number };
        const saved = aRate(code, body.ratePerSgd, body.roundingIncrementMinor, body.version + 1);
        rates = rates.map((rate) => (rate.code === code ? saved : rate));
        return answer(AdminRateSchema, saved);
      },
    );
    renderPage('/rates', <RatesRoute />);
    const user = userEvent.setup();
    const open = async (code: CurrencyCode) => {
      const row = (await screen.findByRole('rowheader', { name: new RegExp(code) })).closest('tr')!;
      await user.click(within(row).getByRole('button', { name: `Edit the ${code} rate` }));
      return screen.findByRole('dialog', { name: `Edit the ${code} rate` });
    };
    let dialog = await open('CHF');
    let rounding = within(dialog).getByLabelText('Round CHF prices up to a multiple of');
    await user.clear(rounding);
    await user.type(rounding, '0.05');
    // SGD 100.00 × 0.66 = CHF 66.00, already a multiple of CHF 0.05.
    expect(within(dialog).getByText('CHF 66.00')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save the rate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await open('JPY');
    rounding = within(dialog).getByLabelText('Round JPY prices up to a multiple of');
    expect(within(dialog).getByText('In whole JPY, like 1, 10 or 100. Prices round up to the next JPY 100.')).toBeVisible();
    await user.clear(rounding);
    await user.type(rounding, '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save the rate' }));
    expect(await within(dialog).findByText('A whole number of JPY from 1 to JPY 1,000,000, like 1 or 10')).toBeVisible();
    await user.clear(rounding);
    await user.type(rounding, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save the rate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(api.callsTo('PATCH', '/admin/rates/CHF').map((call) => call.body)).toEqual([
      { ratePerSgd: '0.66', roundingIncrementMinor: 5, version: 2 },
    ]);
    expect(api.callsTo('PATCH', '/admin/rates/JPY').map((call) => call.body)).toEqual([
      { ratePerSgd: '112.5', roundingIncrementMinor: 1, version: 2 },
    ]);
  });

  it('shows the server’s refusal on the field it names, and its own check of the rounding before asking', async () => {
    const api = fakeRates(
      () => [aRate('GBP', '0.57', 100)],
      () =>
        refusal(400, {
          error: 'ratePerSgd: must be above zero',
          code: 'invalid_input',
          problems: [{ path: 'ratePerSgd', message: 'ratePerSgd: must be above zero' }],
        }),
    );
    renderPage('/rates', <RatesRoute />);
    const { user, dialog } = await openGbp();
    const rounding = within(dialog).getByLabelText('Round GBP prices up to a multiple of');
    await user.clear(rounding);
    await user.type(rounding, '0.001');
    await user.click(within(dialog).getByRole('button', { name: 'Save the rate' }));
    expect(await within(dialog).findByText('An amount of GBP from 0.01 to GBP 10,000.00, like 1 or 0.05')).toBeVisible();
    expect(rounding).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PATCH', '/admin/rates/GBP')).toHaveLength(0);

    await user.clear(rounding);
    await user.type(rounding, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save the rate' }));
    expect(await within(dialog).findByText('Must be above zero')).toBeVisible();
    expect(within(dialog).getByLabelText('GBP for 1 SGD')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PATCH', '/admin/rates/GBP')).toHaveLength(1);
  });

  it('shows a stale edit as someone else’s change with the rate as it is now, and saves again from that version', async () => {
    let rates = [aRate('GBP', '0.57', 100, 2)];
    let patches = 0;
    const api = fakeRates(
      () => rates,
      () => {
        patches += 1;
        if (patches === 1) {
          rates = [aRate('GBP', '0.58', 50, 3)];
          return refusal(409, { error: 'Someone else changed this rate first. Reload it and make your change again.', code: 'stale_edit' });
        }
        return answer(AdminRateSchema, aRate('GBP', '0.6', 100, 4));
      },
    );
    renderPage('/rates', <RatesRoute />);
    const { user, dialog } = await openGbp();
    const rate = within(dialog).getByLabelText('GBP for 1 SGD');
    await user.clear(rate);
    await user.type(rate, '0.6');
    await user.click(within(dialog).getByRole('button', { name: 'Save the rate' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this rate first.');
    await waitFor(() => expect(alert).toHaveTextContent('It is now: 1 SGD = 0.58 GBP, rounded up to a multiple of GBP 0.50.'));
    await user.click(within(dialog).getByRole('button', { name: 'Save the rate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/admin/rates/GBP').map((call) => (call.body as { version: number }).version)).toEqual([2, 3]);
  });
});
