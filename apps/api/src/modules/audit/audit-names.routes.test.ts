import { AdminFabricListSchema, AdminFabricSchema, AuditPageSchema, type StaffSession } from '@selvedge/contract/admin';
import { auditSentence } from '@selvedge/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../db/schema.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let shop: TestApp;
let owner: StaffSession;
let manager: StaffSession;

beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  owner = await staffSession(shop, 'owner');
  manager = await staffSession(shop, 'manager', 'alice@selvedge.example');
});
afterAll(async () => {
  await shop.close();
});

const call = (method: 'GET' | 'PATCH', url: string, session: StaffSession, body?: unknown) =>
  shop.call<Record<string, unknown>>({
    method,
    url: `/api/admin${url}`,
    headers: { authorization: `Bearer ${session.token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });

const log = async (query: string) => {
  const answer = await call('GET', `/audit?${query}`, owner);
  expect(answer.status, answer.raw).toBe(200);
  return AuditPageSchema.parse(answer.body).entries;
};

describe('the audit log names things', () => {
  it('gives each entry who made it and what it is about by name, never a secret', async () => {
    const [cloth] = AdminFabricListSchema.parse((await call('GET', '/fabrics?type=shirt&pageSize=5', manager)).body).fabrics;
    const withdrawn = await call('PATCH', `/fabrics/${cloth!.id}/sale-status`, manager, {
      status: 'withdrawn',
      note: 'The mill has stopped weaving it.',
      version: cloth!.version,
    });
    expect(withdrawn.status, withdrawn.raw).toBe(200);
    AdminFabricSchema.parse(withdrawn.body);

    const [entry] = await log(`subjectType=fabric&subjectId=${cloth!.id}`);
    expect(entry).toMatchObject({
      action: 'fabric.sale_status',
      staffId: manager.staff.id,
      staffName: 'Test manager',
      subjectName: cloth!.title,
    });
    const parts = auditSentence(entry!.action, entry!).parts.map((part) => (typeof part === 'string' ? part : entry!.subjectName));
    expect(parts.join('')).toBe(`withdrew ${cloth!.title} (reason: The mill has stopped weaving it.)`);

    // A staff member is named as a subject too; an invitation by the address it went to.
    const joined = await log(`action=staff.join&subjectId=${manager.staff.id}`);
    expect(joined[0]).toMatchObject({ staffName: 'Test manager', subjectName: 'Test manager' });
    const invited = await log('action=staff.invite&subjectId=alice@selvedge.example');
    expect(invited[0]).toMatchObject({ staffName: owner.staff.name, subjectName: 'alice@selvedge.example' });

    const everything = await log('limit=200');
    expect(everything.every((row) => row.staffId === null || row.staffName !== null)).toBe(true);
    expect(JSON.stringify(everything)).not.toMatch(/argon2|passwordHash|"token"|secret/i);
  });

  it('names a staff member renamed since by the name they have now', async () => {
    await shop.database.handle.db.update(staff).set({ name: 'Alice Tan' }).where(eq(staff.id, manager.staff.id));
    const entries = await log(`staffId=${manager.staff.id}&subjectType=fabric`);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((row) => row.staffName === 'Alice Tan')).toBe(true);
  });
});
