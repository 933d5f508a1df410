import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Key-value facts about the database itself (seed version). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters for the login, registration and reset limits, shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Bytes an anonymous writer (an analytics visitor, a client address) has stored per UTC day, so
 * that no one can fill the database however the per-minute limits are spread out.
 */
export const writeQuotas = pgTable(
  'write_quotas',
  {
    /** `<what>:<who>`, e.g. `analytics-visitor:<id>`. */
    key: text('key').notNull(),
    day: text('day').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.day] })],
);

/**
 * Answers of `POST` calls by their Idempotency-Key (DESIGN §4), per caller and call: a retry gets
 * the first answer, another body under the same key a 422, a retry while the first runs a 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who asked and which call: `POST /shopify/cart|cus_...` or `...|guest`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request (query and body). */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request runs. */
    statusCode: integer('status_code'),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index('idempotency_keys_created_idx').on(table.createdAt)],
);

/** E-mails written while no SMTP server is configured, for a developer to read (GET /api/dev/outbox). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body'),
    /** A calendar invitation sent with the message (text/calendar, RFC 5545), as its text. */
    calendar: text('calendar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('outbox_messages_created_idx').on(table.createdAt)],
);
