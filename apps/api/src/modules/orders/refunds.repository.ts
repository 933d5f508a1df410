import { randomBytes } from 'node:crypto';
import { and, asc, eq, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { transaction, type Runner } from '../../db/transaction.js';
import { orders, refunds, staff } from '../../db/schema.js';

export type RefundRow = typeof refunds.$inferSelect;

/** `rfd_` + 128 random bits. */
export const newRefundId = (): string => `rfd_${randomBytes(16).toString('base64url')}`;

export function createRefundsRepository(db: Database) {
  return {
    transaction: transaction(db),

    async byNumber(number: string) {
      const [row] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
      return row ?? null;
    },

    /** Locks the order's row: refunds of one order are decided one after another. */
    async lockOrder(number: string, tx: Runner) {
      const [row] = await tx.select().from(orders).where(eq(orders.number, number)).limit(1).for('update');
      return row ?? null;
    },

    /** Every refund of an order that is not failed: what has been, or is being, given back. */
    async live(orderId: string, tx: Runner = db): Promise<RefundRow[]> {
      return tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed')));
    },

    async ofOrder(orderId: string): Promise<(RefundRow & { staffEmail: string | null })[]> {
      const rows = await db
        .select({ refund: refunds, staffEmail: staff.email })
        .from(refunds)
        .leftJoin(staff, eq(staff.id, refunds.staffId))
        .where(eq(refunds.orderId, orderId))
        .orderBy(asc(refunds.createdAt), asc(refunds.id));
      return rows.map((row) => ({ ...row.refund, staffEmail: row.staffEmail }));
    },

    async insert(row: RefundRow, tx: Runner): Promise<void> {
      await tx.insert(refunds).values(row);
    },

    /** Writes a refund, or asks again under the same id for one that failed (its amount may be decided afresh). */
    async insertOrRevive(row: RefundRow, tx: Runner): Promise<void> {
      await tx
        .insert(refunds)
        .values(row)
        .onConflictDoUpdate({
          target: refunds.id,
          set: { status: 'pending', amountMinor: row.amountMinor, message: null, providerRef: null, staffId: row.staffId },
          setWhere: eq(refunds.status, 'failed'),
        });
    },

    /** Refunds still pending that were written before `before`, oldest first, with their orders. */
    async pendingBefore(before: Date, limit: number) {
      return db
        .select({ refund: refunds, order: { number: orders.number, email: orders.email, snapshot: orders.snapshot } })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(and(eq(refunds.status, 'pending'), lt(refunds.createdAt, before)))
        .orderBy(asc(refunds.createdAt))
        .limit(limit);
    },

    async settle(id: string, fields: Pick<RefundRow, 'status' | 'providerRef' | 'message'>): Promise<boolean> {
      // Only a pending refund is settled: the request and the sweep may both answer; the first one counts.
      const settled = await db
        .update(refunds)
        .set(fields)
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
        .returning({ id: refunds.id });
      return settled.length > 0;
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
