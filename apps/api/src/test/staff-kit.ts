import { StaffSessionSchema, type StaffRole, type StaffSession } from '@selvedge/contract/admin';
import type { TestApp } from './test-app.js';

/** The owner made at start (pass `config: { admin: TEST_OWNER }` to createTestApp). */
export const TEST_OWNER = { email: 'owner@selvedge.example', password: 'a long owner password' };

/** Signs the test owner in, and anyone else in by the owner's invitation. */
export async function staffSession(
  shop: TestApp,
  role: StaffRole = 'owner',
  email = `${role}-${Math.random().toString(36).slice(2, 10)}@selvedge.example`,
): Promise<StaffSession> {
  const login = await shop.call({ method: 'POST', url: '/api/admin/auth/login', payload: TEST_OWNER });
  if (login.status !== 200) throw new Error(`The test owner cannot log in: ${login.raw}`);
  const owner = StaffSessionSchema.parse(login.body);
  if (role === 'owner') return owner;
  const invited = await shop.call<{ link: string }>({
    method: 'POST',
    url: '/api/admin/staff/invitations',
    payload: { email, role },
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const token = new URL(invited.body.link).searchParams.get('token');
  const joined = await shop.call({
    method: 'POST',
    url: '/api/admin/invitations/accept',
    payload: { token, name: `Test ${role}`, password: 'a long staff password' },
  });
  if (joined.status !== 201) throw new Error(`The ${role} cannot join: ${joined.raw}`);
  return StaffSessionSchema.parse(joined.body);
}
