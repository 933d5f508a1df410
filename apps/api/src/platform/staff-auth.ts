import { STAFF_MESSAGES, staffMay, type StaffPermission } from '@selvedge/contract/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, tokenExpired } from './authentication.js';
import { forbidden } from './errors.js';

/**
 * Who may call a back-office route is part of its declaration, like the store's `auth`:
 *
 *   { config: { staff: 'catalogue' }, schema: ... }
 *
 * - a permission (`orders`, `catalogue`, `staff`…): a live staff session whose role has it
 *   (STAFF_PERMISSIONS) or was granted it (GRANTABLE_PERMISSIONS); none is 401 'Token expired.', the wrong role 403;
 * - `'signed-in'`: any live staff session; `'public'`: anyone (login, set-up, invitations).
 *
 * Every route under /api/admin must declare one: registering one that does not stops the server
 * at start, so no route can be left open by forgetting. A customer's token is no staff token:
 * it opens nothing here.
 */
type StaffAccess = StaffPermission | 'signed-in' | 'public';

export interface StaffIdentity {
  id: string;
  email: string;
  name: string;
  role: 'owner' | 'manager' | 'workroom';
  /** Permissions the owner granted beyond the role's. */
  grants: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffAccess;
  }
  interface FastifyRequest {
    /** The signed-in staff member, set by the route's `staff`; null on public routes. */
    staffCaller: { staff: StaffIdentity; token: string } | null;
  }
}

export function registerStaffAuth<Row extends StaffIdentity>(
  admin: FastifyInstance,
  resolve: (token: string) => Promise<Row | null>,
): void {
  admin.decorateRequest('staffCaller', null);
  admin.addHook('onRoute', (route) => {
    const access = (route.config as { staff?: StaffAccess } | undefined)?.staff;
    if (!access) throw new Error(`The back-office route ${route.method.toString()} ${route.url} declares no staff access.`);
  });
  admin.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.staff;
    if (access === 'public') return;
    const token = bearerToken(request);
    const staff = token ? await resolve(token) : null;
    if (!token || !staff) throw tokenExpired();
    if (access !== 'signed-in' && (access === undefined || !staffMay(staff.role, access, staff.grants)))
      throw forbidden(STAFF_MESSAGES.forbidden);
    request.staffCaller = { staff, token };
  });
}

/** The staff member calling a route that is not public (its hook made sure there is one). */
export function staffCaller<Row extends StaffIdentity>(request: FastifyRequest): { staff: Row; token: string } {
  if (!request.staffCaller) throw tokenExpired();
  return request.staffCaller as { staff: Row; token: string };
}
