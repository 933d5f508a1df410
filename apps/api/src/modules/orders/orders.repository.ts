import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import type { Runner } from '../../db/transaction.js';
import { orderEvents, orderPieces, orders, refunds } from '../../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderPieceRow = typeof orderPieces.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** `ord_` + 128 random bits. */
export const newOrderId = (): string => `ord_${randomBytes(16).toString('base64url')}`;
const newEventId = (): string => `oev_${randomBytes(12).toString('base64url')}`;

export function createOrdersRepository(db: Database) {
  return {
    /** The next short order number (`SV-100001`), from the database's sequence. */
    async nextNumber(tx: Runner): Promise<string> {
      const result = (await tx.execute(sql`select nextval('order_numbers') as n`)) as unknown as { rows: { n: string | number }[] };
      return `SV-${String(result.rows[0]?.n ?? '')}`;
    },

    async insert(order: typeof orders.$inferInsert, pieces: Omit<typeof orderPieces.$inferInsert, 'orderId'>[], tx: Runner): Promise<void> {
      await tx.insert(orders).values(order);
      if (pieces.length > 0) await tx.insert(orderPieces).values(pieces.map((piece) => ({ ...piece, orderId: order.id })));
      await tx
        .insert(orderEvents)
        .values({ id: newEventId(), orderId: order.id, reference: null, status: order.status, note: null, at: order.createdAt });
    },

    async byCheckout(checkoutId: string, runner: Runner = db): Promise<OrderRow | null> {
      const [row] = await runner.select().from(orders).where(eq(orders.checkoutId, checkoutId)).limit(1);
      return row ?? null;
    },

    /** Whether an order has gone to this (normalised) e-mail. */
    async anyFor(email: string, runner: Runner = db): Promise<boolean> {
      const [row] = await runner.select({ id: orders.id }).from(orders).where(eq(orders.email, email)).limit(1);
      return row !== undefined;
    },

    async byId(id: string, runner: Runner = db): Promise<OrderRow | null> {
      const [row] = await runner.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row ?? null;
    },

    async byNumber(number: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
      return row ?? null;
    },

    async ofCustomer(customerId: string, limit: number): Promise<OrderRow[]> {
      return db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.createdAt)).limit(limit);
    },

    async pieces(orderId: string): Promise<OrderPieceRow[]> {
      return db.select().from(orderPieces).where(eq(orderPieces.orderId, orderId)).orderBy(asc(orderPieces.position));
    },

    async events(orderId: string): Promise<OrderEventRow[]> {
      return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.at));
    },

    /** The refunds made or being made on an order (a failed one gave nothing back), oldest first. */
    async refunds(orderId: string): Promise<OrderRefundRow[]> {
      return db
        .select({
          createdAt: refunds.createdAt,
          amountMinor: refunds.amountMinor,
          currency: refunds.currency,
          references: refunds.references,
          reason: refunds.reason,
          status: refunds.status,
        })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed')))
        .orderBy(asc(refunds.createdAt), asc(refunds.id));
    },
  };
}

export type OrderRefundRow = Pick<
  typeof refunds.$inferSelect,
  'createdAt' | 'amountMinor' | 'currency' | 'references' | 'reason' | 'status'
>;

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
