import { ErrorCode } from '@selvedge/contract';
import { AdminOrderSchema, AdminRefundsSchema, type AdminOrder } from '@selvedge/contract/admin';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fileAnswer, refusal, type ShopAnswer, type ShopCall } from '../../../test/fake-shop';
import { OrderRoute } from './order-route';
import { anAdminOrder, aPiece, fakeAdminApi, renderAdminPage } from '../../test/orders-test-kit';

const stylePictures: ShopAnswer = {
  status: 200,
  body: {
    currencyCode: 'SGD',
    products: {
      shirt: {
        productType: 'shirt',
        styles: { collar: { name: 'Collar', options: [{ key: 'cutaway', value: 'Cutaway collar', image: '/api/media/med_cutaway' }] } },
      },
    },
  },
};

const noRefunds = answer(AdminRefundsSchema, {
  captured: { amount: '150.00', currencyCode: 'SGD' },
  refundable: { amount: '150.00', currencyCode: 'SGD' },
  refunds: [],
});

/** The shop for one order: the order as it stands (reads see the latest), its pictures' configuration, and `more`. */
function shopFor(
  role: 'owner' | 'workroom',
  order: { current: AdminOrder },
  more: (call: ShopCall) => ShopAnswer | undefined = () => undefined,
) {
  return fakeAdminApi(role, (call) => {
    if (call.path.startsWith('/contentful-plain/products/config')) return stylePictures;
    if (call.method === 'GET' && call.path === `/admin/orders/${order.current.number}`) return answer(AdminOrderSchema, order.current);
    if (call.method === 'GET' && call.path === `/admin/orders/${order.current.number}/refunds`) return noRefunds;
    return more(call);
  });
}

