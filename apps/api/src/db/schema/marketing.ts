import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** SPEC §7 mailing list. One row per address: signing up again updates the names. */
export const mailingListSubscribers = pgTable(
  'mailing_list_subscribers',
  {
    /** Trimmed and lower-cased, so one person is one row however they type it. */
    email: text('email').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Where the address was first given, e.g. 'storefront'. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Double opt-in: only an address whose owner opened the e-mailed link is a subscriber. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the newest confirmation link's token; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
  },
  (table) => [
    check('mailing_list_subscribers_email_lower', sql`${table.email} = lower(${table.email})`),
    uniqueIndex('mailing_list_subscribers_confirm_token_key').on(table.confirmTokenHash),
  ],
);

/** First-party analytics: named events with a random visitor id; never an IP address or a user agent. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    /** Made at random by the browser; no personal data. */
    visitorId: text('visitor_id').notNull(),
    props: jsonb('props').$type<Record<string, string | number | boolean>>().notNull().default({}),
    /** The browser's clock. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The server's clock. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_name_occurred_idx').on(table.name, table.occurredAt)],
);
