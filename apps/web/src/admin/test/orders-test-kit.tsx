/** Test helpers for the workroom's pages: an order as the admin API answers it, and a page rendered for a signed-in member of staff. */
import { StaffMeSchema, type AdminOrder, type GrantablePermission, type StaffRole } from '@selvedge/contract/admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { writeStorage, STORAGE_KEYS } from '../../lib/storage';
import { answer, fakeShopApi, type ShopAnswer, type ShopCall } from '../../test/fake-shop';
import { StaffSessionProvider } from '../lib/staff-session';

const sgd = (amount: string) => ({ amount, currencyCode: 'SGD' as const });

type Piece = AdminOrder['pieces'][number];

export function aPiece(overrides: Partial<Piece> = {}): Piece {
  return {
    reference: 'ref_oxford_0001',
    productType: 'shirt',
    category: 'piece',
    quantity: 1,
    status: 'paid',
    fabric: { id: 'prod_oxford', title: 'Oxford Blue', handle: 'oxford-blue' },
    image: { url: '/api/media/med_oxford', altText: 'Oxford Blue' },
    attributes: [
      { key: '_category', value: 'piece' },
      { key: 'Collar', value: 'Cutaway collar' },
      { key: 'Size', value: 'M' },
      { key: 'Fit', value: 'Slim' },
      { key: 'Initials', value: 'AL · Navy' },
    ],
    measurements: [{ key: 'chest', label: 'Chest', value: '40', centimetres: '101.6', inches: '40' }],
    sizeSource: 'Size M, Slim fit',
    charges: [{ key: 'fabric', label: 'Oxford Blue', amount: '150.00' }],
    total: sgd('150.00'),
    delivery: null,
    ...overrides,
  };
}

export function anAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const pieces = overrides.pieces ?? [aPiece()];
  return {
    number: 'SV-1042',
    createdAt: '2026-03-02T04:00:00.000Z',
    status: 'paid',
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
    pieces,
    events: [{ status: 'paid', at: '2026-03-02T04:00:00.000Z', reference: null, note: null }],
    fitPictures: [],
    customer: null,
    dueOn: '2026-04-01',
    pieceDueOn: Object.fromEntries(pieces.map((piece) => [piece.reference, '2026-04-01'])),
    lateNotified: {},
    version: 3,
    ...overrides,
  };
}

const PERMISSIONS: Record<StaffRole, string[]> = {
  owner: ['orders', 'catalogue', 'content', 'codes', 'customers', 'refunds', 'staff', 'audit', 'system'],
  manager: ['orders', 'catalogue', 'content', 'codes', 'customers'],
  workroom: ['orders'],
};

/**
 * The admin API for a signed-in member of `role`: who they are, then `respond` for everything else
 * (a call nothing answers is a 404 naming it). Every call is recorded.
 */
export function fakeAdminApi(
  role: StaffRole,
  respond: (call: ShopCall) => ShopAnswer | undefined | Promise<ShopAnswer | undefined>,
  grants: GrantablePermission[] = [],
) {
  writeStorage(STORAGE_KEYS.staffToken, 'staff-token-for-tests');
  return fakeShopApi((call) => {
    if (call.method === 'GET' && call.path === '/admin/me') {
      return answer(StaffMeSchema, {
        staff: {
          id: 'stf_tester000000000000',
          email: `${role}@selvedge.example`,
          name: 'Tess Tester',
          role,
          active: true,
          createdAt: '2026-01-01T00:00:00.000Z',
          lastLoginAt: null,
          version: 0,
          grants,
        },
        permissions: [...PERMISSIONS[role], ...grants.filter((grant) => !PERMISSIONS[role].includes(grant))],
      });
    }
    return respond(call);
  });
}

/** `element` at `path` (matching `pattern`) in a memory router, with the back office's providers. */
export function renderAdminPage(pattern: string, element: ReactNode, path: string) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <StaffSessionProvider>
        <RouterProvider router={router} />
      </StaffSessionProvider>
    </QueryClientProvider>,
  );
  return router;
}
