import { OutboxResponseSchema } from '@selvedge/contract';
import { AuditPageSchema, StaffSchema, StaffSessionSchema, type StaffRole, type StaffSession } from '@selvedge/contract/admin';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff } from '../../db/schema.js';
import { registerStaffAuth } from '../../platform/staff-auth.js';
import { createCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildApp } from '../../app.js';
import { testConfig } from '../../platform/config.js';
import { createPreparedTestDatabase, usingPostgres } from '../../test/test-database.js';
import { runStartedAt } from '../../test/database-templates.js';

const OWNER_PASSWORD = 'correct horse battery';
let shop: TestApp;
let setupLink: string | null = null;

beforeAll(async () => {
  shop = await createTestApp({ config: { authRateLimitScale: 100 }, onSetupLink: (link) => (setupLink = link) });
});
afterAll(async () => shop.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const tokenOf = (link: string | null) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';

async function call<T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, token?: string) {
  return shop.call<T & { error?: string; code?: string; problems?: { path: string; message: string }[] }>({
    method,
    url: `/api/admin${url}`,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: token ? bearer(token) : {},
  });
}

/** Owner set up once for the file; the other roles join by invitation. */
let owner: StaffSession;
const members = {} as Record<Exclude<StaffRole, 'owner'>, StaffSession>;

async function join(role: Exclude<StaffRole, 'owner'>, email: string): Promise<StaffSession> {
  const invited = await call<{ link: string }>('POST', '/staff/invitations', { email, role }, owner.token);
  expect(invited.status, invited.raw).toBe(201);
  const joined = await call('POST', '/invitations/accept', {
    token: tokenOf(invited.body.link),
    name: `${role} person`,
    password: 'a long staff password',
  });
  expect(joined.status, joined.raw).toBe(201);
  return StaffSessionSchema.parse(joined.body);
}