const open = (number = 'SV-1042') => renderAdminPage('/orders/:number', <OrderRoute />, `/orders/${number}`);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe("an order's page", () => {
  it('shows each piece as the tailor needs it: its picture, styles with their pictures, initials, measurements in cm and in, and the customer', async () => {
    const preview = '/api/previews/shirt.webp?fabric=oxford-blue&collar=cutaway';
    const shop = shopFor('workroom', { current: anAdminOrder({ pieces: [aPiece({ preview })] }) });
    open();
    const piece = await screen.findByRole('listitem', { name: /Oxford Blue/ });
    expect(within(piece).getByRole('img', { name: 'Cutaway collar shirt in Oxford Blue' })).toHaveAttribute('src', preview);
    expect(within(piece).queryByRole('img', { name: 'Swatch of Oxford Blue' })).toBeNull();
    const collar = await within(piece).findByText('Cutaway collar');
    await waitFor(() => expect(collar.closest('li')?.querySelector('img')).toHaveAttribute('src', '/api/media/med_cutaway'));
    // The pictures' configuration is checked with the server, not taken from an hour-old copy in the browser.
    expect(shop.calls.filter((call) => call.path.startsWith('/contentful-plain/products/config')).map((call) => call.cache)).toEqual([
      'no-cache',
    ]);
    expect(piece).toHaveTextContent('InitialsAL · Navy');
    expect(piece).toHaveTextContent('Size fromSize M, Slim fit');
    const chest = within(within(piece).getByRole('table', { name: /^Measurements of/ })).getByRole('row', { name: /Chest/ });
    expect(chest).toHaveTextContent('101.6');
    expect(chest).toHaveTextContent('40');
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Grace Hopper');
    expect(customer).toHaveTextContent('grace@example.com');
    expect(customer).toHaveTextContent('1 Orchard Road');
    expect(screen.getByRole('link', { name: 'Production sheet' })).toHaveAttribute('href', '/orders/SV-1042/sheet');
    // A workroom tailor sees no refunds.
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
  });

  it('offers the allowed moves only: the next stage, hold and cancel before cutting; no cancel after it', async () => {
    shopFor('workroom', { current: anAdminOrder({ status: 'paid' }) });
    open();
    const whole = await screen.findByRole('region', { name: 'Move the whole order' });
    expect(within(whole).getByRole('button', { name: 'Move the whole order to Measurements confirmed' })).toBeInTheDocument();
    expect(within(whole).getByRole('button', { name: 'Put the whole order on hold' })).toBeInTheDocument();
    expect(within(whole).getByRole('button', { name: 'Cancel the whole order' })).toBeInTheDocument();
    cleanup();

    shopFor('workroom', { current: anAdminOrder({ status: 'cutting', pieces: [aPiece({ status: 'cutting' })] }) });
    open();
    const later = await screen.findByRole('region', { name: 'Move the whole order' });
    expect(within(later).getByRole('button', { name: 'Move the whole order to Sewing' })).toBeInTheDocument();
    expect(within(later).queryByRole('button', { name: /Measurements confirmed/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel / })).not.toBeInTheDocument();
  });

  it('moves a piece with the version seen and a note, and shows the order as the server answers', async () => {
    const order = { current: anAdminOrder() };
    const shop = shopFor('workroom', order, (call) => {
      if (call.method !== 'POST' || call.path !== '/admin/orders/SV-1042/moves') return undefined;
      order.current = anAdminOrder({
        status: 'measurements_confirmed',
        pieces: [aPiece({ status: 'measurements_confirmed' })],
        version: 4,
      });
      return answer(AdminOrderSchema, order.current);
    });
    open();
    const piece = await screen.findByRole('listitem', { name: /Oxford Blue/ });
    fireEvent.change(within(piece).getByLabelText(/^Note with the move/), { target: { value: 'Checked by phone' } });
    fireEvent.click(within(piece).getByRole('button', { name: 'Move the Oxford Blue shirt to Measurements confirmed' }));
    expect(await within(piece).findByRole('status')).toHaveTextContent('Moved the Oxford Blue shirt to measurements confirmed.');
    expect(shop.callsTo('POST', '/admin/orders/SV-1042/moves')[0]?.body).toEqual({
      status: 'measurements_confirmed',
      reference: 'ref_oxford_0001',
      version: 3,
      note: 'Checked by phone',
    });
    expect(screen.getByTestId('order-status')).toHaveTextContent('Measurements confirmed');
  });

  it('says a stale move was made by someone else first, and reads the order again', async () => {
    const order = { current: anAdminOrder() };
    const shop = shopFor('workroom', order, (call) => {
      if (call.method !== 'POST') return undefined;
      // Someone else moved it to cutting meanwhile.
      order.current = anAdminOrder({ status: 'cutting', pieces: [aPiece({ status: 'cutting' })], version: 5 });
      return refusal(409, { error: 'Someone else moved this order first. Reload it and try again.', code: ErrorCode.stale_edit });
    });
    open();
    const whole = await screen.findByRole('region', { name: 'Move the whole order' });
    fireEvent.click(within(whole).getByRole('button', { name: 'Move the whole order to Measurements confirmed' }));
    expect(await within(whole).findByRole('alert')).toHaveTextContent('Someone else moved this order first. It has been reloaded');
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Cutting'));
    expect(shop.callsTo('GET', '/admin/orders/SV-1042').length).toBeGreaterThanOrEqual(2);
  });

  it("shows a move the rules refuse in the server's words", async () => {
    shopFor('workroom', { current: anAdminOrder() }, (call) =>
      call.method === 'POST'
        ? refusal(409, { error: 'shirt (Oxford Blue): It can be cancelled only before cutting.', code: ErrorCode.move_refused })
        : undefined,
    );
    open();
    const whole = await screen.findByRole('region', { name: 'Move the whole order' });
    fireEvent.click(within(whole).getByRole('button', { name: 'Cancel the whole order' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel it' }));
    expect(await within(whole).findByRole('alert')).toHaveTextContent('It can be cancelled only before cutting.');
  });
});

describe('refunds as a permission the owner grants', () => {
  it('shows a manager the refunds read-only, and the Refund button only once the owner has granted them', async () => {
    const order = { current: anAdminOrder() };
    const refunded = answer(AdminRefundsSchema, {
      captured: { amount: '150.00', currencyCode: 'SGD' },
      refundable: { amount: '110.00', currencyCode: 'SGD' },
      refunds: [
        {
          id: 'rfd_1',
          amount: { amount: '40.00', currencyCode: 'SGD' },
          status: 'succeeded',
          reason: 'Goodwill',
          references: [],
          staffEmail: 'owner@selvedge.example',
          createdAt: '2026-03-02T03:30:00.000Z',
          message: null,
        },
      ],
    });
    const respond = (call: ShopCall) => {
      if (call.path.startsWith('/contentful-plain/products/config')) return stylePictures;
      if (call.method === 'GET' && call.path === `/admin/orders/${order.current.number}`) return answer(AdminOrderSchema, order.current);
      if (call.method === 'GET' && call.path === `/admin/orders/${order.current.number}/refunds`) return refunded;
      return undefined;
    };
    fakeAdminApi('manager', respond);
    open();
    const readOnly = await screen.findByRole('region', { name: 'Refunds' });
    expect(await within(readOnly).findByRole('list', { name: 'Refunds made' })).toHaveTextContent(/SGD\s40\.00 · Refunded/);
    expect(readOnly).toHaveTextContent(/still refundable\s*SGD\s110\.00/);
    expect(readOnly).toHaveTextContent('Refunds are made by the owner, or by someone the owner allows on the Staff page.');
    expect(within(readOnly).queryByRole('button', { name: 'Refund…' })).toBeNull();
    expect(within(readOnly).queryByLabelText(/^Reason/)).toBeNull();
    cleanup();

    fakeAdminApi('manager', respond, ['refunds']);
    open();
    const granted = await screen.findByRole('region', { name: 'Refunds' });
    expect(await within(granted).findByRole('button', { name: 'Refund…' })).toBeInTheDocument();
    expect(granted).not.toHaveTextContent('Refunds are made by the owner');
  });

  it('shows the Refund button once the owner grants refunds, when the manager comes back to the tab, without a reload', async () => {
    const order = { current: anAdminOrder() };
    const respond = (call: ShopCall) => {
      if (call.path.startsWith('/contentful-plain/products/config')) return stylePictures;
      if (call.method === 'GET' && call.path === `/admin/orders/${order.current.number}`) return answer(AdminOrderSchema, order.current);
      if (call.method === 'GET' && call.path === `/admin/orders/${order.current.number}/refunds`) {
        return answer(AdminRefundsSchema, {
          captured: { amount: '150.00', currencyCode: 'SGD' },
          refundable: { amount: '150.00', currencyCode: 'SGD' },
          refunds: [],
        });
      }
      return undefined;
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      fakeAdminApi('manager', respond);
      open();
      const section = await screen.findByRole('region', { name: 'Refunds' });
      expect(
        await within(section).findByText('Refunds are made by the owner, or by someone the owner allows on the Staff page.'),
      ).toBeVisible();

      fakeAdminApi('manager', respond, ['refunds']);
      fireEvent(window, new Event('visibilitychange'));
      // Back within half a minute: what the page knows still stands.
      expect(within(section).queryByRole('button', { name: 'Refund…' })).toBeNull();
      vi.setSystemTime(Date.now() + 31_000);
      fireEvent(window, new Event('visibilitychange'));
      expect(await within(section).findByRole('button', { name: 'Refund…' })).toBeVisible();
      expect(section).not.toHaveTextContent('Refunds are made by the owner');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("an order's refunds (the owner's)", () => {
  it('asks for a piece or an amount and a reason before sending, each on its field', async () => {
    const shop = shopFor('owner', { current: anAdminOrder() });
    open();
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(await within(refunds).findByText(/still refundable/)).toHaveTextContent(/SGD\s150\.00/);
    fireEvent.change(within(refunds).getByLabelText(/^Reason/), { target: { value: 'Too long in the sleeves' } });
    fireEvent.click(within(refunds).getByRole('button', { name: 'Refund…' }));
    expect(await within(refunds).findByText('Choose at least one piece to refund.')).toBeInTheDocument();

    fireEvent.click(within(refunds).getByLabelText('An amount'));
    fireEvent.change(within(refunds).getByLabelText('Amount (SGD)'), { target: { value: '-5' } });
    fireEvent.click(within(refunds).getByRole('button', { name: 'Refund…' }));
    expect(await within(refunds).findByText(/^amount: a positive decimal amount/)).toBeInTheDocument();
    expect(within(refunds).getByLabelText('Amount (SGD)')).toHaveAttribute('aria-invalid', 'true');
    // More decimals than the currency has: said on the field, nothing asked.
    fireEvent.change(within(refunds).getByLabelText('Amount (SGD)'), { target: { value: '5.001' } });
    fireEvent.click(within(refunds).getByRole('button', { name: 'Refund…' }));
    expect(await within(refunds).findByText('amount: has more decimals than SGD has')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(shop.callsTo('POST', '/admin/orders/SV-1042/refunds')).toHaveLength(0);
  });

  it("puts the server's refusal on its field, and sends a fresh Idempotency-Key with each press", async () => {
    const shop = shopFor('owner', { current: anAdminOrder() }, (call) =>
      call.method === 'POST' && call.path === '/admin/orders/SV-1042/refunds'
        ? refusal(409, { error: 'Only SGD 150.00 of this order can still be refunded.', code: ErrorCode.refund_too_large })
        : undefined,
    );
    open();
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    fireEvent.click(within(refunds).getByLabelText('An amount'));
    fireEvent.change(within(refunds).getByLabelText('Amount (SGD)'), { target: { value: '500.00' } });
    fireEvent.change(within(refunds).getByLabelText(/^Reason/), { target: { value: 'Goodwill' } });
    fireEvent.click(within(refunds).getByRole('button', { name: 'Refund…' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Refund SGD\s500\.00$/ }));
    expect(await within(refunds).findByText('Only SGD 150.00 of this order can still be refunded.')).toBeInTheDocument();
    expect(within(refunds).getByLabelText('Amount (SGD)')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(within(refunds).getByRole('button', { name: 'Refund…' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Refund SGD\s500\.00$/ }));
    await waitFor(() => expect(shop.callsTo('POST', '/admin/orders/SV-1042/refunds')).toHaveLength(2));
    const [first, second] = shop.callsTo('POST', '/admin/orders/SV-1042/refunds');
    expect(first?.body).toEqual({ amount: '500.00', reason: 'Goodwill' });
    expect(first?.idempotencyKey).toEqual(expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('refunds chosen pieces and shows the refund made', async () => {
    const shop = shopFor('owner', { current: anAdminOrder() }, (call) =>
      call.method === 'POST' && call.path === '/admin/orders/SV-1042/refunds'
        ? answer(
            AdminRefundsSchema,
            {
              captured: { amount: '150.00', currencyCode: 'SGD' },
              refundable: { amount: '0.00', currencyCode: 'SGD' },
              refunds: [
                {
                  id: 'rfd_1',
                  createdAt: '2026-03-03T04:00:00.000Z',
                  amount: { amount: '150.00', currencyCode: 'SGD' },
                  references: ['ref_oxford_0001'],
                  reason: 'Wrong colour',
                  status: 'succeeded',
                  message: null,
                  staffEmail: 'owner@selvedge.example',
                },
              ],
            },
            201,
          )
        : undefined,
    );
    open();
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    fireEvent.click(within(refunds).getByRole('checkbox', { name: /Oxford Blue shirt/ }));
    fireEvent.change(within(refunds).getByLabelText(/^Reason/), { target: { value: 'Wrong colour' } });
    fireEvent.click(within(refunds).getByRole('button', { name: 'Refund…' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Refund SGD\s150\.00$/ }));
    const made = await within(refunds).findByRole('list', { name: 'Refunds made' });
    expect(made).toHaveTextContent('Refunded');
    expect(made).toHaveTextContent('Oxford Blue shirt: Wrong colour');
    expect(shop.callsTo('POST', '/admin/orders/SV-1042/refunds')[0]?.body).toEqual({
      references: ['ref_oxford_0001'],
      reason: 'Wrong colour',
    });
  });
});

describe('the confirmation before a refund', () => {
  const twoPieces = () =>
    anAdminOrder({
      pieces: [
        aPiece(),
        aPiece({
          reference: 'ref_flannel_0002',
          productType: 'trousers',
          fabric: { id: 'prod_flannel', title: 'Grey Flannel', handle: 'grey-flannel' },
          total: { amount: '120.50', currencyCode: 'SGD' },
        }),
      ],
    });
  const made = () =>
    answer(
      AdminRefundsSchema,
      {
        captured: { amount: '270.50', currencyCode: 'SGD' },
        refundable: { amount: '0.00', currencyCode: 'SGD' },
        refunds: [
          {
            id: 'rfd_2',
            createdAt: '2026-03-03T04:00:00.000Z',
            amount: { amount: '270.50', currencyCode: 'SGD' },
            references: ['ref_oxford_0001', 'ref_flannel_0002'],
            reason: 'Cloth ran out',
            status: 'succeeded',
            message: null,
            staffEmail: null,
          },
        ],
      },
      201,
    );

  it('sends nothing on the first press: it states the amount, the currency and the pieces, and Cancel sends nothing', async () => {
    const shop = shopFor('owner', { current: twoPieces() }, (call) =>
      call.method === 'POST' && call.path === '/admin/orders/SV-1042/refunds' ? made() : undefined,
    );
    open();
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    await within(refunds).findByText(/still refundable/);
    fireEvent.click(within(refunds).getByRole('checkbox', { name: /Oxford Blue shirt/ }));
    fireEvent.click(within(refunds).getByRole('checkbox', { name: /Grey Flannel trousers/ }));
    fireEvent.change(within(refunds).getByLabelText(/^Reason/), { target: { value: 'Cloth ran out' } });
    fireEvent.click(within(refunds).getByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(/^Refund SGD\s270\.50 to the customer\?$/);
    expect(dialog).toHaveTextContent('(SGD) goes back to the card the customer paid with for Oxford Blue shirt, Grey Flannel trousers');
    expect(dialog).toHaveTextContent('Reason: “Cloth ran out”');
    expect(within(dialog).getByRole('button', { name: /^Refund SGD\s270\.50$/ })).toBeInTheDocument();
    expect(shop.callsTo('POST', '/admin/orders/SV-1042/refunds')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(shop.callsTo('POST', '/admin/orders/SV-1042/refunds')).toHaveLength(0);
    // What was chosen is still there to change.
    expect(within(refunds).getByRole('checkbox', { name: /Grey Flannel trousers/ })).toBeChecked();
  });

  it('sends exactly one request when confirmed, however often the confirmation is pressed', async () => {
    const shop = shopFor('owner', { current: twoPieces() }, (call) =>
      call.method === 'POST' && call.path === '/admin/orders/SV-1042/refunds' ? made() : undefined,
    );
    open();
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    await within(refunds).findByText(/still refundable/);
    fireEvent.click(within(refunds).getByLabelText('An amount'));
    fireEvent.change(within(refunds).getByLabelText('Amount (SGD)'), { target: { value: '12.5' } });
    fireEvent.change(within(refunds).getByLabelText(/^Reason/), { target: { value: 'Goodwill' } });
    fireEvent.click(within(refunds).getByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('as an amount, no piece given back');
    const confirm = within(dialog).getByRole('button', { name: /^Refund SGD\s12\.50$/ });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await within(refunds).findByRole('list', { name: 'Refunds made' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(shop.callsTo('POST', '/admin/orders/SV-1042/refunds')).toHaveLength(1);
    expect(shop.callsTo('POST', '/admin/orders/SV-1042/refunds')[0]?.body).toEqual({ amount: '12.5', reason: 'Goodwill' });
  });
});

describe("an order's fit pictures", () => {
  it('reads each thumbnail with the staff token, from the back office’s own picture address only', async () => {
    const thumbnail = '/api/admin/orders/SV-1042/fit-pictures/pic_front/thumbnail';
    const fetches = vi.spyOn(globalThis, 'fetch');
    const order = anAdminOrder({
      fitPictures: [
        {
          id: 'upl_1',
          createdAt: '2026-03-10T04:00:00.000Z',
          firstName: 'Grace',
          lastName: 'Hopper',
          comments: 'The sleeves feel long.',
          pictures: [
            {
              id: 'pic_front',
              name: 'front.png',
              width: 120,
              height: 160,
              url: '/api/admin/orders/SV-1042/fit-pictures/pic_front/full',
              thumbnailUrl: thumbnail,
            },
            {
              id: 'pic_side',
              name: 'side.png',
              width: 120,
              height: 160,
              url: 'https://elsewhere.example/side.png',
              thumbnailUrl: 'https://elsewhere.example/side-thumbnail.png',
            },
          ],
        },
      ],
    });
    shopFor('workroom', { current: order }, (call) => {
      if (call.path !== thumbnail.replace(/^\/api/, '')) return undefined;
      return fileAnswer(new Uint8Array([137, 80, 78, 71]), 'image/png');
    });
    open();
    const pictures = await screen.findByRole('region', { name: 'Fit pictures' });
    expect(pictures).toHaveTextContent('The sleeves feel long.');
    expect(await within(pictures).findByRole('img', { name: 'front.png' })).toBeInTheDocument();
    const pictureFetches = fetches.mock.calls.filter(
      ([address]) => String(address).includes('fit-picture') || String(address).includes('elsewhere'),
    );
    expect(pictureFetches.map(([address]) => String(address))).toEqual([thumbnail]);
    expect(pictureFetches[0]?.[1]?.headers).toEqual({ authorization: 'Bearer staff-token-for-tests' });
    // A picture address that is not the back office's is never fetched with the token.
    expect(await within(pictures).findByText('Could not load')).toBeInTheDocument();
    fetches.mockRestore();
  });
});
