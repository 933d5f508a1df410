import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CurrencyCode } from '@selvedge/contract';
import { customers } from './customers.js';
import { staff } from './staff.js';

/**
 * An order: made once from a paid checkout (unique per checkout, cart and payment), with a snapshot
 * of everything it was sold with, so a later catalogue change never rewrites it.
 */
export const orders = pgTable(
  'orders',
  {
    /** `ord_` + 128 random bits. */
    id: text('id').primaryKey(),
    /** Short and human: `SV-100001`. */
    number: text('number').notNull(),
    checkoutId: text('checkout_id').notNull(),
    cartId: text('cart_id').notNull(),
    paymentId: text('payment_id').notNull(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: text('status').notNull(),
    currencyCode: text('currency_code').$type<CurrencyCode>().notNull(),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull(),
    shippingMinor: bigint('shipping_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    totalSgdMinor: bigint('total_sgd_minor', { mode: 'number' }).notNull(),
    discountCode: text('discount_code'),
    /** The address, shipping, the rates used, and the figures as shown (OrderSnapshot). */
    snapshot: jsonb('snapshot').notNull(),
    /** SHA-256 of the key in the guest's link (the e-mail's), which opens the order without a login. */
    accessKeyHash: text('access_key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Who it goes to ("Ada Lovelace"), kept apart for the back office's search. */
    customerName: text('customer_name').notNull().default(''),
    /** The day the first unfinished piece must leave the workroom (its delivery estimate less the shipping days). */
    dueOn: date('due_on', { mode: 'string' }),
    /** Every change of status adds one; a back-office move names the version it saw. */
    version: integer('version').notNull().default(0),
    /** The customer's "I need it by" date, if they gave one at checkout. */
    needBy: date('need_by', { mode: 'string' }),
    /** The latest expected delivery of its unfinished pieces, and whether any is late, as of the last move (the board's flag). */
    expectedOn: date('expected_on', { mode: 'string' }),
    late: boolean('late').notNull().default(false),
  },
  (table) => [
    uniqueIndex('orders_number_key').on(table.number),
    index('orders_status_due_idx').on(table.status, table.dueOn),
    index('orders_created_idx').on(table.createdAt),
    uniqueIndex('orders_checkout_key').on(table.checkoutId),
    uniqueIndex('orders_cart_key').on(table.cartId),
    uniqueIndex('orders_payment_key').on(table.paymentId),
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    // A code for a first order asks whether an e-mail has ordered before.
    index('orders_email_idx').on(table.email),
  ],
);

/** Order numbers: `SV-` and the next of these. */
export const orderNumbers = pgSequence('order_numbers', { startWith: 100001 });

/** Each piece of an order as sold (OrderPiece) and where it stands in the workroom. */
export const orderPieces = pgTable(
  'order_pieces',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    position: integer('position').notNull(),
    status: text('status').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    /** Kept apart from the snapshot for the back office's filters. */
    productType: text('product_type').notNull().default(''),
    category: text('category').notNull().default('piece'),
    /** The day it must leave the workroom. */
    dueOn: date('due_on', { mode: 'string' }),
    /** While on hold: the status it was held at (it goes back there, and may be cancelled only if that was before cutting). */
    heldFrom: text('held_from'),
    /** The delivery window promised at payment (its estimate then), Singapore dates (decision 048). */
    promisedFrom: date('promised_from', { mode: 'string' }),
    promisedTo: date('promised_to', { mode: 'string' }),
    /** A pre-order piece: the day its collection closes, before which it is not started. */
    startsOn: date('starts_on', { mode: 'string' }),
    /** The expected delivery and whether it is after the promised window, as of the last move. */
    expectedOn: date('expected_on', { mode: 'string' }),
    late: boolean('late').notNull().default(false),
    /** When the customer was told it is late (once, ever). */
    lateNotifiedAt: timestamp('late_notified_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.reference] }),
    index('order_pieces_type_idx').on(table.productType, table.orderId),
    // The back office's trial and pre-order filters (migration 0019): the few pieces that are not plain, without reading every piece's snapshot.
    index('order_pieces_category_idx').on(table.category, table.orderId).where(sql`${table.category} <> 'piece'`),
  ],
);

/** Every change of an order's or a piece's status, with its time. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The piece it concerns, or null for the whole order. */
    reference: text('reference'),
    status: text('status').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.at)],
);

/**
 * Money given back on an order (issue 16): by lines or by amount, several per order. A refund is
 * written `pending` under the order's lock before the provider is asked, so refunds asked at once
 * count each other and never pass what was captured; a failed one frees its amount again.
 */
export const refunds = pgTable(
  'refunds',
  {
    /** `rfd_` + 128 random bits: also the provider's idempotency key. */
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    /** The pieces it gives back, by reference (empty for an amount). */
    references: text('references').array().notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    providerRef: text('provider_ref'),
    message: text('message'),
    staffId: text('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('refunds_order_idx').on(table.orderId, table.createdAt)],
);
