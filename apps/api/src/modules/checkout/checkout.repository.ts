import { randomBytes } from 'node:crypto';
import type { CurrencyCode, PaymentStatus } from '@selvedge/contract';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { plannedRead } from '../../db/planned-read.js';
import { transaction, type Runner } from '../../db/transaction.js';
import { checkouts, paymentEvents, payments, type carts } from '../../db/schema.js';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

type CartRow = typeof carts.$inferSelect;

/** `checkout_state`'s row (the checkout's columns null when the cart has none). */
interface StateRow {
  id: string;
  customer_id: string | null;
  currency_code: string;
  created_at: Date | string;
  updated_at: Date | string;
  completed_at: Date | string | null;
  discount_code: string | null;
  merged_into_cart_id: string | null;
  paying_payment_id: string | null;
  version: string;
  checkout_id: string | null;
  email: string | null;
  address: CheckoutRow['address'];
  charge_currency: string | null;
  status: string | null;
  expires_at: Date | string | null;
  last_quote: CheckoutRow['lastQuote'];
  order_id: string | null;
  checkout_created_at: Date | string | null;
  checkout_updated_at: Date | string | null;
  need_by: string | null;
  checkout_version: string | null;
  payment: [string, PaymentRow['provider'], PaymentRow['status'], string | null] | null;
  owner: string | null;
}

/** A payment as the checkout's answer shows it. */
export type PaymentSummary = Pick<PaymentRow, 'id' | 'provider' | 'status' | 'message'>;

/**
 * Everything a checkout read is made from that lives in rows of its own, read in one statement: the
 * cart's row, its checkout's, the checkout's newest payment, and (for a customer's cart) a digest of
 * what the answer takes from its owner: the default address, the address book and the live saved
 * sizes. The rows' versions (migration 0032) move with every change to the cart, its pieces and
 * lines, and the checkout.
 */
export interface CheckoutState {
  cart: CartRow;
  checkout: CheckoutRow | null;
  payment: PaymentSummary | null;
  owner: string | null;
}

/** `chk_` + 128 random bits. */
export const newCheckoutId = (): string => `chk_${randomBytes(16).toString('base64url')}`;
/** `pay_` + 128 random bits: the test provider's page is reached by it. */
export const newPaymentId = (): string => `pay_${randomBytes(16).toString('base64url')}`;

