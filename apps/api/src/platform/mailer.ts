import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/connection.js';
import { outboxMessages } from '../db/schema.js';
import type { Clock } from './clock.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /**
   * Queues a message and returns at once: the caller's answer never waits on (or reveals, by its
   * timing) the mail server. Failures are logged, never thrown at the caller.
   */
  send(message: MailMessage): void;
  /** Resolves when every queued message has been handed over (tests, graceful shutdown). */
  idle(): Promise<void>;
  /** 'smtp' or 'outbox'. */
  readonly kind: 'smtp' | 'outbox';
}

interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  db: Database;
  clock: Clock;
  /** Where the outbox keeps `.eml` copies; null keeps them in the table only (in-memory tests). */
  outboxDir: string | null;
  log?: FastifyBaseLogger | undefined;
}

/** Nodemailer over SMTP when SMTP_URL is set; otherwise the outbox (a table plus `.eml` files). */
export function createMailer({ smtpUrl, from, db, clock, outboxDir, log }: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  const smtp: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  // Builds the RFC 5322 message without sending it: the bytes of the outbox's .eml file.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function deliver(message: MailMessage): Promise<void> {
    const envelope = { from, to: message.to, subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}) };
    if (smtp) {
      await smtp.sendMail(envelope);
      return;
    }
    const id = `msg_${clock.now().getTime()}_${randomBytes(6).toString('hex')}`;
    await db.insert(outboxMessages).values({
      id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      createdAt: clock.now(),
    });
    if (outboxDir) {
      const built = await composer.sendMail(envelope);
      await mkdir(outboxDir, { recursive: true });
      await writeFile(path.join(outboxDir, `${id}.eml`), built.message as Buffer);
    }
  }

  return {
    kind: smtp ? 'smtp' : 'outbox',
    send(message) {
      const job = deliver(message)
        .catch((error: unknown) => log?.error({ err: error, subject: message.subject }, 'mail could not be sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
