import { OrderAgainSchema, OrderSchema, type Order } from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { orderAgainSizing } from '../../../lib/order-again-sizing';
import { answer, fakeShopApi, refusal } from '../../../test/fake-shop';
import { OrderPage } from './order-page';

const sgd = (amount: string) => ({ amount, currencyCode: 'SGD' as const });

const order: Order = {
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
  pieces: [
    {
      reference: 'ref_oxford_0001',
      productType: 'shirt',
      category: 'piece',
      quantity: 1,
      status: 'delivered',
      fabric: { id: 'prod_oxford', title: 'Giza Poplin White', handle: 'giza-poplin-white' },
      image: null,
      attributes: [{ key: 'Collar', value: 'Cutaway collar' }],
      measurements: [{ key: 'chest', label: 'Chest', value: '40', centimetres: '101.6', inches: '40' }],
      sizeSource: 'Body measurements',
      charges: [{ key: 'fabric', label: 'Giza Poplin White', amount: '150.00' }],
      total: sgd('150.00'),
      delivery: null,
    },
  ],
  fitPictures: [],
  events: [{ status: 'paid', at: '2026-03-02T04:00:00.000Z', reference: null, note: null }],
};

const again = {
  productType: 'shirt' as const,
  query: 'fabric=giza-poplin-ivory&collar=cutaway',
  notices: ['Giza Poplin White is no longer offered: the nearest is Giza Poplin Ivory.'],
  sizing: {
    method: 'body' as const,
    track: 'body' as const,
    size: null,
    fit: 'Slim',
    sizeName: null,
    measurements: [{ id: 'chest', fitting_size: 40 }],
    source: 'Body measurements',
  },
  price: sgd('160.00'),
};

/** Where "Order again" led: the address and the notices in its history entry. */
function Customiser() {
  const location = useLocation();
  const state = location.state as { customiserNotices?: { message: string }[] } | null;
  return (
    <div>
      <p data-testid="address">{`${location.pathname}${location.search}`}</p>
      <ul aria-label="notices">
        {state?.customiserNotices?.map((notice) => (
          <li key={notice.message}>{notice.message}</li>
        ))}
      </ul>
    </div>
  );
}

function renderOrder(respondAgain: () => ReturnType<typeof answer>) {
  const shop = fakeShopApi((call) => {
    if (call.path.includes('/again')) return respondAgain();
    if (call.path.startsWith('/orders/SV-1042')) return answer(OrderSchema, order);
    return undefined;
  });
  const router = createMemoryRouter(
    [
      { path: '/orders/:number', element: <OrderPage number="SV-1042" accessKey="signed-key-0123456789" /> },
      { path: '/shop/:productType', element: <Customiser /> },
    ],
    { initialEntries: ['/orders/SV-1042?key=signed-key-0123456789'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return shop;
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('Order again', () => {
  it('opens the customiser with the design today, what changed, and the size the piece was made to kept for the sizing step', async () => {
    const shop = renderOrder(() => answer(OrderAgainSchema, again));
    const piece = await screen.findByRole('listitem', { name: 'Giza Poplin White shirt' });
    await userEvent.click(within(piece).getByRole('button', { name: 'Order again' }));
    expect(await screen.findByTestId('address')).toHaveTextContent('/shop/shirt?fabric=giza-poplin-ivory&collar=cutaway&again=1');
    expect(within(screen.getByRole('list', { name: 'notices' })).getByText(again.notices[0]!)).toBeInTheDocument();
    expect(shop.calls.some((call) => call.path === '/orders/SV-1042/pieces/ref_oxford_0001/again?cc=SGD&key=signed-key-0123456789')).toBe(
      true,
    );
    expect(orderAgainSizing('shirt')).toMatchObject({ track: 'body', fit: 'Slim', measurements: [{ id: 'chest', fitting_size: 40 }] });
    expect(orderAgainSizing('trousers')).toBeNull();
  });

  it('says so and stays on the order when the shop cannot open the design', async () => {
    renderOrder(() => refusal(404, { error: 'We could not find that piece.', code: 'order_not_found' }));
    const piece = await screen.findByRole('listitem', { name: 'Giza Poplin White shirt' });
    await userEvent.click(within(piece).getByRole('button', { name: 'Order again' }));
    expect(await within(piece).findByRole('alert')).toHaveTextContent(/We could not open this design again/);
    expect(screen.queryByTestId('address')).not.toBeInTheDocument();
    expect(orderAgainSizing('shirt')).toBeNull();
  });
});
