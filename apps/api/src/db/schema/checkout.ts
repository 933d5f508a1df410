import { sql } from 'drizzle-orm';
import { bigint, date, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CurrencyCode } from '@selvedge/contract';
import { carts } from './cart.js';

/**
 * A cart's hosted checkout (issue 15): contact, delivery and the charge currency the customer chose
 * there, open for CHECKOUT_MINUTES from when it was opened from the cart. One per cart.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    /** `chk_` + 128 random bits. */
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    email: text('email'),
    /** The delivery address as given (CheckoutAddress), or null until given. */
    address: jsonb('address').$type<Record<string, string | null>>(),
    /** The delivery country's currency once an address is given; the cart's until then. */
    chargeCurrency: text('charge_currency').$type<CurrencyCode>().notNull(),
    status: text('status').$type<'open' | 'paying' | 'completed' | 'expired'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * What the customer was last shown (the total, each piece's price before the code), to tell them
     * what changed; with the fabrics that left the order since their last payment began.
     */
    lastQuote: jsonb('last_quote').$type<{
      currency: string;
      totalMinor: number;
      pieces: Record<string, number>;
      discountMinor: number;
      shippingMinor: number;
      unavailable?: { id: string; title: string; reason: 'out_of_stock' | 'withdrawn'; note: string | null }[];
    }>(),
    orderId: text('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The customer's "I need it by" date (decision 048), kept on the order it makes. */
    needBy: date('need_by', { mode: 'string' }),
    /** One more at every change to the row, in the transaction that makes it (migration 0032's trigger). */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [uniqueIndex('checkouts_cart_key').on(table.cartId)],
);

/**
 * One attempt to pay a checkout, at a provider. `snapshot` is everything the order will be made of,
 * priced when Pay was pressed: the order is made from what was paid, never re-priced.
 */
export const payments = pgTable(
  'payments',
  {
    /** `pay_` + 128 random bits. */
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'test' | 'stripe'>().notNull(),
    /** The provider's id (Stripe: the Checkout Session); null until the provider answered. */
    providerRef: text('provider_ref'),
    /** The provider's page where it is paid; null until the provider answered. */
    redirectUrl: text('redirect_url'),
    status: text('status').$type<'pending' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'cancelled'>().notNull(),
    /** In the shop's minor units of `currency`. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    /** Why the last try failed, for a person. */
    message: text('message'),
    /** The Idempotency-Key of the Pay that made it: a repeated Pay finds this payment again. */
    idempotencyKey: text('idempotency_key').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    /** The built-in test provider: when an asynchronous payment settles, and how. */
    settleAt: timestamp('settle_at', { withTimezone: true }),
    settleAs: text('settle_as').$type<'succeeded' | 'failed'>(),
    /**
     * A success that could not become the order (the payment was replaced, or another payment made
     * it) is given back at once (decision 038): pending while the provider is asked, then settled.
     */
    /** When a Pay for another total replaced it: its snapshot is no longer what the customer buys. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    autoRefundStatus: text('auto_refund_status').$type<'pending' | 'succeeded' | 'failed'>(),
    autoRefundRef: text('auto_refund_ref'),
    autoRefundMessage: text('auto_refund_message'),
    autoRefundedAt: timestamp('auto_refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payments_checkout_idx').on(table.checkoutId),
    index('payments_auto_refund_idx').on(table.autoRefundedAt).where(sql`${table.autoRefundStatus} = 'pending'`),
    uniqueIndex('payments_checkout_key').on(table.checkoutId, table.idempotencyKey),
    uniqueIndex('payments_provider_ref_key').on(table.provider, table.providerRef),
    index('payments_open_idx').on(table.updatedAt).where(sql`${table.status} in ('pending', 'requires_action', 'processing')`),
  ],
);

/** Webhook events already handled, by provider and event id: a redelivered event changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
