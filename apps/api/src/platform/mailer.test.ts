import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../db/prepare-database.js';
import { outboxMessages } from '../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { fixedClock } from './clock.js';
import { createMailer } from './mailer.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.handle, { seed: false, now: new Date() });
});
afterAll(async () => database.dispose());

const message = { to: 'ada@example.com', subject: 'Reset your Selvedge password', text: 'Follow https://shop.example/x', html: '<p>Follow</p>' };

describe('the outbox (no SMTP_URL)', () => {
  it('keeps each message in the table and as an .eml file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'selvedge-outbox-'));
    try {
      const mailer = createMailer({ smtpUrl: null, from: 'Selvedge <hello@selvedge.example>', db: database.handle.db, clock: fixedClock(new Date('2026-03-02T09:00:00Z')), outboxDir: dir });
      expect(mailer.kind).toBe('outbox');
      mailer.send(message);
      await mailer.idle();

      const rows = await database.handle.db.select().from(outboxMessages);
      expect(rows).toEqual([expect.objectContaining({ to: 'ada@example.com', subject: message.subject, text: message.text, html: message.html })]);
      const files = await readdir(dir);
      expect(files).toEqual([`${rows[0]?.id}.eml`]);
      const eml = await readFile(path.join(dir, files[0] ?? ''), 'utf8');
      expect(eml).toMatch(/^From: Selvedge <hello@selvedge\.example>$/m);
      expect(eml).toMatch(/^To: ada@example\.com$/m);
      expect(eml).toMatch(/^Subject: Reset your Selvedge password$/m);
      expect(eml).toContain('https://shop.example/x');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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
  it('hands the message to the SMTP server and keeps nothing in the outbox', async () => {
    const { server, port, received } = await fakeSmtpServer();
    try {
      await database.handle.db.delete(outboxMessages);
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Selvedge <hello@selvedge.example>',
        db: database.handle.db,
        clock: fixedClock(new Date()),
        outboxDir: null,
      });
      expect(mailer.kind).toBe('smtp');
      mailer.send(message);
      await mailer.idle();
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/^Subject: Reset your Selvedge password$/m);
      expect(received[0]).toContain('https://shop.example/x');
      expect(await database.handle.db.select().from(outboxMessages)).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('logs a server that cannot be reached instead of failing the caller', async () => {
    const errors: unknown[] = [];
    const log = { error: (details: unknown) => errors.push(details) } as unknown as Parameters<typeof createMailer>[0]['log'];
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x@example.com', db: database.handle.db, clock: fixedClock(new Date()), outboxDir: null, log });
    expect(() => mailer.send(message)).not.toThrow();
    await mailer.idle();
    expect(errors).toHaveLength(1);
  });
});
