import { AdminSystemSchema, AuditPageSchema, type StaffRole, type StaffSession } from '@selvedge/contract/admin';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appMeta } from '../../db/schema.js';
import { JOB_QUEUES } from '../../platform/job-queues.js';
import { createJobQueue, defineJob, type JobQueue } from '../../platform/jobs.js';
import { expectAccess } from '../../test/admin-access.js';
import { createCustomer } from '../../test/factories.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { LAST_BACKUP_KEY } from '../../platform/backups.js';

let shop: TestApp;
let sessions: Record<StaffRole, StaffSession>;
let customerToken: string;
/** A second job queue on the shop's database, whose mail handler the test decides. */
let worker: JobQueue;
const mail = defineJob<{ to: string }>(JOB_QUEUES.mail);

beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  sessions = {
    owner: await staffSession(shop, 'owner'),
    manager: await staffSession(shop, 'manager'),
    workroom: await staffSession(shop, 'workroom'),
  };
  customerToken = (await createCustomer(shop)).token;
  worker = createJobQueue({ db: shop.database.handle.db, runsJobs: false });
  await worker.start();
});
afterEach(async () => {
  await shop.database.handle.db.delete(appMeta).where(eq(appMeta.key, LAST_BACKUP_KEY));
});
afterAll(async () => {
  await worker.stop();
  await shop.close();
});

type Answer = Record<string, unknown> & { error?: string; code?: string; problems?: { path: string; message: string }[] };
const as = (session: StaffSession) => ({ authorization: `Bearer ${session.token}` });
const system = async () => {
  const answer = await shop.call({ url: '/api/admin/system', headers: as(sessions.owner) });
  expect(answer.status, answer.raw).toBe(200);
  return AdminSystemSchema.parse(answer.body);
};
const retry = (id: string, session = sessions.owner) =>
  shop.call<Answer>({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers: as(session) });

/** A mail job that fails on every attempt, run until pg-boss leaves it failed. */
async function failedMailJob(to: string, failure: unknown): Promise<string> {
  worker.handle(mail, async () => {
    throw failure;
  });
  const id = await worker.enqueue(mail, { to });
  await worker.drain();
  expect((await worker.find(mail, id ?? ''))?.state).toBe('failed');
  return id ?? '';
}

describe('who may see the system page', () => {
  it('the owner only: a manager or the workroom is refused, a customer or nobody is not signed in', async () => {
    await expectAccess(shop, { method: 'GET', url: '/api/admin/system', allowed: 200 }, sessions, customerToken, ['owner']);
    await expectAccess(
      shop,
      { method: 'POST', url: '/api/admin/jobs/0b8f3c52-9a1e-4d7b-8c55-2f1e6a7b9c10/retry', allowed: 404 },
      sessions,
      customerToken,
      ['owner'],
    );
  });
});

