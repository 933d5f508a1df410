import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  mailingListSubscribers,
  passwordResets,
  rateLimits,
  sessions,
  staff,
  staffPasswordResets,
  staffSessions,
  writeQuotas,
} from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { fixedClock } from './clock.js';
import { expiredRowsCleanUpJob } from './expired-rows-clean-up.js';
import { JOB_QUEUES } from './job-queues.js';
import { createJobQueue } from './jobs.js';

const now = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(now);
const ago = (ms: number) => new Date(now.getTime() - ms);
const later = (ms: number) => new Date(now.getTime() + ms);
const HOUR = 60 * 60 * 1000;

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ clock });
});
afterAll(async () => shop.close());

describe('the hourly clean-up of expired rows', () => {
  it('is on the job schedule', async () => {
    const result = await shop.database.handle.db.execute(
      sql`select cron, timezone from pgboss.schedule where name = ${JOB_QUEUES.expiredRowsCleanUp.name}`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ cron: '17 * * * *', timezone: 'UTC' }]);
  });

  it("deletes ended sessions and spent reset links (customers' and staff's), old rate-limit windows and quotas and unconfirmed sign-ups, and keeps the live ones", async () => {
    const { db } = shop.database.handle;
    await db.insert(customers).values({
      id: 'cus_cleanup',
      email: 'clean@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      passwordHash: 'x',
      createdAt: ago(HOUR),
      updatedAt: ago(HOUR),
    });
    await db.insert(sessions).values([
      { tokenHash: 'session-live', customerId: 'cus_cleanup', createdAt: ago(HOUR), expiresAt: later(HOUR) },
      { tokenHash: 'session-expired', customerId: 'cus_cleanup', createdAt: ago(31 * 24 * HOUR), expiresAt: ago(1) },
      { tokenHash: 'session-logged-out', customerId: 'cus_cleanup', createdAt: ago(HOUR), expiresAt: later(HOUR), revokedAt: ago(60_000) },
    ]);
    await db.insert(passwordResets).values([
      { tokenHash: 'reset-live', customerId: 'cus_cleanup', createdAt: ago(60_000), expiresAt: later(HOUR) },
      { tokenHash: 'reset-used', customerId: 'cus_cleanup', createdAt: ago(60_000), expiresAt: later(HOUR), usedAt: ago(1000) },
      { tokenHash: 'reset-expired', customerId: 'cus_cleanup', createdAt: ago(2 * HOUR), expiresAt: ago(HOUR) },
    ]);
    await db
      .insert(staff)
      .values({ id: 'stf_cleanup', email: 'mina@example.com', name: 'Mina Tan', role: 'manager', passwordHash: 'x', createdAt: ago(HOUR) });
    await db.insert(staffSessions).values([
      { tokenHash: 'staff-session-live', staffId: 'stf_cleanup', createdAt: ago(HOUR), expiresAt: later(HOUR) },
      { tokenHash: 'staff-session-expired', staffId: 'stf_cleanup', createdAt: ago(13 * HOUR), expiresAt: ago(1) },
      { tokenHash: 'staff-session-ended', staffId: 'stf_cleanup', createdAt: ago(HOUR), expiresAt: later(HOUR), revokedAt: ago(60_000) },
    ]);
    await db.insert(staffPasswordResets).values([
      { tokenHash: 'staff-reset-live', staffId: 'stf_cleanup', createdAt: ago(60_000), expiresAt: later(HOUR) },
      { tokenHash: 'staff-reset-used', staffId: 'stf_cleanup', createdAt: ago(60_000), expiresAt: later(HOUR), usedAt: ago(1000) },
      { tokenHash: 'staff-reset-expired', staffId: 'stf_cleanup', createdAt: ago(2 * HOUR), expiresAt: ago(HOUR) },
    ]);
    await db.insert(rateLimits).values([
      { key: 'loginPerIp:203.0.113.7', windowStartedAt: ago(10 * 60_000), hits: 3 },
      { key: 'mailingListPerEmail:ada@example.com', windowStartedAt: ago(23 * HOUR), hits: 1 },
      { key: 'loginPerIp:203.0.113.8', windowStartedAt: ago(25 * HOUR), hits: 30 },
    ]);

    await db.insert(writeQuotas).values([
      { key: 'analytics-visitor:today', day: '2026-03-02', bytes: 10 },
      { key: 'analytics-visitor:yesterday', day: '2026-03-01', bytes: 10 },
    ]);
    const signup = { firstName: 'A', lastName: 'L', source: 'storefront', createdAt: ago(8 * 24 * HOUR), updatedAt: ago(8 * 24 * HOUR) };
    await db.insert(mailingListSubscribers).values([
      { ...signup, email: 'confirmed@example.com', confirmedAt: ago(7 * 24 * HOUR) },
      { ...signup, email: 'waiting@example.com', confirmTokenHash: 'waiting', confirmExpiresAt: later(HOUR) },
      { ...signup, email: 'never@example.com', confirmTokenHash: 'never', confirmExpiresAt: ago(HOUR) },
    ]);

    // Enqueued as the schedule does, and run by the app's handler.
    await createJobQueue({ db, runsJobs: false }).enqueue(expiredRowsCleanUpJob, {});
    expect(await shop.app.jobs.drain()).toEqual({ completed: 1, failed: 0 });

    expect((await db.select().from(writeQuotas)).map((row) => row.key)).toEqual(['analytics-visitor:today']);
    expect((await db.select().from(mailingListSubscribers)).map((row) => row.email).sort()).toEqual([
      'confirmed@example.com',
      'waiting@example.com',
    ]);

    expect((await db.select().from(sessions)).map((row) => row.tokenHash)).toEqual(['session-live']);
    expect((await db.select().from(passwordResets)).map((row) => row.tokenHash)).toEqual(['reset-live']);
    expect((await db.select().from(staffSessions)).map((row) => row.tokenHash)).toEqual(['staff-session-live']);
    expect((await db.select().from(staffPasswordResets)).map((row) => row.tokenHash)).toEqual(['staff-reset-live']);
    expect((await db.select().from(rateLimits)).map((row) => row.key).sort()).toEqual([
      'loginPerIp:203.0.113.7',
      'mailingListPerEmail:ada@example.com',
    ]);

    // Run again (a retried job): nothing more goes.
    await createJobQueue({ db, runsJobs: false }).enqueue(expiredRowsCleanUpJob, {});
    expect(await shop.app.jobs.drain()).toEqual({ completed: 1, failed: 0 });
    expect(await db.select().from(sessions)).toHaveLength(1);
  });
});