describe('the first start', () => {
  it('prints a one-time set-up link; the owner it makes is the only one it can make', async () => {
    expect(setupLink).toMatch(/^http:\/\/localhost:3000\/admin\/setup\?token=[\w-]{43}$/);
    expect((await call('GET', '/me')).status).toBe(401);
    const weak = await call('POST', '/setup', {
      token: tokenOf(setupLink),
      name: 'Olive',
      email: 'olive@selvedge.example',
      password: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.problems).toEqual([{ path: 'password', message: 'Password must be at least 12 characters.' }]);
    const made = await call('POST', '/setup', {
      token: tokenOf(setupLink),
      name: 'Olive',
      email: 'Olive@Selvedge.example',
      password: OWNER_PASSWORD,
    });
    expect(made.status, made.raw).toBe(201);
    owner = StaffSessionSchema.parse(made.body);
    expect(owner.staff).toMatchObject({ email: 'olive@selvedge.example', role: 'owner', active: true });
    expect(owner.permissions).toEqual(['orders', 'catalogue', 'content', 'codes', 'customers', 'refunds', 'staff', 'audit', 'system']);
    const again = await call('POST', '/setup', {
      token: tokenOf(setupLink),
      name: 'Mallory',
      email: 'mallory@example.com',
      password: 'another long password',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('setup_done');
    expect(await shop.database.handle.db.select().from(staff)).toHaveLength(1);
  });

  it('makes the owner from ADMIN_EMAIL and ADMIN_PASSWORD instead, printing nothing', async () => {
    let printed: string | null = null;
    const other = await createTestApp({
      config: { admin: { email: 'Boss@Selvedge.example', password: OWNER_PASSWORD } },
      onSetupLink: (link) => (printed = link),
    });
    try {
      expect(printed).toBeNull();
      const login = await other.call({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email: 'boss@selvedge.example', password: OWNER_PASSWORD },
      });
      expect(login.status, login.raw).toBe(200);
      expect(StaffSessionSchema.parse(login.body).staff.role).toBe('owner');
      const [entry] = await other.database.handle.db.select().from(auditLog);
      expect(entry).toMatchObject({ action: 'staff.create', staffId: null, subjectType: 'staff' });
      expect(JSON.stringify(entry?.after)).not.toContain('argon2');
    } finally {
      await other.close();
    }
  });
});

describe.runIf(usingPostgres())('the first start of several API processes at once', () => {
  it('makes exactly one owner from ADMIN_EMAIL, and every process starts', async () => {
    const database = await createPreparedTestDatabase(runStartedAt());
    const config = testConfig({ admin: { email: 'boss@selvedge.example', password: OWNER_PASSWORD } });
    const handles = [database.handle, ...(await Promise.all([1, 2, 3, 4].map(() => database.openAnother())))];
    const apps = await Promise.all(handles.map((handle) => buildApp({ config, database: handle })));
    try {
      const started = await Promise.allSettled(apps.map((app) => app.ready()));
      expect(started.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
      expect(await database.handle.db.select().from(staff)).toHaveLength(1);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await database.dispose();
    }
  });
});

describe('staff and their roles', () => {
  beforeAll(async () => {
    members.manager = await join('manager', 'mona@selvedge.example');
    members.workroom = await join('workroom', 'walt@selvedge.example');
  });

  it('e-mails the invitation, and its link works once', async () => {
    await shop.app.jobs.drain();
    const outbox = OutboxResponseSchema.parse((await shop.call({ url: '/api/dev/outbox?to=walt%40selvedge.example' })).body);
    const link = /\/admin\/join\?token=([\w-]{43})/.exec(outbox.messages[0]?.text ?? '')?.[1];
    expect(link).toBeDefined();
    const reused = await call('POST', '/invitations/accept', { token: link, name: 'Walt again', password: 'a long staff password' });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('link_invalid');
  });

  const routes: { method: 'GET' | 'POST' | 'PATCH'; url: string; body?: () => unknown; allowed: StaffRole[] }[] = [
    { method: 'GET', url: '/me', allowed: ['owner', 'manager', 'workroom'] },
    { method: 'GET', url: '/staff', allowed: ['owner'] },
    {
      method: 'POST',
      url: '/staff/invitations',
      body: () => ({ email: `x${Math.random().toString(36).slice(2)}@example.com`, role: 'workroom' }),
      allowed: ['owner'],
    },
    { method: 'PATCH', url: '/staff/ID', body: () => ({ version: 0 }), allowed: ['owner'] },
    { method: 'GET', url: '/audit', allowed: ['owner'] },
  ];

  it.each(routes)('$method $url: open to $allowed only; a customer’s token or none is 401', async ({ method, url, body, allowed }) => {
    const target = url.replace('ID', members.workroom.staff.id);
    const sessions: Record<StaffRole, StaffSession> = { owner, ...members };
    for (const role of ['owner', 'manager', 'workroom'] as const) {
      const answer = await call(method, target, body?.(), sessions[role].token);
      const what = `${role} ${method} ${url}: ${answer.raw.slice(0, 200)}`;
      if (allowed.includes(role)) expect(answer.status, what).toBeLessThan(400);
      else {
        expect(answer.status, what).toBe(403);
        expect(answer.body.error).toBe('Your role does not allow this.');
      }
    }
    const customer = await createCustomer(shop);
    expect((await call(method, target, body?.(), customer.token)).status).toBe(401);
    expect((await call(method, target, body?.())).status).toBe(401);
  });

  it('keeps only the newest of two invitations of one e-mail working: accepted at once, one account and one refusal', async () => {
    const links = [];
    for (let index = 0; index < 2; index += 1) {
      const invited = await call<{ link: string }>(
        'POST',
        '/staff/invitations',
        { email: 'twice@selvedge.example', role: 'workroom' },
        owner.token,
      );
      links.push(tokenOf(invited.body.link));
    }
    const answers = await Promise.all(
      links.map((token) => call('POST', '/invitations/accept', { token, name: 'Twice', password: 'a long staff password' })),
    );
    // The second invitation replaced the first: its link is dead, the newest one makes the account.
    expect(answers.map((answer) => answer.status)).toEqual([400, 201]);
    expect(answers[0]?.body.code).toBe('link_invalid');
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await call('POST', '/auth/login', { email: 'olive@selvedge.example', password: 'not the password' });
    const unknown = await call('POST', '/auth/login', { email: 'nobody@selvedge.example', password: 'not the password' });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('refuses a stale edit with 409 and the current row, and never loses the last owner', async () => {
    const workroom = StaffSchema.parse((await call('GET', '/me', undefined, members.workroom.token)).body.staff);
    const first = await call('PATCH', `/staff/${workroom.id}`, { version: workroom.version, role: 'manager' }, owner.token);
    expect(first.status, first.raw).toBe(200);
    const stale = await call<{ current: unknown }>(
      'PATCH',
      `/staff/${workroom.id}`,
      { version: workroom.version, role: 'owner' },
      owner.token,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_edit');
    expect(StaffSchema.parse(stale.body.current).role).toBe('manager');
    const back = await call('PATCH', `/staff/${workroom.id}`, { version: workroom.version + 1, role: 'workroom' }, owner.token);
    expect(back.status).toBe(200);

    const me = StaffSchema.parse((await call('GET', '/me', undefined, owner.token)).body.staff);
    const demoted = await call('PATCH', `/staff/${me.id}`, { version: me.version, role: 'manager' }, owner.token);
    expect(demoted.status).toBe(409);
    expect(demoted.body).toMatchObject({ code: 'last_owner', error: 'The shop must keep at least one active owner.' });
    expect((await call('PATCH', `/staff/${me.id}`, { version: me.version, active: false }, owner.token)).body.code).toBe('last_owner');
  });

  it('ends a deactivated member’s sessions at once and refuses their login', async () => {
    const temp = await join('workroom', 'temp@selvedge.example');
    expect((await call('GET', '/me', undefined, temp.token)).status).toBe(200);
    const off = await call('PATCH', `/staff/${temp.staff.id}`, { version: temp.staff.version, active: false }, owner.token);
    expect(off.status).toBe(200);
    expect((await call('GET', '/me', undefined, temp.token)).status).toBe(401);
    expect((await call('POST', '/auth/login', { email: 'temp@selvedge.example', password: 'a long staff password' })).status).toBe(401);
  });

  it('names the field of bad input and changes nothing', async () => {
    const before = await shop.database.handle.db.select().from(staff);
    const cases: [unknown, string][] = [
      [{ email: 'not an email', role: 'workroom' }, 'email'],
      [{ email: 'new@example.com', role: 'admin' }, 'role'],
      [{ email: 'new@example.com', role: 'workroom', salary: 1 }, 'salary'],
    ];
    for (const [body, path] of cases) {
      const answer = await call('POST', '/staff/invitations', body, owner.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.problems?.[0]?.path).toBe(path);
    }
    const taken = await call('POST', '/staff/invitations', { email: 'mona@selvedge.example', role: 'workroom' }, owner.token);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('staff_email_taken');
    expect((await call('PATCH', `/staff/${owner.staff.id}`, { role: 'owner' }, owner.token)).body.problems?.[0]?.path).toBe('version');
    expect((await call('PATCH', '/staff/stf_../../etc', { version: 0 }, owner.token)).status).toBe(400);
    expect(await shop.database.handle.db.select().from(staff)).toEqual(before);
  });
});

describe('the audit log', () => {
  it('holds who changed what, before and after, with no password hash, filtered and paged', async () => {
    const all = AuditPageSchema.parse((await call('GET', '/audit?limit=200', undefined, owner.token)).body);
    const actions = all.entries.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.setup', 'staff.invite', 'staff.join', 'staff.update']));
    expect(JSON.stringify(all.entries)).not.toMatch(/argon2|passwordHash|token/);
    const roleChange = all.entries.find(
      (entry) =>
        entry.action === 'staff.update' &&
        (entry.before as { role: string }).role === 'workroom' &&
        (entry.after as { role: string }).role === 'manager',
    );
    expect(roleChange).toMatchObject({
      staffId: owner.staff.id,
      staffEmail: 'olive@selvedge.example',
      subjectType: 'staff',
      subjectId: members.workroom.staff.id,
    });

    const updates = AuditPageSchema.parse(
      (await call('GET', `/audit?action=staff.update&staffId=${owner.staff.id}`, undefined, owner.token)).body,
    );
    expect(updates.entries.every((entry) => entry.action === 'staff.update' && entry.staffId === owner.staff.id)).toBe(true);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = AuditPageSchema.parse(
        (await call('GET', `/audit?limit=2${cursor ? `&cursor=${cursor}` : ''}`, undefined, owner.token)).body,
      );
      seen.push(...page.entries.map((entry) => entry.id));
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual(all.entries.map((entry) => entry.id));

    for (const query of ['cursor=nonsense', 'limit=0', 'from=yesterday', 'action=DROP%20TABLE', 'colour=red']) {
      const refused = await call('GET', `/audit?${query}`, undefined, owner.token);
      expect(refused.status, query).toBe(400);
    }
  });
});

describe('every back-office route declares who may call it', () => {
  it('stops the server at start when one does not', async () => {
    const app = Fastify();
    const starting = (async () => {
      await app.register(async (admin) => {
        registerStaffAuth(admin, async () => null);
        admin.get('/forgotten', async () => 'open');
      });
      await app.ready();
    })();
    await expect(starting).rejects.toThrow(/The back-office route GET \/forgotten declares no staff access/);
    await app.close();
  });
});
