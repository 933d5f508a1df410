import { randomBytes } from 'node:crypto';
import type { PaymentStatus } from '@selvedge/contract';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { transaction, type Runner } from '../../db/transaction.js';
import { checkouts, paymentEvents, payments } from '../../db/schema.js';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** `chk_` + 128 random bits. */
export const newCheckoutId = (): string => `chk_${randomBytes(16).toString('base64url')}`;
/** `pay_` + 128 random bits: the test provider's page is reached by it. */
export const newPaymentId = (): string => `pay_${randomBytes(16).toString('base64url')}`;

export function createCheckoutRepository(db: Database) {
  return {
    transaction: transaction(db),

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
