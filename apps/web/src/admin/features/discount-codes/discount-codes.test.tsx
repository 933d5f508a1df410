import {
  AdminDiscountCodeListSchema,
  AdminDiscountCodeSchema,
  DISCOUNT_CODE_MESSAGES,
  type AdminDiscountCode,
} from '@selvedge/contract/admin';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, refusal } from '../../../test/fake-shop';
import { STALE_EDIT_TEXT } from '../../lib/stale-edit';
import { renderAdmin } from '../../test/admin-test-kit';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const user = userEvent.setup();

const aCode = (overrides: Partial<AdminDiscountCode> = {}): AdminDiscountCode => ({
  code: 'WELCOME10',
  description: '10% off your first piece',
  kind: 'percentage',
  percentOff: 10,
  amounts: {},
  productTypes: [],
  trialOnly: false,
  countryCodes: [],
  newCustomersOnly: true,
  usageLimitTotal: 500,
  usageLimitPerCustomer: 1,
  usageLimitPerMonth: null,
  startsAt: null,
  endsAt: null,
  active: true,
  usage: { total: 42, thisMonth: 7 },
  createdAt: '2026-10-01T02:00:00.000Z',
  updatedAt: '2026-10-01T02:00:00.000Z',
  version: 3,
  ...overrides,
});

const list = (codes: AdminDiscountCode[], page = 1) => answer(AdminDiscountCodeListSchema, { codes, total: 60, page, pageSize: 25 });

describe('the discount codes list', () => {
  it('keeps its search, filter, sort and page in the address, and asks the server for exactly that', async () => {
    const shop = renderAdmin('/discount-codes?q=WEL&page=2', (call) =>
      call.method === 'GET' && call.path.startsWith('/admin/discount-codes?')
        ? list([aCode()], Number(new URLSearchParams(call.path.split('?')[1]).get('page') ?? '1'))
        : undefined,
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'WELCOME10' })).toHaveAttribute('href', '/admin/discount-codes/WELCOME10');
    expect(within(table).getByText('10% off')).toBeInTheDocument();
    expect(within(table).getByText('500 in all, 1 per customer')).toBeInTheDocument();
    expect(within(table).getByText('42 (7 this month)')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('WEL');
    expect(shop.calls.map((call) => call.path)).toContain('/admin/discount-codes?q=WEL&sort=-created&page=2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'false');
    await waitFor(() => expect(window.location.search).toBe('?q=WEL&active=false'));

    await user.click(within(table).getByRole('button', { name: /Uses/ }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('sort')).toMatch(/^-?uses$/));
    const sort = new URLSearchParams(window.location.search).get('sort');

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('page')).toBe('2'));
    await waitFor(() =>
      expect(shop.calls.map((call) => call.path)).toContain(
        `/admin/discount-codes?q=WEL&active=false&sort=${encodeURIComponent(sort ?? '')}&page=2`,
      ),
    );
  });
});

describe('a new discount code', () => {
  it("shows the server's refusal on the field it names, and sends one Idempotency-Key per press", async () => {
    const shop = renderAdmin('/discount-codes/new', (call) =>
      call.method === 'POST' && call.path === '/admin/discount-codes'
        ? refusal(409, {
            error: DISCOUNT_CODE_MESSAGES.codeTaken,
            code: 'discount_code_taken',
            problems: [{ path: 'code', message: DISCOUNT_CODE_MESSAGES.codeTaken }],
          })
        : undefined,
    );
    const form = await screen.findByRole('form', { name: 'New discount code' });
    await user.type(within(form).getByLabelText(/^Code/), 'welcome10');
    await user.type(within(form).getByLabelText(/^What it gives/), '10% off your first piece');
    await user.type(within(form).getByLabelText(/^Percentage off/), '10');
    await user.type(within(form).getByLabelText(/^Uses per customer/), '1');
    await user.click(within(form).getByRole('button', { name: 'Create the code' }));

    const codeField = within(form).getByLabelText(/^Code/);
    await waitFor(() => expect(codeField).toHaveAttribute('aria-invalid', 'true'));
    expect(codeField).toHaveAccessibleDescription(expect.stringContaining(DISCOUNT_CODE_MESSAGES.codeTaken));
    const posts = shop.callsTo('POST', '/admin/discount-codes');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({
      code: 'WELCOME10',
      kind: 'percentage',
      percentOff: 10,
      amounts: {},
      usageLimitPerCustomer: 1,
      usageLimitTotal: null,
      active: true,
    });
    expect(posts[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(within(form).getByRole('button', { name: 'Create the code' }));
    await waitFor(() => expect(shop.callsTo('POST', '/admin/discount-codes')).toHaveLength(2));
    const keys = shop.callsTo('POST', '/admin/discount-codes').map((call) => call.idempotencyKey);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('checks a fixed code for its SGD amount before sending anything', async () => {
    const shop = renderAdmin('/discount-codes/new', () => undefined);
    const form = await screen.findByRole('form', { name: 'New discount code' });
    await user.type(within(form).getByLabelText(/^Code/), 'FIFTY');
    await user.type(within(form).getByLabelText(/^What it gives/), 'SGD 50 off');
    await user.selectOptions(within(form).getByLabelText(/^Kind/), 'fixed_amount');
    await user.click(within(form).getByRole('button', { name: 'Create the code' }));
    expect(await within(form).findByText(DISCOUNT_CODE_MESSAGES.amountsNeedSgd)).toBeInTheDocument();
    expect(shop.callsTo('POST', '/admin/discount-codes')).toHaveLength(0);
  });
});

describe('editing a discount code', () => {
  it('sends the version it saw; a stale edit says so and loads the code as it is now', async () => {
    const now = aCode({ description: 'Ten per cent off, changed by Ken', usageLimitTotal: 800, version: 4 });
    const shop = renderAdmin('/discount-codes/WELCOME10', (call) => {
      if (call.method === 'GET' && call.path === '/admin/discount-codes/WELCOME10') return answer(AdminDiscountCodeSchema, aCode());
      if (call.method === 'PATCH' && call.path === '/admin/discount-codes/WELCOME10') {
        const body = call.body as { version: number; description: string };
        if (body.version === 3) return refusal(409, { error: DISCOUNT_CODE_MESSAGES.stale, code: 'stale_edit' }, { current: now });
        return answer(AdminDiscountCodeSchema, { ...now, description: body.description, version: 5 });
      }
      return undefined;
    });
    const form = await screen.findByRole('form', { name: 'Edit WELCOME10' });
    const description = within(form).getByLabelText(/^What it gives/);
    await user.clear(description);
    await user.type(description, 'Mine');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await within(form).findByText(STALE_EDIT_TEXT)).toBeInTheDocument();
    expect(description).toHaveValue('Ten per cent off, changed by Ken');
    expect(within(form).getByLabelText(/^Uses in all/)).toHaveValue('800');
    expect(shop.callsTo('PATCH', '/admin/discount-codes/WELCOME10')[0]?.body).toMatchObject({ description: 'Mine', version: 3 });
    expect(shop.callsTo('PATCH', '/admin/discount-codes/WELCOME10')[0]?.body).not.toHaveProperty('code');

    await user.clear(description);
    await user.type(description, 'Mine again');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Saved.')).toBeInTheDocument();
    expect(shop.callsTo('PATCH', '/admin/discount-codes/WELCOME10')[1]?.body).toMatchObject({ description: 'Mine again', version: 4 });
  });
});
