import { openDatabase } from '../db/connection.js';
import { prepareDatabase } from '../db/prepare-database.js';
import { createOutboxRepository } from '../modules/outbox/outbox.repository.js';
import { systemClock } from '../platform/clock.js';
import { createJobQueue } from '../platform/jobs.js';
import { createMailer, mailJob } from '../platform/mailer.js';

/**
 * A job worker process for job-crash-recovery.test.ts, on the database named by DATABASE_URL or
 * DATA_DIR, delivering mail to the outbox in OUTBOX_DIR.
 *
 * PHASE=first enqueues one e-mail and runs it: the handler delivers it, prints `delivered <job id>`
 * and then never finishes, so the test can kill the process with the job active and its effect done.
 * PHASE=restart starts the worker again, waits until job JOB_ID has run again and been marked done,
 * prints `completed <job id> retries=<n> outbox=<messages kept>` and exits.
 *
 * Jobs expire after EXPIRE_SECONDS and are retried at once, and abandoned ones are looked for every
 * second, so a killed job runs again within seconds rather than minutes.
 */

const phase = process.env.PHASE;
const outboxDir = process.env.OUTBOX_DIR ?? null;
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? '' });
await prepareDatabase(database, { seed: false });

const jobs = createJobQueue({
  db: database.db,
  runsJobs: true,
  log: {
    info: () => undefined,
    warn: (details, message) => console.error(message, details),
    error: (details, message) => console.error(message, details),
  },
  timing: {
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
    expireInSeconds: Number(process.env.EXPIRE_SECONDS ?? 3),
    retryDelaySeconds: 0,
  },
});
const outbox = createOutboxRepository(database.db);
const mailer = createMailer({ smtpUrl: null, from: 'Selvedge <hello@selvedge.example>', jobs, outbox, clock: systemClock, outboxDir });
jobs.handle(mailJob, async (message, job) => {
  await mailer.deliver(message, job.id);
  if (phase === 'first') {
    console.log(`delivered ${job.id}`);
    await new Promise(() => undefined);
  }
});
await jobs.start();

if (phase === 'first') {
  await jobs.enqueue(mailJob, { to: 'ada@example.com', subject: 'Your order is confirmed', text: 'Order ord_1 is confirmed.' });
} else {
  const id = process.env.JOB_ID ?? '';
  let job = await jobs.find(mailJob, id);
  while (job?.state !== 'completed') {
    await new Promise((resolve) => setTimeout(resolve, 200));
    job = await jobs.find(mailJob, id);
  }
  const kept = await outbox.list({ limit: 200 });
  console.log(`completed ${id} retries=${job.retryCount} outbox=${kept.length}`);
  await jobs.stop();
  await database.close();
  process.exit(0);
}
