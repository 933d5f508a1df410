import {
  FitClaimFiledSchema,
  FitClaimListSchema,
  OrderSchema,
  type FitClaim,
  type FitClaimList,
  type Order,
  type OrderPiece,
} from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fakeShopApi, fileAnswer, refusal, type ShopAnswer, type ShopCall } from '../../../test/fake-shop';
import { OrderPage } from './order-page';

const user = userEvent.setup();
const sgd = (amount: string) => ({ amount, currencyCode: 'SGD' as const });
const KEY = 'signed-key-0123456789';

const shirt: OrderPiece = {
  reference: 'piece-shirt-0001',
  productType: 'shirt',
  category: 'piece',
  quantity: 1,
  status: 'delivered',
  fabric: { id: 'f1', title: 'Oxford Blue', handle: 'oxford-blue' },
  image: null,
  attributes: [],
  measurements: [],
  sizeSource: 'Size M, Slim fit',
  charges: [],
  total: sgd('150.00'),
  delivery: null,
};

const anOrder = (): Order => ({
  number: 'SV-1042',
  createdAt: '2026-03-02T04:00:00.000Z',
  status: 'delivered',
  email: 'grace@example.com',
  currencyCode: 'SGD',
  cost: { subtotal: sgd('150.00'), discount: sgd('0.00'), shipping: sgd('0.00'), total: sgd('150.00'), totalSgd: sgd('150.00') },
  discountCode: null,
  shippingName: 'Express',
  address: {
    firstName: 'Grace',
    lastName: 'Hopper',
    company: null,
    address1: '1 Orchard Road',
    address2: null,
    city: 'Singapore',
    province: null,
    zip: '238823',
    countryCode: 'SG',
    country: 'Singapore',
    phone: null,
  },
  pieces: [shirt],
  fitPictures: [],
  events: [{ status: 'delivered', at: '2026-03-10T04:00:00.000Z', reference: null, note: null }],
});

const openClaim: FitClaim = {
  id: 'fcl_claim_000000000001',
  reference: shirt.reference,
  productType: 'shirt',
  problem: 'too_tight',
  details: 'Pulls across the chest.',
  status: 'open',
  createdAt: '2026-03-12T04:00:00.000Z',
  photos: [
    {
      id: 'fcp_photo_00000000001',
      name: 'front.png',
      width: 100,
      height: 100,
      url: '/api/x/full',
      thumbnailUrl: `/api/orders/SV-1042/fit-claims/fcl_claim_000000000001/photos/fcp_photo_00000000001/thumbnail?key=${KEY}`,
    },
  ],
  decision: null,
};

const claimWindow = (open: boolean) => ({ reference: shirt.reference, deliveredOn: '2026-03-10', lastDay: '2026-04-09', open });

function renderOrder() {
  const router = createMemoryRouter([{ path: '/orders/:number', element: <OrderPage number="SV-1042" accessKey={KEY} /> }], {
    initialEntries: [`/orders/SV-1042?key=${KEY}`],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function shop(claims: () => FitClaimList, onFile?: (call: ShopCall) => ShopAnswer) {
  return fakeShopApi((call) => {
    if (call.method === 'GET' && call.path.startsWith('/orders/SV-1042?')) return answer(OrderSchema, anOrder());
    if (call.method === 'GET' && call.path.startsWith('/orders/SV-1042/fit-claims?')) return answer(FitClaimListSchema, claims());
    if (call.method === 'POST' && call.path.startsWith('/orders/SV-1042/fit-claims?')) return onFile?.(call);
    if (call.path.includes('/photos/')) return fileAnswer(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/webp');
    return undefined;
  });
}

afterEach(() => cleanup());

describe("an order's fit guarantee", () => {
  it('reports a fit problem for a delivered piece with a photo, sent with the link’s key, then shows it with the workroom', async () => {
    let filed = false;
    const api = shop(
      () => ({ claims: filed ? [openClaim] : [], windows: [claimWindow(true)] }),
      () => {
        filed = true;
        return answer(FitClaimFiledSchema, {
          message: 'Thank you: your fit problem has reached the workroom. We will write to you with what we decide.',
          claim: openClaim,
        });
      },
    );
    renderOrder();
    const section = await screen.findByRole('region', { name: 'Fit guarantee' });
    expect(section).toHaveTextContent('until 9 April 2026');
    await user.click(within(section).getByRole('button', { name: 'Report a fit problem' }));
    await user.click(within(section).getByRole('button', { name: 'Send to the workroom' }));
    expect(within(section).getByText('Say what is wrong with the fit.')).toBeInTheDocument();
    expect(within(section).getByText('Add at least one photo showing the fit.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(within(section).getByLabelText('Too long'));
    await user.type(within(section).getByLabelText('Tell us where'), 'The sleeves cover my knuckles.');
    await user.upload(
      within(section).getByLabelText('Photos of you wearing it'),
      new File([new Uint8Array(10)], 'front.png', { type: 'image/png' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Send to the workroom' }));
    await waitFor(() => expect(within(section).getByText(/^Thank you: your fit problem/)).toBeInTheDocument());
    const [sent] = api.calls.filter((call) => call.method === 'POST');
    expect(sent!.path).toContain(`key=${KEY}`);
    expect(sent!.idempotencyKey).toEqual(expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));
    expect(sent!.form?.get('reference')).toBe(shirt.reference);
    expect(sent!.form?.get('problem')).toBe('too_long');
    expect(sent!.form?.get('details')).toBe('The sleeves cover my knuckles.');
    expect((sent!.form?.getAll('files') ?? []).length).toBe(1);
    expect(await within(section).findByText('With the workroom')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Report a fit problem' })).toBeNull();
  });

  it('shows the server’s refusal in its words', async () => {
    shop(
      () => ({ claims: [], windows: [claimWindow(true)] }),
      () =>
        refusal(409, {
          error: 'Fit problems with this piece could be reported until 9 April 2026; that time has passed.',
          code: 'fit_claim_window_closed',
        }),
    );
    renderOrder();
    const section = await screen.findByRole('region', { name: 'Fit guarantee' });
    await user.click(within(section).getByRole('button', { name: 'Report a fit problem' }));
    await user.type(within(section).getByLabelText('Tell us where'), 'Tight.');
    await user.upload(
      within(section).getByLabelText('Photos of you wearing it'),
      new File([new Uint8Array(10)], 'front.png', { type: 'image/png' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Send to the workroom' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('could be reported until 9 April 2026; that time has passed.');
  });

  it('says until when claims were open once the window has passed, and shows a decision', async () => {
    const decided: FitClaim = {
      ...openClaim,
      status: 'decided',
      decision: {
        kind: 'store_credit',
        amount: sgd('40.00'),
        reason: null,
        creditCode: 'CREDIT-ABCDEFGHJK',
        remakeReference: null,
        decidedAt: '2026-03-15T04:00:00.000Z',
      },
    };
    shop(() => ({ claims: [decided], windows: [claimWindow(false)] }));
    renderOrder();
    const section = await screen.findByRole('region', { name: 'Fit guarantee' });
    expect(section).toHaveTextContent('Fit problems with this piece could be reported until 9 April 2026.');
    expect(section).toHaveTextContent('use the code CREDIT-ABCDEFGHJK at the checkout');
    expect(within(section).queryByRole('button', { name: 'Report a fit problem' })).toBeNull();
  });
});