describe('failed jobs', () => {
  it('lists a job that failed for good with its queue, attempts and message, never its payload or stack; a retry runs it again', async () => {
    const id = await failedMailJob('grace@example.com', new Error('421 the mail server is busy, try later'));
    const before = await system();
    const shown = before.failedJobs.find((job) => job.id === id);
    expect(shown).toEqual({
      id,
      queue: 'mail',
      failedAt: expect.any(String),
      attempts: JOB_QUEUES.mail.retryLimit + 1,
      error: '421 the mail server is busy, try later',
    });
    expect(Date.now() - new Date(shown?.failedAt ?? 0).getTime()).toBeLessThan(60_000);
    expect(before.failedByQueue).toMatchObject({
      mail: before.failedJobs.filter((job) => job.queue === 'mail').length,
      'password-reset': 0,
      'expired-rows-clean-up': 0,
    });
    const raw = (await shop.call({ url: '/api/admin/system', headers: as(sessions.owner) })).raw;
    expect(JSON.stringify(before)).not.toMatch(/grace@example\.com|stack|at .*\.ts/);
    expect(raw).not.toContain('grace@example.com');

    // A manager's try changes nothing.
    expect((await retry(id, sessions.manager)).status).toBe(403);
    expect((await worker.find(mail, id))?.state).toBe('failed');

    const retried = await retry(id);
    expect(retried.status, retried.raw).toBe(200);
    expect(retried.body).toEqual({ id, queue: 'mail', state: 'retry' });
    expect((await system()).failedJobs.map((job) => job.id)).not.toContain(id);
    expect((await worker.find(mail, id))?.state).toBe('retry');

    const again = await retry(id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'job_not_failed',
      error: `Job ${id} has not failed any more (it is retry): there is nothing to try again.`,
    });

    // The mail server is back: the job runs once more, keeping its id and payload, and is done.
    const delivered: string[] = [];
    worker.handle(mail, async ({ to }, job) => {
      delivered.push(`${job.id} ${to}`);
    });
    expect(await worker.drain()).toEqual({ completed: 1, failed: 0 });
    expect(delivered).toEqual([`${id} grace@example.com`]);
    expect((await worker.find(mail, id))?.state).toBe('completed');

    const audit = AuditPageSchema.parse(
      (await shop.call({ url: `/api/admin/audit?action=job.retry&subjectId=${id}`, headers: as(sessions.owner) })).body,
    );
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      staffId: sessions.owner.staff.id,
      subjectType: 'job',
      before: { queue: 'mail', state: 'failed', error: '421 the mail server is busy, try later' },
      after: { queue: 'mail', state: 'retry' },
    });
    expect(JSON.stringify(audit.entries[0])).not.toContain('grace@example.com');
  });

  it('shows what was thrown when it was no Error, and lists the newest failure first', async () => {
    const older = await failedMailJob('a@example.com', new Error('first'));
    const newer = await failedMailJob('b@example.com', 'the provider answered 500');
    const ids = (await system()).failedJobs.map((job) => job.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect((await system()).failedJobs.find((job) => job.id === newer)?.error).toBe('the provider answered 500');
  });

  it('a retry names a bad id (400) or an unknown one (404), and changes nothing', async () => {
    const failedBefore = (await system()).failedJobs;
    for (const bad of ['not-a-uuid', '123', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', "0b8f3c52-9a1e-4d7b-8c55-2f1e6a7b9c10'--"]) {
      const answer = await retry(encodeURIComponent(bad));
      expect(answer.status, bad).toBe(400);
      expect(answer.body.problems?.[0]?.path, bad).toBe('id');
      expect(answer.body.error, bad).toContain('is not a job id');
    }
    const unknown = await retry('0b8f3c52-9a1e-4d7b-8c55-2f1e6a7b9c10');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('job_not_found');
    expect((await system()).failedJobs).toEqual(failedBefore);
  });
});

describe('the last backup', () => {
  const record = {
    at: '2026-03-02T19:00:04.120Z',
    file: 'selvedge-2026-03-03T0300.tar.gz',
    kind: 'pglite',
    orders: 1042,
    lastOrderNumber: 'SV-2041',
    bytes: 48_213_004,
  };

  it('is null before the first backup', async () => {
    expect((await system()).lastBackup).toBeNull();
  });

  it('shows what the backup command recorded in app_meta', async () => {
    await shop.database.handle.db.insert(appMeta).values({ key: LAST_BACKUP_KEY, value: JSON.stringify(record) });
    expect((await system()).lastBackup).toEqual(record);
  });

  it('is null when the record cannot be read, rather than failing the page', async () => {
    for (const value of [
      'not json',
      '{}',
      JSON.stringify({ ...record, orders: 'many' }),
      JSON.stringify({ ...record, at: 'yesterday' }),
      'null',
      '[]',
    ]) {
      await shop.database.handle.db
        .insert(appMeta)
        .values({ key: LAST_BACKUP_KEY, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value } });
      expect((await system()).lastBackup, value).toBeNull();
    }
  });
});
