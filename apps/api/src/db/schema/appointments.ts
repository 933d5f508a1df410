import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/** A range of instants (Postgres `tstzrange`): read as its text form, only ever written by the database. */
const timeRange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });

/**
 * The studio's appointments (issue 31, decision 058): studios with their time zone and slot rules
 * (data, edited in the back office), their fitters, weekly hours (a fitter's own, or the studio's
 * when `fitter_id` is null), closures, and the bookings.
 */
export const studios = pgTable(
  'studios',
  {
    /** `std_` + 96 random bits. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** An IANA time zone (`Asia/Singapore`): hours and closures are in its clock. */
    timeZone: text('time_zone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    bufferMinutes: integer('buffer_minutes').notNull(),
    minNoticeMinutes: integer('min_notice_minutes').notNull(),
    horizonDays: integer('horizon_days').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'studios_rules_check',
      sql`${table.durationMinutes} between 5 and 480 and ${table.bufferMinutes} between 0 and 240 and ${table.minNoticeMinutes} between 0 and 20160 and ${table.horizonDays} between 1 and 365`,
    ),
  ],
);

export const fitters = pgTable(
  'fitters',
  {
    /** `fit_` + 96 random bits. */
    id: text('id').primaryKey(),
    studioId: text('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('fitters_studio_idx').on(table.studioId)],
);

export const studioHours = pgTable(
  'studio_hours',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    studioId: text('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    /** Null: the studio's hours, which every fitter without hours of their own keeps. */
    fitterId: text('fitter_id').references(() => fitters.id, { onDelete: 'cascade' }),
    /** 1 = Monday ... 7 = Sunday. */
    weekday: integer('weekday').notNull(),
    /** `HH:MM`, local. */
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
  },
  (table) => [
    index('studio_hours_studio_idx').on(table.studioId),
    check('studio_hours_weekday_check', sql`${table.weekday} between 1 and 7`),
    check(
      'studio_hours_times_check',
      sql`${table.opens} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.closes} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.opens} < ${table.closes}`,
    ),
  ],
);

export const studioClosures = pgTable(
  'studio_closures',
  {
    /** `clo_` + 96 random bits. */
    id: text('id').primaryKey(),
    studioId: text('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    /** Null: the whole studio is closed that day. */
    fitterId: text('fitter_id').references(() => fitters.id, { onDelete: 'cascade' }),
    /** A local date in the studio's time zone. */
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
  },
  (table) => [index('studio_closures_studio_idx').on(table.studioId, table.date)],
);

export const appointments = pgTable(
  'appointments',
  {
    /** `apt_` + 96 random bits: the back office's name for it, and the stable part of its calendar UID. */
    id: text('id').primaryKey(),
    studioId: text('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'restrict' }),
    fitterId: text('fitter_id')
      .notNull()
      .references(() => fitters.id, { onDelete: 'restrict' }),
    /** The signed-in customer who booked; null for a guest. */
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The end of the buffer after the appointment: the fitter is taken until then. */
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    /** The fitter's time the booking takes; no two live bookings of one fitter overlap (the exclusion constraint of migration 0031). */
    during: timeRange('during').notNull().generatedAlwaysAs(sql`tstzrange(starts_at, held_until, '[)')`),
    status: text('status').$type<'booked' | 'cancelled'>().notNull(),
    /** The calendar invitation's SEQUENCE: raised on every reschedule and on cancelling. */
    sequence: integer('sequence').notNull().default(0),
    /** sha256 (hex) of the customer's manage link's token. */
    tokenHash: text('token_hash').notNull(),
    /** The size the fitter's measurements were saved to (`shirt: Studio 1 Dec 2026 v2`). */
    measuredSize: text('measured_size'),
    measuredAt: timestamp('measured_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('appointments_token_key').on(table.tokenHash),
    index('appointments_studio_start_idx').on(table.studioId, table.startsAt),
    check('appointments_status_check', sql`${table.status} in ('booked', 'cancelled')`),
    check('appointments_times_check', sql`${table.startsAt} < ${table.endsAt} and ${table.endsAt} <= ${table.heldUntil}`),
  ],
);
