import { StaffMeSchema, type StaffMe } from '@selvedge/contract/admin';
import { render } from '@testing-library/react';
import { answer, fakeShopApi, type ShopAnswer, type ShopCall } from '../../test/fake-shop';
import { STORAGE_KEYS } from '../../lib/storage';
import { AdminApp } from '../app/admin-app';

/** A manager, as GET /api/admin/me answers for one. */
const A_MANAGER: StaffMe = {
  staff: {
    id: 'stf_mina',
    email: 'mina@selvedge.test',
    name: 'Mina Tan',
    role: 'manager',
    active: true,
    createdAt: '2026-01-05T02:00:00.000Z',
    lastLoginAt: null,
    version: 1,
  },
  permissions: ['orders', 'catalogue', 'content', 'codes', 'customers'],
};

type Responder = (call: ShopCall) => ShopAnswer | undefined | Promise<ShopAnswer | undefined>;

/**
 * The whole back office at `path` (under /admin) for a signed-in manager, its API faked by
 * `respond` (the session's own call is answered here). The page's address is window.location.
 */
export function renderAdmin(path: string, respond: Responder) {
  window.localStorage.setItem(STORAGE_KEYS.staffToken, 'staff-token');
  window.history.replaceState(null, '', `/admin${path}`);
  const shop = fakeShopApi((call) =>
    call.method === 'GET' && call.path === '/admin/me' ? answer(StaffMeSchema, A_MANAGER) : respond(call),
  );
  render(<AdminApp />);
  return shop;
}
