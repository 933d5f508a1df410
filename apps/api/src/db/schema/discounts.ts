import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CurrencyCode, ProductType } from '@selvedge/contract';

/**
 * Discount codes (issue 14): a kind (percentage, a fixed amount, or a fixed price per piece),
 * who and what it is for, and how often it may be used.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    /** Upper case; customers may type it in any case. */
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    kind: text('kind', { enum: ['percentage', 'fixed_amount', 'fixed_price'] }).notNull(),
    /** For `percentage`: 1 to 100. */
    percentOff: integer('percent_off'),
    /**
     * For `fixed_amount` (off the eligible pieces) and `fixed_price` (each eligible piece's price):
     * minor units by currency. A currency without an entry converts the SGD one like a price.
     */
    amounts: jsonb('amounts').$type<Partial<Record<CurrencyCode, number>>>().notNull().default(sql`'{}'::jsonb`),
    /** Empty: every product type. */
    productTypes: text('product_types').array().$type<ProductType[]>().notNull().default(sql`'{}'::text[]`),
    trialOnly: boolean('trial_only').notNull().default(false),
    /** Empty: every delivery country. */
    countryCodes: text('country_codes').array().notNull().default(sql`'{}'::text[]`),
    newCustomersOnly: boolean('new_customers_only').notNull().default(false),
    usageLimitTotal: integer('usage_limit_total'),
    usageLimitPerCustomer: integer('usage_limit_per_customer'),
    /** Uses per calendar month in Singapore. */
    usageLimitPerMonth: integer('usage_limit_per_month'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** False: deactivated in the back office; carts holding it are told it is no longer available. */
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Every back-office change adds one; an edit names the version it saw. */
    version: integer('version').notNull().default(0),
  },
  (table) => [check('discount_codes_upper', sql`${table.code} = upper(${table.code})`)],
);

/** Each use of a code by a paid order (written by the orders; read for the limits). */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: text('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => discountCodes.code, { onDelete: 'cascade' }),
    customerId: text('customer_id'),
    email: text('email').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('discount_redemptions_code_idx').on(table.code, table.redeemedAt)],
);

/**
 * A use of a code held for one payment (decision 037): made under the code's row lock when Pay
 * freezes the amount, released when that payment fails, is replaced or given up, and redeemed when
 * its order is made. Limits count redemptions plus the uses still reserved.
 */
export const discountReservations = pgTable(
  'discount_reservations',
  {
    paymentId: text('payment_id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => discountCodes.code, { onDelete: 'cascade' }),
    cartId: text('cart_id').notNull(),
    customerId: text('customer_id'),
    /** The checkout's e-mail, trimmed and lower-cased: a guest is the same customer by it. */
    email: text('email').notNull(),
    status: text('status').$type<'reserved' | 'redeemed' | 'released'>().notNull(),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('discount_reservations_code_idx').on(table.code, table.status)],
);
