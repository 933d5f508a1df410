import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { count, like } from 'drizzle-orm';
import { openDatabase } from '../db/connection.js';
import { prepareDatabase } from '../db/prepare-database.js';
import { appMeta } from '../db/schema.js';
import { systemClock } from '../platform/clock.js';
import { registerErrorHandler } from '../platform/errors.js';
import { createIdempotency } from '../platform/idempotency.js';

/**
 * A server process for idempotency-crash-recovery.test.ts, on the database named by DATABASE_URL
 * or DATA_DIR: `POST /orders` takes an Idempotency-Key and records one run of its work in
 * `app_meta`. PHASE=first prints `working` once the work has begun and then never answers, so the
 * test can kill the process mid-request; PHASE=restart answers at once. It prints `listening
 * <port>` when ready. Claims are renewed every 100 ms and held for LEASE_MS.
 */
const phase = process.env.PHASE;
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? '' });
await prepareDatabase(database, { seed: false });
const idempotency = createIdempotency({
  db: database.db,
  clock: systemClock,
  lease: { renewalMs: 100, leaseMs: Number(process.env.LEASE_MS ?? 1000) },
});

const app = Fastify();
registerErrorHandler(app);
app.post('/orders', async (request, reply) =>
  idempotency.run(request, reply, 'guest', async () => {
    await database.db.insert(appMeta).values({ key: `run:${randomBytes(6).toString('hex')}`, value: phase ?? '' });
    if (phase === 'first') {
      console.log('working');
      await new Promise(() => undefined);
    }
    const [runs] = await database.db.select({ n: count() }).from(appMeta).where(like(appMeta.key, 'run:%'));
    return { order: 'SV-100001', runs: Number(runs?.n ?? 0) };
  }),
);
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${(app.server.address() as AddressInfo).port}`);