export function createCheckoutRepository(db: Database) {
  // Every column named (a prepared statement's columns cannot change under it); dates and versions made alike for both drivers.
  const readState = plannedRead<StateRow>(
    db,
    'checkout_state',
    `select c.id, c.customer_id, c.currency_code, c.created_at, c.updated_at, c.completed_at, c.discount_code,
      c.merged_into_cart_id, c.paying_payment_id, c.version::text as version,
      k.id as checkout_id, k.email, k.address, k.charge_currency, k.status, k.expires_at, k.last_quote, k.order_id,
      k.created_at as checkout_created_at, k.updated_at as checkout_updated_at, k.need_by::text as need_by,
      k.version::text as checkout_version,
      (select json_build_array(p.id, p.provider, p.status, p.message) from payments p
        where p.checkout_id = k.id order by p.created_at desc limit 1) as payment,
      case when c.customer_id is null then null else md5(row(
        (select u.default_address_id from customers u where u.id = c.customer_id),
        (select string_agg(a::text, ',' order by a.id) from customer_addresses a where a.customer_id = c.customer_id),
        (select string_agg(s::text, ',' order by s.id) from customer_sizes s
          where s.customer_id = c.customer_id and s.deleted_at is null))::text) end as owner
    from carts c left join checkouts k on k.cart_id = c.id where c.id = $1`,
  );

  return {
    transaction: transaction(db),

    /** The cart's checkout as a read needs it, in one statement (`CheckoutState`); null when there is no such cart. */
    async state(cartId: string): Promise<CheckoutState | null> {
      const [row] = await readState(cartId);
      if (!row) return null;
      const at = (value: Date | string): Date => new Date(value);
      const cart: CartRow = {
        id: row.id,
        customerId: row.customer_id,
        currencyCode: row.currency_code,
        createdAt: at(row.created_at),
        updatedAt: at(row.updated_at),
        completedAt: row.completed_at === null ? null : at(row.completed_at),
        discountCode: row.discount_code,
        mergedIntoCartId: row.merged_into_cart_id,
        payingPaymentId: row.paying_payment_id,
        version: Number(row.version),
      };
      const checkout: CheckoutRow | null =
        row.checkout_id === null
          ? null
          : {
              id: row.checkout_id,
              cartId: row.id,
              email: row.email,
              address: row.address,
              chargeCurrency: row.charge_currency as CurrencyCode,
              status: row.status as CheckoutRow['status'],
              expiresAt: at(row.expires_at as Date | string),
              lastQuote: row.last_quote,
              orderId: row.order_id,
              createdAt: at(row.checkout_created_at as Date | string),
              updatedAt: at(row.checkout_updated_at as Date | string),
              needBy: row.need_by,
              version: Number(row.checkout_version),
            };
      const payment = row.payment
        ? { id: row.payment[0], provider: row.payment[1], status: row.payment[2], message: row.payment[3] }
        : null;
      return { cart, checkout, payment, owner: row.owner };
    },

    async byCart(cartId: string, runner: Runner = db): Promise<CheckoutRow | null> {
      const [row] = await runner.select().from(checkouts).where(eq(checkouts.cartId, cartId)).limit(1);
      return row ?? null;
    },

    /** The checkout's row, locked until the transaction ends: paying and completing go one at a time. */
    async lock(id: string, tx: Runner): Promise<CheckoutRow | null> {
      const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, id)).for('update').limit(1);
      return row ?? null;
    },

    /** Makes the cart's checkout, or (when one exists) does nothing; answers the row either way. */
    async insertOrGet(values: typeof checkouts.$inferInsert, runner: Runner = db): Promise<CheckoutRow> {
      await runner.insert(checkouts).values(values).onConflictDoNothing({ target: checkouts.cartId });
      const [row] = await runner.select().from(checkouts).where(eq(checkouts.cartId, values.cartId)).limit(1);
      if (!row) throw new Error('the checkout just made is not there');
      return row;
    },

    async update(id: string, fields: Partial<Omit<CheckoutRow, 'id' | 'cartId' | 'createdAt'>>, runner: Runner = db): Promise<void> {
      await runner.update(checkouts).set(fields).where(eq(checkouts.id, id));
    },

    async payment(id: string, runner: Runner = db): Promise<PaymentRow | null> {
      const [row] = await runner.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row ?? null;
    },

    async paymentByProviderRef(provider: PaymentRow['provider'], providerRef: string): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)))
        .limit(1);
      return row ?? null;
    },

    async paymentByKey(checkoutId: string, idempotencyKey: string, runner: Runner = db): Promise<PaymentRow | null> {
      const [row] = await runner
        .select()
        .from(payments)
        .where(and(eq(payments.checkoutId, checkoutId), eq(payments.idempotencyKey, idempotencyKey)))
        .limit(1);
      return row ?? null;
    },

    /** The checkout's newest payment, if any. */
    async latestPayment(checkoutId: string, runner: Runner = db): Promise<PaymentRow | null> {
      const [row] = await runner
        .select()
        .from(payments)
        .where(eq(payments.checkoutId, checkoutId))
        .orderBy(sql`${payments.createdAt} desc`)
        .limit(1);
      return row ?? null;
    },

    async insertPayment(values: typeof payments.$inferInsert, runner: Runner = db): Promise<void> {
      await runner.insert(payments).values(values);
    },

    async updatePayment(
      id: string,
      fields: Partial<Omit<PaymentRow, 'id' | 'checkoutId' | 'createdAt'>>,
      runner: Runner = db,
    ): Promise<void> {
      await runner.update(payments).set(fields).where(eq(payments.id, id));
    },

    /**
     * Moves a payment on only from the status it was seen in: of two callers that saw the same
     * status (two cards sent at once, a webhook and a return), one moves it and the other is told
     * false. A payment's status only ever moves forward this way.
     */
    async movePayment(
      id: string,
      from: PaymentStatus,
      fields: Partial<Omit<PaymentRow, 'id' | 'checkoutId' | 'createdAt'>>,
      runner: Runner = db,
    ): Promise<boolean> {
      const moved = await runner
        .update(payments)
        .set(fields)
        .where(and(eq(payments.id, id), eq(payments.status, from)))
        .returning({ id: payments.id });
      return moved.length > 0;
    },

    /** Marks a succeeded payment for its automatic refund; false when it was marked already (the refund is asked once). */
    async markAutoRefund(id: string, at: Date, runner: Runner = db): Promise<boolean> {
      const marked = await runner
        .update(payments)
        .set({ autoRefundStatus: 'pending', autoRefundedAt: at })
        .where(and(eq(payments.id, id), isNull(payments.autoRefundStatus)))
        .returning({ id: payments.id });
      return marked.length > 0;
    },

    async settleAutoRefund(
      id: string,
      outcome: { status: 'succeeded' | 'failed'; ref: string | null; message: string | null; at: Date },
    ): Promise<void> {
      await db
        .update(payments)
        .set({
          autoRefundStatus: outcome.status,
          autoRefundRef: outcome.ref,
          autoRefundMessage: outcome.message,
          autoRefundedAt: outcome.at,
        })
        .where(and(eq(payments.id, id), eq(payments.autoRefundStatus, 'pending')));
    },

    /** Automatic refunds still pending that were asked before `before` (the sweep asks again, under the same key). */
    async pendingAutoRefunds(before: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.autoRefundStatus, 'pending'), lt(payments.autoRefundedAt, before)))
        .limit(limit);
    },

    /** Payments still open that were last touched before `before` (the sweep asks their providers). */
    async openPaymentsBefore(before: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(inArray(payments.status, ['pending', 'requires_action', 'processing']), lt(payments.updatedAt, before)))
        .limit(limit);
    },

    /** Test payments whose asynchronous outcome is due. */
    async testPaymentsDue(at: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, 'test'), eq(payments.status, 'processing'), lt(payments.settleAt, at)))
        .limit(limit);
    },

    /** Records a provider's webhook event once: false when it was handled before. */
    async firstDelivery(provider: string, eventId: string, at: Date): Promise<boolean> {
      const inserted = await db
        .insert(paymentEvents)
        .values({ provider, eventId, receivedAt: at })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return inserted.length > 0;
    },

    async forgetDelivery(provider: string, eventId: string): Promise<void> {
      await db.delete(paymentEvents).where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
    },
  };
}

export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
