import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../db/prepare-database.js';
import { outboxMessages } from '../db/schema.js';
import { createOutboxRepository } from '../modules/outbox/outbox.repository.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { fixedClock } from './clock.js';
import { JOB_QUEUES } from './job-queues.js';
import { createJobQueue, type JobQueue } from './jobs.js';
import { createMailer, mailJob } from './mailer.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.handle, { seed: false, now: new Date() });
});
afterAll(async () => database.dispose());
beforeEach(async () => {
  await database.handle.db.delete(outboxMessages);
});

const message = {
  to: 'ada@example.com',
  subject: 'Reset your Selvedge password',
  text: 'Follow https://shop.example/x',
  html: '<p>Follow</p>',
};
const from = 'Selvedge <hello@selvedge.example>';

/** A mailer on the queue, as the app composes it: `send` enqueues, the mail job's handler delivers. */
function mailerOnQueue(options: { smtpUrl?: string; outboxDir?: string | null } = {}) {
  const jobs: JobQueue = createJobQueue({ db: database.handle.db, runsJobs: false });
  const mailer = createMailer({
    smtpUrl: options.smtpUrl ?? null,
    from,
    jobs,
    outbox: createOutboxRepository(database.handle.db),
    clock: fixedClock(new Date('2026-03-02T09:00:00Z')),
    outboxDir: options.outboxDir ?? null,
  });
  jobs.handle(mailJob, (mail, job) => mailer.deliver(mail, job.id));
  return { jobs, mailer };
}

describe('the outbox (no SMTP_URL)', () => {
  it('delivers nothing when asked to send, and keeps the message in the table and as an .eml file once the job runs', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'selvedge-outbox-'));
    try {
      const { jobs, mailer } = mailerOnQueue({ outboxDir: dir });
      expect(mailer.kind).toBe('outbox');
      expect(await mailer.send(message)).toBe(true);
      expect(await database.handle.db.select().from(outboxMessages)).toEqual([]);

      expect(await jobs.drain()).toEqual({ completed: 1, failed: 0 });
      const rows = await database.handle.db.select().from(outboxMessages);
      expect(rows).toEqual([
        expect.objectContaining({ to: 'ada@example.com', subject: message.subject, text: message.text, html: message.html }),
      ]);
      const files = await readdir(dir);
      expect(files).toEqual([`${rows[0]?.id}.eml`]);
      const eml = await readFile(path.join(dir, files[0] ?? ''), 'utf8');
      expect(eml).toMatch(/^From: Selvedge <hello@selvedge\.example>$/m);
      expect(eml).toMatch(/^To: ada@example\.com$/m);
      expect(eml).toMatch(/^Subject: Reset your Selvedge password$/m);
      expect(eml).toMatch(new RegExp(`^Message-ID: <${rows[0]?.id.slice('msg_'.length)}@selvedge\\.example>$`, 'm'));
      expect(eml).toContain('https://shop.example/x');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps one message and one file when a job is delivered again after its process died', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'selvedge-outbox-'));
    try {
      const { mailer } = mailerOnQueue({ outboxDir: dir });
      await mailer.deliver(message, '0f1e2d3c-4b5a-4968-8776-655443322110');
      await mailer.deliver(message, '0f1e2d3c-4b5a-4968-8776-655443322110');
      expect(await database.handle.db.select().from(outboxMessages)).toHaveLength(1);
      expect(await readdir(dir)).toEqual(['msg_0f1e2d3c-4b5a-4968-8776-655443322110.eml']);
      await mailer.deliver(message, '1f1e2d3c-4b5a-4968-8776-655443322110');
      expect(await database.handle.db.select().from(outboxMessages)).toHaveLength(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('queues a message with a dedupe key once', async () => {
    const { jobs, mailer } = mailerOnQueue();
    expect(await mailer.send(message, { dedupeKey: 'order-1-confirmation' })).toBe(true);
    expect(await mailer.send(message, { dedupeKey: 'order-1-confirmation' })).toBe(false);
    expect(await jobs.drain()).toEqual({ completed: 1, failed: 0 });
    expect(await database.handle.db.select().from(outboxMessages)).toHaveLength(1);
  });
});

/** Just enough of an SMTP server (RFC 5321) to take one message and keep what it was sent. */
function fakeSmtpServer(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 fake\r\n');
        else if (line === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, received });
    });
  });
}

describe('SMTP (SMTP_URL set)', () => {
  it('hands the message to the SMTP server with a Message-ID from the job, the same when the job runs again', async () => {
    const { server, port, received } = await fakeSmtpServer();
    try {
      const { jobs, mailer } = mailerOnQueue({ smtpUrl: `smtp://127.0.0.1:${port}` });
      expect(mailer.kind).toBe('smtp');
      await mailer.send(message);
      expect(received).toEqual([]);
      expect(await jobs.drain()).toEqual({ completed: 1, failed: 0 });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/^Subject: Reset your Selvedge password$/m);
      expect(received[0]).toContain('https://shop.example/x');
      const messageId = /^Message-ID: (<[0-9a-f-]{36}@selvedge\.example>)$/m.exec(received[0] ?? '')?.[1];
      expect(messageId).toBeDefined();

      // Run again (its process died before it was marked done): the receiver sees the same message.
      await mailer.deliver(message, messageId?.slice(1, 37) ?? '');
      expect(received[1]).toContain(`Message-ID: ${messageId}`);
      expect(await database.handle.db.select().from(outboxMessages)).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('never fails the caller when the server cannot be reached: the job fails, is retried, and is left failed with its error', async () => {
    const { jobs, mailer } = mailerOnQueue({ smtpUrl: 'smtp://127.0.0.1:1' });
    expect(await mailer.send(message)).toBe(true);
    // drain() runs the retries at once rather than after their delays.
    expect(await jobs.drain()).toEqual({ completed: 0, failed: 1 + JOB_QUEUES.mail.retryLimit });
    const [failed] = (
      (await database.handle.db.execute(sql`select id from pgboss.job where name = 'mail' and state = 'failed'`)) as unknown as {
        rows: Array<{ id: string }>;
      }
    ).rows;
    const job = await jobs.find(mailJob, failed?.id ?? '');
    expect(job).toMatchObject({
      state: 'failed',
      retryCount: JOB_QUEUES.mail.retryLimit,
      output: { message: expect.stringMatching(/ECONNREFUSED/) },
    });
  });
});

describe('a calendar invitation', () => {
  it('travels as the text/calendar part with its method, and the outbox keeps its text', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'selvedge-outbox-'));
    try {
      const { jobs, mailer } = mailerOnQueue({ outboxDir: dir });
      const content =
        'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:apt_1@selvedge-appointments\r\nSEQUENCE:0\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
      await mailer.send({ ...message, calendar: { method: 'REQUEST', content } });
      await jobs.drain();
      const rows = await database.handle.db.select().from(outboxMessages);
      expect(rows[0]?.calendar).toBe(content);
      const eml = await readFile(path.join(dir, `${rows[0]?.id}.eml`), 'utf8');
      expect(eml).toMatch(/^Content-Type: text\/calendar; charset=utf-8; method=REQUEST$/m);
      const part = eml.split(/^Content-Type: text\/calendar[^\n]*\n/m)[1] ?? '';
      const [headers = '', body = ''] = part.split(/\n\n/);
      const encoded = body.split(/\n--/)[0] ?? '';
      const decoded = /base64/i.test(headers) ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64').toString('utf8') : encoded;
      expect(decoded).toContain('UID:apt_1@selvedge-appointments');
      expect(decoded).toContain('METHOD:REQUEST');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
