import { OrderListSchema, OrderSchema, type Order } from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fakeShopApi } from '../../../test/fake-shop';
import { aCustomer, fakeShop, renderProfile } from '../profile/profile-test-kit';
import { OrderPage } from './order-page';

const sgd = (amount: string) => ({ amount, currencyCode: 'SGD' as const });

const order: Order = {
  number: 'SV-1042',
  createdAt: '2026-03-02T04:00:00.000Z',
  status: 'cutting',
  email: 'grace@example.com',
  currencyCode: 'SGD',
  cost: { subtotal: sgd('300.00'), discount: sgd('0.00'), shipping: sgd('0.00'), total: sgd('300.00'), totalSgd: sgd('300.00') },
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
  pieces: [
    {
      reference: 'ref_oxford_0001',
      productType: 'shirt',
      category: 'piece',
      quantity: 1,
      status: 'cutting',
      fabric: { id: 'prod_oxford', title: 'Oxford Blue', handle: 'oxford-blue' },
      image: null,
      preview: '/api/previews/shirt.webp?fabric=oxford-blue&collar=cutaway',
      attributes: [{ key: 'Collar', value: 'Cutaway collar' }],
      measurements: [{ key: 'chest', label: 'Chest', value: '40', centimetres: '101.6', inches: '40' }],
      sizeSource: 'Body measurements',
      charges: [{ key: 'fabric', label: 'Oxford Blue', amount: '150.00' }],
      total: sgd('150.00'),
      delivery: null,
    },
    {
      reference: 'ref_flannel_0002',
      productType: 'trousers',
      category: 'trial',
      quantity: 1,
      status: 'paid',
      fabric: { id: 'prod_flannel', title: 'Grey Flannel', handle: 'grey-flannel' },
      image: null,
      attributes: [{ key: 'Size', value: '32' }],
      measurements: [],
      sizeSource: 'Size 32, Regular fit',
      charges: [{ key: 'fabric', label: 'Grey Flannel', amount: '150.00' }],
      total: sgd('150.00'),
      delivery: null,
    },
  ],
  fitPictures: [],
  events: [
    { status: 'cutting', at: '2026-03-05T02:00:00.000Z', reference: 'ref_oxford_0001', note: 'Your cloth is on the cutting table.' },
    { status: 'paid', at: '2026-03-02T04:00:00.000Z', reference: null, note: null },
  ],
};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe("the customer's orders", () => {
  it('lists each order with its status, total, pieces and delivery, linking to its page', async () => {
    fakeShop(aCustomer(), [
      (call) =>
        call.method === 'GET' && call.path === '/orders'
          ? answer(OrderListSchema, {
              orders: [
                {
                  number: 'SV-1042',
                  createdAt: order.createdAt,
                  status: 'cutting',
                  total: sgd('300.00'),
                  pieceCount: 2,
                  delivery: { earliest: '2026-04-01', latest: '2026-04-08', text: '' },
                },
              ],
            })
          : undefined,
    ]);
    renderProfile('/profile?tab=orders');
    const row = within(await screen.findByRole('list', { name: 'Your orders' })).getByRole('listitem', { name: 'Order SV-1042' });
    expect(within(row).getByRole('link', { name: 'Order SV-1042' })).toHaveAttribute('href', '/account/orders/SV-1042');
    expect(row).toHaveTextContent('Cutting');
    expect(row).toHaveTextContent(/SGD\s300\.00/);
    expect(row).toHaveTextContent('2 pieces');
    expect(row).toHaveTextContent('Estimated delivery 1 April 2026 – 8 April 2026');
    expect(screen.getByRole('tab', { name: 'Orders', selected: true })).toBeInTheDocument();
  });

  it('says so when there are none yet', async () => {
    fakeShop(aCustomer(), [(call) => (call.path === '/orders' ? answer(OrderListSchema, { orders: [] }) : undefined)]);
    renderProfile('/profile?tab=orders');
    expect(await screen.findByText(/^No orders yet/)).toBeInTheDocument();
  });

  it("shows a guest's order by its signed link: the timeline, each piece's status and sizes, totals and address", async () => {
    const shop = fakeShopApi((call) => (call.path.startsWith('/orders/SV-1042') ? answer(OrderSchema, order) : undefined));
    const router = createMemoryRouter(
      [{ path: '/orders/:number', element: <OrderPage number="SV-1042" accessKey="signed-key-0123456789" /> }],
      {
        initialEntries: ['/orders/SV-1042?key=signed-key-0123456789'],
      },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SV-1042' })).toBeInTheDocument();
    expect(shop.calls[0]?.path).toBe('/orders/SV-1042?key=signed-key-0123456789');
    const events = within(screen.getByRole('list', { name: 'What happened to your order' })).getAllByRole('listitem');
    expect(events.map((event) => event.textContent)).toEqual([
      expect.stringMatching(/^Paid/),
      expect.stringMatching(/^Cutting · Oxford Blue shirt.*Your cloth is on the cutting table\.$/),
    ]);
    const shirt = screen.getByRole('listitem', { name: 'Oxford Blue shirt' });
    expect(within(shirt).getByTestId('piece-status')).toHaveTextContent('Cutting');
    expect(within(shirt).getByRole('img', { name: 'Cutaway collar shirt in Oxford Blue' })).toHaveAttribute(
      'src',
      '/api/previews/shirt.webp?fabric=oxford-blue&collar=cutaway',
    );
    const chest = within(within(shirt).getByRole('table', { name: 'Measurements' })).getByRole('row', { name: /Chest/ });
    expect(chest).toHaveTextContent('101.6');
    expect(chest).toHaveTextContent('40');
    expect(within(screen.getByRole('listitem', { name: 'Grey Flannel trousers' })).getByText('Trial piece')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent(/^SGD\s300\.00$/);
    expect(screen.getByText('1 Orchard Road')).toBeInTheDocument();
  });
});

describe('refunds on the order page', () => {
  const refunded: Order = {
    ...order,
    refunds: [
      {
        createdAt: '2026-03-06T03:00:00.000Z',
        amount: sgd('150.00'),
        references: ['ref_flannel_0002'],
        reason: 'The flannel ran out before cutting.',
        status: 'succeeded',
      },
      { createdAt: '2026-03-20T17:30:00.000Z', amount: sgd('12.50'), references: [], reason: 'Goodwill for the delay', status: 'pending' },
    ],
    netTotal: sgd('137.50'),
  };

  function renderOrder(shown: Order, accessKey: string | null) {
    fakeShopApi((call) => (call.path.startsWith('/orders/SV-1042') ? answer(OrderSchema, shown) : undefined));
    const router = createMemoryRouter([{ path: '*', element: <OrderPage number="SV-1042" accessKey={accessKey} /> }], {
      initialEntries: [accessKey ? `/orders/SV-1042?key=${accessKey}` : '/account/orders/SV-1042'],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  for (const [who, key] of [
    ['the customer', null],
    ['a guest by the signed link', 'signed-key-0123456789'],
  ] as const) {
    it(`shows ${who} each refund with its date, amount, pieces and reason, and the server's net total`, async () => {
      renderOrder(refunded, key);
      const section = await screen.findByRole('region', { name: 'Refunds' });
      const rows = within(section).getAllByTestId('order-refund');
      expect(rows).toHaveLength(2);
      expect(rows[0]).toHaveTextContent(/^6 March 2026−SGD\s150\.00Grey Flannel trousersThe flannel ran out before cutting\.$/);
      // A refund made late at night in UTC is the next day in Singapore.
      expect(rows[1]).toHaveTextContent(/^21 March 2026−SGD\s12\.50Goodwill for the delayOn its way to your card\.$/);
      expect(screen.getByTestId('order-total')).toHaveTextContent(/^SGD\s300\.00$/);
      expect(screen.getByTestId('order-net-total')).toHaveTextContent(/^SGD\s137\.50$/);
      expect(screen.getByText('Net total after refunds')).toBeInTheDocument();
    });
  }

  it('says nothing of refunds on an order without any', async () => {
    renderOrder({ ...order, refunds: [], netTotal: sgd('300.00') }, null);
    expect(await screen.findByTestId('order-total')).toHaveTextContent(/^SGD\s300\.00$/);
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
    expect(screen.queryByTestId('order-net-total')).toBeNull();
  });
});
