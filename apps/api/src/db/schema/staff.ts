import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@selvedge/contract/admin';

/** Back-office accounts (issue 16), apart from customers. */
export const staff = pgTable(
  'staff',
  {
    /** `stf_` + 128 random bits. */
    id: text('id').primaryKey(),
    /** Lower case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Every change adds one; an edit names the version it saw (optimistic concurrency). */
    version: integer('version').notNull().default(0),
    /** Permissions the owner granted beyond the role's (GRANTABLE_PERMISSIONS: refunds). */
    grants: text('grants').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    uniqueIndex('staff_email_key').on(table.email),
    check('staff_role_check', sql`${table.role} in ('owner', 'manager', 'workroom')`),
  ],
);

/** Staff sessions: like customers', a token's SHA-256 with an expiry. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The session's name in the back office's list (never the token or its hash). */
    id: uuid('id').notNull().defaultRandom(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser's User-Agent at sign-in, cut to 400 characters; shown summarised. */
    userAgent: text('user_agent'),
    /** The last call made with it, written at most once a minute. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId), uniqueIndex('staff_sessions_id_key').on(table.id)],
);

/** Staff password-reset links, as the customers' (password_resets): a token's SHA-256, one hour, once. */
export const staffPasswordResets = pgTable(
  'staff_password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_password_resets_staff_idx').on(table.staffId)],
);

/**
 * One-time links: the owner's set-up link (printed at first start, `invited_by` null, role owner)
 * and the owner's invitations. Only the token's SHA-256 is kept.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The invitation's name on the Staff page (resend, revoke); never the token. */
    id: uuid('id').notNull().defaultRandom(),
    /** Null for the set-up link: whoever opens it names the owner's e-mail. */
    email: text('email'),
    role: text('role').$type<StaffRole>().notNull(),
    invitedBy: text('invited_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when the owner revokes it or a resend replaces it: it can no longer be accepted. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_invitations_id_key').on(table.id)],
);

/** Every change made in the back office: who, when, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    /** `aud_` + a time-ordered sortable id. */
    id: text('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: text('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_staff_idx').on(table.staffId, table.at),
    index('audit_log_subject_idx').on(table.subjectType, table.subjectId, table.at),
  ],
);
