import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
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
      return tx.select().from(refunds).where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed')));
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

    async settle(id: string, fields: Pick<RefundRow, 'status' | 'providerRef' | 'message'>): Promise<void> {
      await db.update(refunds).set(fields).where(eq(refunds.id, id));
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
