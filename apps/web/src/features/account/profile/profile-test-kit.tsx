/**
 * Test helpers for the profile screen: a signed-in customer, a shop that answers the account calls
 * the way the API does, and the screen rendered inside a real UserSessionProvider and router.
 */
import {
  CartSchema,
  CustomerSchema,
  emptyPerType,
  ShippingResponseSchema,
  type Address,
  type Cart,
  type Customer,
  type ShippingResponse,
} from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { answer, fakeShopApi, refusal, type ShopAnswer, type ShopCall } from '../../../test/fake-shop';
import { UserSessionProvider } from '../session/user-session';
import { AccountProfile } from './account-profile';
import { emptyCart } from '../../../test/cart-factory';

export function aCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 'cus_ada',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: null,
    acceptsMarketing: false,
    activeCart: 'cart_ada',
    measurements: emptyPerType(() => []),
    sizeMeta: emptyPerType(() => ({ sizeAndFitMeasurements: {}, mostRecentSize: null })),
    defaultAddress: null,
    addresses: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function anAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 'adr_1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: null,
    address1: '1 Orchard Road',
    address2: null,
    city: 'Singapore',
    province: null,
    zip: '238823',
    countryCode: 'SG',
    country: 'Singapore',
    phone: null,
    ...overrides,
  };
}

const adaCart: Cart = emptyCart('SGD', { id: 'cart_ada', encodedId: 'Y2FydF9hZGE' });

export const shipping: ShippingResponse = {
  rates: [{ id: 'express', name: 'Express', price: { amount: '25.00', currencyCode: 'SGD' }, deliveryDays: { min: 3, max: 5 } }],
  countries: [
    { code: 'SG', name: 'Singapore', description: '', rateId: 'express', freeShipping: true, currencyCode: 'SGD' },
    { code: 'JP', name: 'Japan', description: '', rateId: 'express', freeShipping: true, currencyCode: 'JPY' },
    { code: 'GB', name: 'United Kingdom', description: '', rateId: 'express', freeShipping: true, currencyCode: 'GBP' },
  ],
  freeShippingThreshold: { amount: '650.00', currencyCode: 'SGD' },
};

export type Route = (call: ShopCall) => ShopAnswer | Promise<ShopAnswer> | undefined;

/**
 * The shop's API for the profile: `routes` are asked in order, then the session's own calls (the
 * customer and their cart) and the shipping list are answered as the server answers them. Every
 * call is recorded, without the /api base.
 */
export function fakeShop(customer: Customer | null, routes: Route[] = []) {
  return fakeShopApi(async (call) => {
    for (const route of routes) {
      const routed = await route(call);
      if (routed) return routed;
    }
    if (call.method !== 'GET') return undefined;
    if (call.path.startsWith('/firebase/customers/customer')) {
      return customer ? answer(CustomerSchema, customer) : refusal(401, { error: 'Token expired.', code: 'token_expired' });
    }
    if (call.path.startsWith('/shopify/cart/')) return answer(CartSchema, adaCart);
    if (call.path === '/shopify/shipping') return answer(ShippingResponseSchema, shipping);
    return undefined;
  });
}

/** A route's answer: the JSON the server would send, sealed by the fake shop. */
export const json = (body: unknown, status = 200): ShopAnswer => ({ status, body });

/** Renders /profile (or `entry`) as the app does: a session above the router, a home page to be sent to. */
export function renderProfile(entry = '/profile', { token = 'token-ada' }: { token?: string | null } = {}) {
  window.localStorage.clear();
  if (token) window.localStorage.setItem('token', token);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/profile',
        element: <AccountProfile sizes={(user) => <p>The sizes of {user.firstName}</p>} designs={() => <p>The saved designs</p>} />,
      },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <UserSessionProvider currency="SGD" navigate={(to) => void router.navigate(to)}>
        <RouterProvider router={router} />
      </UserSessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, location: () => `${router.state.location.pathname}${router.state.location.search}` };
}
