import { OutboxResponseSchema } from '@selvedge/contract';
import {
  StaffDeviceSessionListSchema,
  StaffPendingInvitationListSchema,
  StaffSchema,
  StaffSessionSchema,
  type StaffSession,
} from '@selvedge/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';

/** Staff who help themselves (issue 31): forgotten and changed passwords, sessions, invitations, refunds granted. */
let shop: TestApp;
let owner: StaffSession;
beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  owner = await staffSession(shop);
});
afterAll(async () => shop.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function call<T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, token?: string) {
  return shop.call<T & { error?: string; code?: string }>({
    method,
    url: `/api/admin${url}`,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: token ? bearer(token) : {},
  });
}
const login = (email: string, password: string) => call('POST', '/auth/login', { email, password });

/** The reset link e-mailed to `to`, once the queued jobs have run. */
async function resetLinkFor(to: string): Promise<string | null> {
  await shop.app.jobs.drain();
  const answer = await shop.call({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  const mails = OutboxResponseSchema.parse(answer.body).messages.filter(
    (mail) => mail.subject === 'Reset your Selvedge back-office password',
  );
  const text = mails.at(-1)?.text ?? '';
  return /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null;
}

describe('a forgotten password', () => {
  it('sends a link that sets a new password once, ends every session, and says the same for an unknown e-mail', async () => {
    const manager = await staffSession(shop, 'manager', 'forgetful@selvedge.example');
    const known = await call<{ message: string }>('POST', '/auth/recover', { email: 'forgetful@selvedge.example' });
    const unknown = await call<{ message: string }>('POST', '/auth/recover', { email: 'nobody@selvedge.example' });
    expect(known.status).toBe(200);
    // The same sentence, naming the address it was given, whether or not it has an account.
    expect(unknown.body.message).toBe(known.body.message.replace('forgetful@', 'nobody@'));
    expect(await resetLinkFor('nobody@selvedge.example')).toBeNull();
    const token = await resetLinkFor('forgetful@selvedge.example');
    expect(token).not.toBeNull();

    const reset = await call('POST', '/auth/password-reset', { token, password: 'a brand new staff password' });
    expect(reset.status, reset.raw).toBe(200);
    expect((await call('GET', '/me', undefined, manager.token)).status).toBe(401);
    expect((await login('forgetful@selvedge.example', 'a long staff password')).status).toBe(401);
    expect((await login('forgetful@selvedge.example', 'a brand new staff password')).status).toBe(200);
    const again = await call('POST', '/auth/password-reset', { token, password: 'yet another staff password' });
    expect(again.status).toBe(400);
  });

  it('is never a customer’s link, nor a customer’s link a staff one', async () => {
    const customerReset = await shop.call<{ code: string }>({
      method: 'POST',
      url: '/api/account/password-reset',
      payload: { token: 'A'.repeat(43), password: 'a long new password', confirmPassword: 'a long new password' },
    });
    expect(customerReset.status).toBe(400);
    expect(customerReset.body.code).toBe('reset_token_invalid');
    await staffSession(shop, 'workroom', 'both@selvedge.example');
    await call('POST', '/auth/recover', { email: 'both@selvedge.example' });
    const token = await resetLinkFor('both@selvedge.example');
    expect(token).not.toBeNull();
    // The staff link means nothing to the customers' reset.
    const asCustomer = await shop.call<{ code: string }>({
      method: 'POST',
      url: '/api/account/password-reset',
      payload: { token, password: 'a long new password', confirmPassword: 'a long new password' },
    });
    expect(asCustomer.status).toBe(400);
    expect(asCustomer.body.code).toBe('reset_token_invalid');
    expect((await call('POST', '/auth/password-reset', { token, password: 'a long new password' })).status).toBe(200);
  });
});

describe('a reset link used twice at once', () => {
  it('sets one password: the other use is refused and changes nothing', async () => {
    await staffSession(shop, 'manager', 'racing@selvedge.example');
    await call('POST', '/auth/recover', { email: 'racing@selvedge.example' });
    const token = await resetLinkFor('racing@selvedge.example');
    const [first, second] = await Promise.all([
      call('POST', '/auth/password-reset', { token, password: 'the first new password' }),
      call('POST', '/auth/password-reset', { token, password: 'the second new password' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    const won = first.status === 200 ? 'the first new password' : 'the second new password';
    const lost = first.status === 200 ? 'the second new password' : 'the first new password';
    expect((await login('racing@selvedge.example', won)).status).toBe(200);
    expect((await login('racing@selvedge.example', lost)).status).toBe(401);
  });
});

describe('a password change and sessions', () => {
  it('asks for the current password, and ends the other sessions but this one', async () => {
    await staffSession(shop, 'manager', 'changer@selvedge.example');
    const here = StaffSessionSchema.parse((await login('changer@selvedge.example', 'a long staff password')).body);
    const there = StaffSessionSchema.parse((await login('changer@selvedge.example', 'a long staff password')).body);
    const wrong = await call(
      'PATCH',
      '/auth/password',
      { currentPassword: 'not my password', password: 'a changed staff password' },
      here.token,
    );
    expect(wrong.status).toBe(400);
    const changed = await call(
      'PATCH',
      '/auth/password',
      { currentPassword: 'a long staff password', password: 'a changed staff password' },
      here.token,
    );
    expect(changed.status, changed.raw).toBe(200);
    expect((await call('GET', '/me', undefined, here.token)).status).toBe(200);
    expect((await call('GET', '/me', undefined, there.token)).status).toBe(401);
  });

  it('lists a person’s own sessions, ends one of them, and never another person’s', async () => {
    const mine = await staffSession(shop, 'workroom', 'sessions@selvedge.example');
    const other = StaffSessionSchema.parse((await login('sessions@selvedge.example', 'a long staff password')).body);
    const listed = StaffDeviceSessionListSchema.parse((await call('GET', '/auth/sessions', undefined, mine.token)).body);
    expect(listed.sessions).toHaveLength(2);
    expect(listed.sessions.filter((session) => session.current)).toHaveLength(1);
    const notCurrent = listed.sessions.find((session) => !session.current)!;

    // The owner's session list holds none of them, and the owner cannot end them through its own.
    expect((await call('DELETE', `/auth/sessions/${notCurrent.id}`, undefined, owner.token)).status).toBe(404);
    expect((await call('GET', '/me', undefined, other.token)).status).toBe(200);

    expect((await call('DELETE', `/auth/sessions/${notCurrent.id}`, undefined, mine.token)).status).toBeLessThan(300);
    expect((await call('GET', '/me', undefined, other.token)).status).toBe(401);
    expect((await call('GET', '/me', undefined, mine.token)).status).toBe(200);
  });

  it('lets the owner, and only the owner, end every session of a member', async () => {
    const member = await staffSession(shop, 'manager', 'ended@selvedge.example');
    const me = StaffSchema.parse((await call('GET', '/me', undefined, member.token)).body.staff);
    const other = await staffSession(shop, 'manager');
    expect((await call('POST', `/staff/${me.id}/sessions/end`, undefined, other.token)).status).toBe(403);
    expect((await call('GET', '/me', undefined, member.token)).status).toBe(200);
    const ended = await call<{ ended: number }>('POST', `/staff/${me.id}/sessions/end`, undefined, owner.token);
    expect(ended.status, ended.raw).toBe(200);
    expect(ended.body.ended).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/me', undefined, member.token)).status).toBe(401);
  });
});

describe('invitations', () => {
  const pending = async () =>
    StaffPendingInvitationListSchema.parse((await call('GET', '/staff/invitations', undefined, owner.token)).body).invitations;
  const tokenOf = (link: string) => new URL(link).searchParams.get('token');
  const accept = (token: string | null) =>
    call('POST', '/invitations/accept', { token, name: 'New person', password: 'a long staff password' });

  it('lists those pending; a revoked one cannot be accepted, a resent one only by its new link', async () => {
    const first = await call<{ link: string }>(
      'POST',
      '/staff/invitations',
      { email: 'revoked@selvedge.example', role: 'workroom' },
      owner.token,
    );
    const second = await call<{ link: string }>(
      'POST',
      '/staff/invitations',
      { email: 'resent@selvedge.example', role: 'manager' },
      owner.token,
    );
    const listed = await pending();
    const revoked = listed.find((invitation) => invitation.email === 'revoked@selvedge.example')!;
    const resent = listed.find((invitation) => invitation.email === 'resent@selvedge.example')!;
    expect(revoked.role).toBe('workroom');

    expect((await call('DELETE', `/staff/invitations/${revoked.id}`, undefined, owner.token)).status).toBeLessThan(300);
    expect((await accept(tokenOf(first.body.link))).status).toBe(400);
    expect((await pending()).some((invitation) => invitation.email === 'revoked@selvedge.example')).toBe(false);

    const again = await call<{ link: string }>('POST', `/staff/invitations/${resent.id}/resend`, undefined, owner.token);
    expect(again.status, again.raw).toBeLessThan(300);
    expect((await accept(tokenOf(second.body.link))).status).toBe(400);
    expect((await accept(tokenOf(again.body.link))).status).toBe(201);
  });

  it('brings back a deactivated person who is invited again', async () => {
    const gone = await staffSession(shop, 'workroom', 'returning@selvedge.example');
    const them = StaffSchema.parse((await call('GET', '/me', undefined, gone.token)).body.staff);
    expect((await call('PATCH', `/staff/${them.id}`, { version: them.version, active: false }, owner.token)).status).toBe(200);
    expect((await login('returning@selvedge.example', 'a long staff password')).status).toBe(401);
    const invited = await call<{ link: string }>(
      'POST',
      '/staff/invitations',
      { email: 'returning@selvedge.example', role: 'manager' },
      owner.token,
    );
    expect(invited.status, invited.raw).toBe(201);
    const back = await accept(tokenOf(invited.body.link));
    expect(back.status, back.raw).toBe(201);
    expect(StaffSessionSchema.parse(back.body).staff).toMatchObject({ id: them.id, role: 'manager', active: true });
  });
});

describe('refunds as a permission the owner grants', () => {
  it('refuses a manager until the owner grants it, and only the owner can', async () => {
    const manager = await staffSession(shop, 'manager', 'refunder@selvedge.example');
    const me = StaffSchema.parse((await call('GET', '/me', undefined, manager.token)).body.staff);
    expect(StaffSessionSchema.shape.permissions.parse((await call('GET', '/me', undefined, manager.token)).body.permissions)).not.toContain(
      'refunds',
    );
    const refused = await call('POST', '/orders/SV-00000/refunds', { references: [], amount: null, reason: 'test' }, manager.token);
    expect(refused.status).toBe(403);

    expect((await call('PATCH', `/staff/${me.id}`, { version: me.version, grants: ['refunds'] }, manager.token)).status).toBe(403);
    const granted = await call('PATCH', `/staff/${me.id}`, { version: me.version, grants: ['refunds'] }, owner.token);
    expect(granted.status, granted.raw).toBe(200);
    expect((await call('GET', '/me', undefined, manager.token)).body.permissions).toContain('refunds');
    // Past the permission check: the unknown order is what is wrong now.
    const allowed = await call('POST', '/orders/SV-00000/refunds', { references: [], amount: null, reason: 'test' }, manager.token);
    expect(allowed.status).not.toBe(403);
    expect(allowed.status).toBeLessThan(500);
  });
});
