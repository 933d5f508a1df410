import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../test/cart-kit.js';
import { paidOrder } from '../test/checkout-kit.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { usingPostgres } from '../test/test-database.js';
import { backupJob, backupsToKeep, makeBackup, orderFacts, pruneBackups, restoreBackup } from './backups.js';

const nameOf = (day: Date, time = '031500') => `selvedge-${day.toISOString().slice(0, 10).replace(/-/g, '')}-${time}-pglite.tar`;
const daysBefore = (from: Date, days: number) => new Date(from.getTime() - days * 86_400_000);

describe('which backups are kept: 7 daily and 4 weekly', () => {
  const newest = new Date('2026-11-28T00:00:00Z');
  const sixtyDays = Array.from({ length: 60 }, (_, index) => nameOf(daysBefore(newest, index)));

  it('keeps the last 7 days and the newest of each of the last 4 weeks, nothing more', () => {
    const keep = backupsToKeep(sixtyDays);
    for (let day = 0; day < 7; day += 1) expect(keep.has(nameOf(daysBefore(newest, day)))).toBe(true);
    // 28 November 2026 is a Saturday: the weeks before end on the Sundays 22, 15 and 8 November.
    for (const sunday of ['2026-11-22', '2026-11-15', '2026-11-08']) expect(keep.has(nameOf(new Date(`${sunday}T00:00:00Z`)))).toBe(true);
    expect(keep.size).toBe(9);
    expect(keep.has(nameOf(daysBefore(newest, 30)))).toBe(false);
  });

  it('keeps the newest of a day with several, and never a file that is not a backup', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'selvedge-prune-'));
    try {
      const names = [...sixtyDays, nameOf(newest, '120000'), 'notes.txt', 'selvedge-20261128-120000-pglite.tar.part'];
      for (const name of names) writeFileSync(path.join(folder, name), '');
      const removed = pruneBackups(folder);
      const left = readdirSync(folder);
      expect(left).toContain(nameOf(newest, '120000'));
      expect(left).not.toContain(nameOf(newest));
      expect(left).toContain('notes.txt');
      expect(left).toContain('selvedge-20261128-120000-pglite.tar.part');
      expect(removed).toHaveLength(sixtyDays.length + 1 - 9);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe(`the backup drill (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  let shop: TestApp;
  let catalogue: CartCatalogue;
  let folder: string;
  const cleanUp: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    shop = await createTestApp();
    catalogue = await readCatalogue(shop, ['shirt']);
    folder = mkdtempSync(path.join(tmpdir(), 'selvedge-backup-'));
  });
  afterAll(async () => {
    for (const step of cleanUp) await step();
    await shop.close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function order(email: string): Promise<string> {
    const made = await cartCalls(shop).create({ lineItems: [pieceInput(catalogue, { type: 'shirt' })] });
    return (await paidOrder(shop, { cart: made.body.encodedId, email })).number;
  }

  async function databaseUrl(): Promise<string | undefined> {
    if (!process.env.TEST_DATABASE_URL) return undefined;
    const current = (await shop.database.handle.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
      rows: [{ name: string }];
    };
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${current.rows[0].name}`;
    return url.toString();
  }

  it('make orders, back up, make more, restore elsewhere: the restored shop has the orders of the backup', {
    timeout: 120_000,
  }, async () => {
    await order('ada@example.com');
    const second = await order('grace@example.com');
    const made = await makeBackup(
      { handle: shop.database.handle, databaseUrl: await databaseUrl(), uploadsDir: null, outboxDir: null, bucket: null },
      path.join(folder, 'backups'),
    );
    expect(made.manifest).toMatchObject({ orders: 2, lastOrderNumber: second, kind: usingPostgres() ? 'postgres' : 'pglite' });
    const recorded = (await shop.database.handle.db.execute(sql`SELECT value FROM app_meta WHERE key = 'backup.last'`)) as unknown as {
      rows: { value: string }[];
    };
    expect(JSON.parse(recorded.rows[0]!.value)).toMatchObject({ orders: 2, lastOrderNumber: second, file: path.basename(made.file) });

    const third = await order('edsger@example.com');
    expect(await orderFacts(shop.database.handle.db)).toEqual({ orders: 3, lastOrderNumber: third });

    let target: string | undefined;
    if (process.env.TEST_DATABASE_URL) {
      const name = `selvedge_restore_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      cleanUp.push(async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      });
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      target = url.toString();
    }
    const restored = await restoreBackup({ file: made.file, dataDir: path.join(folder, 'restored'), databaseUrl: target });
    expect(restored.facts).toEqual({ orders: 2, lastOrderNumber: second });

    // A database that holds a shop is not overwritten without being told to.
    if (target)
      await expect(restoreBackup({ file: made.file, dataDir: folder, databaseUrl: target })).rejects.toThrow(/already holds a shop/);
    else
      await expect(
        restoreBackup({ file: made.file, dataDir: path.join(folder, 'restored'), databaseUrl: await databaseUrl() }),
      ).resolves.toMatchObject({ facts: { orders: 2 } });
  });

  it('a failed pg_dump says why without the database password (its message reaches the log and the System page)', async () => {
    const handle = { ...shop.database.handle, kind: 'postgres' as const };
    const failed = makeBackup(
      { handle, databaseUrl: 'postgres://shop:s3cret-Passw0rd@127.0.0.1:1/nowhere', uploadsDir: null, outboxDir: null, bucket: null },
      path.join(folder, 'failed'),
    );
    await expect(failed).rejects.toThrow(/^pg_dump failed: .*127\.0\.0\.1/s);
    await expect(failed).rejects.not.toThrow(/s3cret/);
  });

  it('refuses a file that is not a backup, naming it', async () => {
    const bogus = path.join(folder, 'bogus.tar');
    writeFileSync(path.join(folder, 'note.txt'), 'hello');
    const { execFileSync } = await import('node:child_process');
    execFileSync('tar', ['-cf', bogus, '-C', folder, 'note.txt']);
    await expect(restoreBackup({ file: bogus, dataDir: path.join(folder, 'other') })).rejects.toThrow(`${bogus} is not a Selvedge backup`);
    await expect(restoreBackup({ file: path.join(folder, 'missing.tar'), dataDir: path.join(folder, 'other') })).rejects.toThrow(
      'There is no backup file',
    );
  });
});

// On Postgres the job runs pg_dump with DATABASE_URL, which a test shop's configuration does not
// carry; that path is the drill's above and the cluster test's.
describe.runIf(!usingPostgres())('the nightly backup job', () => {
  it('writes a backup into BACKUP_DIR, records it for the back office, and prunes the old ones', { timeout: 120_000 }, async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'selvedge-nightly-'));
    const old = Array.from({ length: 20 }, (_, day) => nameOf(new Date(Date.UTC(2020, 0, day + 1))));
    for (const name of old) writeFileSync(path.join(folder, name), '');
    const shop = await createTestApp({ config: { backupDir: folder } });
    try {
      await shop.app.jobs.enqueue(backupJob, {});
      const report = await shop.app.jobs.drain();
      expect(report).toMatchObject({ failed: 0 });
      const left = readdirSync(folder).filter((name) => name.endsWith('.tar'));
      const made = left.filter((name) => !old.includes(name));
      expect(made).toHaveLength(1);
      // Pruned as the rule says: 21 backups in, those backupsToKeep keeps out.
      expect(left.sort()).toEqual([...backupsToKeep([...old, made[0]!])].sort());
      expect(left.length).toBeLessThan(21);
      const recorded = (await shop.database.handle.db.execute(sql`SELECT value FROM app_meta WHERE key = 'backup.last'`)) as unknown as {
        rows: { value: string }[];
      };
      expect(JSON.parse(recorded.rows[0]!.value)).toMatchObject({ file: made[0], orders: 0, kind: 'pglite' });
    } finally {
      await shop.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
