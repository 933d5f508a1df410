import { rename, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Clock } from './clock.js';
import { JOB_QUEUES } from './job-queues.js';
import { defineJob, type EnqueueOptions, type JobQueue } from './jobs.js';
import { escapeHtml } from './escape-html.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A calendar invitation (RFC 5545 text, CRLF lines) sent as the message's text/calendar part, with its iTIP method. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

/** One e-mail to deliver: the mail queue's job. */
export const mailJob = defineJob<MailMessage>(JOB_QUEUES.mail);

export interface Mailer {
  /**
   * Queues a message for the job worker and returns once it is stored: the caller's answer never
   * waits on (or reveals, by its timing) the mail server. With `within`, the message is queued only
   * if that transaction commits; with `dedupeKey`, once for that key (false when it already was).
   */
  send(message: MailMessage, options?: Pick<EnqueueOptions, 'within' | 'dedupeKey'>): Promise<boolean>;
  /**
   * The mail job's work: hands the message to the SMTP server, or keeps it in the outbox. Keyed on
   * `deliveryId` (the job's id), so a job run again after its process died delivers once: the outbox
   * keeps one row and one file, and SMTP gets the same Message-ID. Throws when the server cannot
   * take it, so the job is tried again later.
   */
  deliver(message: MailMessage, deliveryId: string): Promise<void>;
  /** 'smtp' or 'outbox'. */
  readonly kind: 'smtp' | 'outbox';
}

/** Where the outbox keeps messages (modules/outbox's repository): a second keep of one id is ignored. */
interface OutboxStore {
  keep(row: {
    id: string;
    to: string;
    subject: string;
    text: string;
    html: string | null;
    calendar: string | null;
    createdAt: Date;
  }): Promise<boolean>;
}

interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  jobs: Pick<JobQueue, 'enqueue'>;
  outbox: OutboxStore;
  clock: Clock;
  /** Where the outbox keeps `.eml` copies; null keeps them in the table only (in-memory tests). */
  outboxDir: string | null;
  /** A sentence every e-mail starts with (a shop that takes test payments says so); null for none. */
  notice?: string | null;
}

/**
 * A mail job must end well within its queue's expiry (JOB_QUEUES.mail), so a server that hangs
 * fails the attempt (to be retried) rather than outliving it. Settings in SMTP_URL's query win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: '20000', greetingTimeout: '20000', socketTimeout: '60000' };

function smtpTransport(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(SMTP_TIMEOUTS)) if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  return nodemailer.createTransport(url.toString());
}

/** The domain of the sender's address, for Message-IDs: `Selvedge <hello@selvedge.example>` gives selvedge.example. */
function senderDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'selvedge.invalid';
}

/** Nodemailer over SMTP when SMTP_URL is set; otherwise the outbox (a table plus `.eml` files). */
export function createMailer({ smtpUrl, from, jobs, outbox, clock, outboxDir, notice = null }: MailerOptions): Mailer {
  const smtp: Transporter | null = smtpUrl ? smtpTransport(smtpUrl) : null;
  // Builds the RFC 5322 message without sending it: the bytes of the outbox's .eml file.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const domain = senderDomain(from);

  return {
    kind: smtp ? 'smtp' : 'outbox',

    async send(message, options = {}) {
      const noted = notice
        ? {
            ...message,
            text: `${notice}\n\n${message.text}`,
            ...(message.html ? { html: `<p><strong>${escapeHtml(notice)}</strong></p>\n${message.html}` } : {}),
          }
        : message;
      return (await jobs.enqueue(mailJob, noted, options)) !== null;
    },

    async deliver(message, deliveryId) {
      const envelope: SendMailOptions = {
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: `<${deliveryId}@${domain}>`,
        ...(message.html ? { html: message.html } : {}),
        ...(message.calendar
          ? { icalEvent: { method: message.calendar.method, filename: 'appointment.ics', content: message.calendar.content } }
          : {}),
      };
      if (smtp) {
        await smtp.sendMail(envelope);
        return;
      }
      const id = `msg_${deliveryId}`;
      await outbox.keep({
        id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        calendar: message.calendar?.content ?? null,
        createdAt: clock.now(),
      });
      if (outboxDir) {
        const built = await composer.sendMail(envelope);
        await mkdir(outboxDir, { recursive: true });
        // Written whole under a temporary name, then renamed: a kill midway never leaves half a file.
        const file = path.join(outboxDir, `${id}.eml`);
        await writeFile(`${file}.partial`, built.message as Buffer);
        await rename(`${file}.partial`, file);
      }
    },
  };
}
