import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Customer accounts (issue 4). One account per e-mail address, kept lower-case. */
export const customers = pgTable(
  'customers',
  {
    /** `cus_` + 128 random bits in base64url: never sequential, never guessable. */
    id: text('id').primaryKey(),
    /** Trimmed and lower-cased, so one person is one account however they type it. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    acceptsMarketing: boolean('accepts_marketing').notNull().default(true),
    /** argon2id PHC string (`$argon2id$v=19$m=12288,t=3,p=1$...`). */
    passwordHash: text('password_hash').notNull(),
    /** The cart the customer is filling; replaced when one is checked out. */
    activeCartId: text('active_cart_id'),
    /** One of the customer's addresses, or null. Not a foreign key: deleting an address clears it in the same transaction. */
    defaultAddressId: text('default_address_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customers_email_key').on(table.email),
    check('customers_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);

/** Login sessions. Only the SHA-256 of a bearer token is stored: a copy of this table logs no one in. */
export const sessions = pgTable(
  'sessions',
  {
    /** Hex SHA-256 of the 256-bit token the customer holds. */
    tokenHash: text('token_hash').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by logout; a revoked session never comes back. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_customer_idx').on(table.customerId)],
);

/** A customer's address book. Ids are random; an address is only ever reached through its customer. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    province: text('province'),
    zip: text('zip'),
    /** ISO 3166-1 alpha-2 of a country we deliver to. */
    countryCode: text('country_code').notNull(),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_addresses_customer_idx').on(table.customerId, table.createdAt)],
);

/** Password-reset links. Like sessions, only the SHA-256 of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** One hour after it was asked for. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link is used, or when a newer link replaces it: a link works once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_resets_customer_idx').on(table.customerId)],
);
