import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '@selvedge/contract';
import type { AdminOrderListQuery } from '@selvedge/contract/admin';
import { and, asc, count, desc, eq, exists, gt, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { containsPattern } from '../../db/like-pattern.js';
import { transaction, type Runner } from '../../db/transaction.js';
import { orderEvents, orderPieces, orders } from '../../db/schema.js';
import type { OrderEventRow, OrderPieceRow, OrderRow } from './orders.repository.js';

const newEventId = (): string => `oev_${randomBytes(12).toString('base64url')}`;

/** The columns a list shows: no snapshot (it is large), the rest of the row. */
const summaryColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  customerName: orders.customerName,
  email: orders.email,
  customerId: orders.customerId,
  currencyCode: orders.currencyCode,
  totalMinor: orders.totalMinor,
  dueOn: orders.dueOn,
  version: orders.version,
  expectedOn: orders.expectedOn,
  late: orders.late,
  needBy: orders.needBy,
};
export type OrderSummaryRow = { [K in keyof typeof summaryColumns]: OrderRow[K] };

export interface BoardPieceRow {
  orderId: string;
  reference: string;
  status: string;
  heldFrom: string | null;
  productType: string;
  category: string;
  quantity: number;
  fabricTitle: string;
  fabricCode: string;
  swatch: string | null;
  sizeSource: string;
  promisedTo: string | null;
}

const SORTS: Record<AdminOrderListQuery['sort'], SQL[]> = {
  due: [sql`${orders.dueOn} asc nulls last`, asc(orders.number)],
  '-due': [sql`${orders.dueOn} desc nulls last`, desc(orders.number)],
  created: [asc(orders.createdAt), asc(orders.number)],
  '-created': [desc(orders.createdAt), desc(orders.number)],
  number: [asc(orders.number)],
  '-number': [desc(orders.number)],
  total: [asc(orders.totalSgdMinor), asc(orders.number)],
  '-total': [desc(orders.totalSgdMinor), desc(orders.number)],
};

/** The back office's order queries (issue 16): filtered, sorted and paged in the database. */
export function createWorkroomRepository(db: Database) {
  const hasPiece = (condition: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(orderPieces)
        .where(and(eq(orderPieces.orderId, orders.id), condition)),
    );

  function where(query: Omit<AdminOrderListQuery, 'sort' | 'page' | 'pageSize'>, today: string): SQL | undefined {
    const conditions: SQL[] = [];
    if (query.stage) conditions.push(eq(orders.status, query.stage));
    if (query.type) conditions.push(hasPiece(eq(orderPieces.productType, query.type)));
    if (query.trial !== undefined)
      conditions.push(query.trial ? hasPiece(eq(orderPieces.category, 'trial')) : sql`not ${hasPiece(eq(orderPieces.category, 'trial'))}`);
    if (query.preorder !== undefined)
      conditions.push(
        query.preorder ? hasPiece(eq(orderPieces.category, 'preorder')) : sql`not ${hasPiece(eq(orderPieces.category, 'preorder'))}`,
      );
    if (query.due) {
      const weekEnd = sql`${today}::date + 7`;
      const open = sql`${orders.status} not in ('shipped', 'delivered', 'cancelled')`;
      if (query.due === 'overdue') conditions.push(and(open, lt(orders.dueOn, today))!);
      if (query.due === 'week') conditions.push(and(open, sql`${orders.dueOn} >= ${today}::date`, lte(orders.dueOn, weekEnd))!);
      if (query.due === 'later') conditions.push(gt(orders.dueOn, weekEnd));
    }
    if (query.q) {
      // lower() and LIKE rather than ILIKE: the same matches, in a third less time on a scan of every order.
      const like = sql`lower(${containsPattern(query.q)})`;
      conditions.push(or(...[orders.number, orders.email, orders.customerName].map((column) => sql`lower(${column}) like ${like}`))!);
    }
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  return {
    transaction: transaction(db),

    async page(query: AdminOrderListQuery, today: string): Promise<{ rows: OrderSummaryRow[]; total: number }> {
      const filter = where(query, today);
      if (query.q) {
        // A search scans every order: the page and its count from one scan (the matches are few to sort).
        const found = await db
          .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
          .from(orders)
          .where(filter)
          .orderBy(...SORTS[query.sort])
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize);
        if (found.length > 0 || query.page === 1) return { rows: found.map(({ total: _, ...row }) => row), total: found[0]?.total ?? 0 };
      }
      const [rows, [counted]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(orders)
          .where(filter)
          .orderBy(...SORTS[query.sort])
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(orders).where(filter),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async statusCounts(): Promise<Map<string, number>> {
      const rows = await db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
      return new Map(rows.map((row) => [row.status, row.n]));
    },

    async firstDue(status: OrderStatus, limit: number): Promise<OrderSummaryRow[]> {
      return db
        .select(summaryColumns)
        .from(orders)
        .where(eq(orders.status, status))
        .orderBy(...SORTS.due)
        .limit(limit);
    },

    /** The pieces' type and category of these orders, for the list's columns. */
    async pieceFacts(orderIds: string[]): Promise<{ orderId: string; productType: string; category: string; quantity: number }[]> {
      if (orderIds.length === 0) return [];
      return db
        .select({
          orderId: orderPieces.orderId,
          productType: orderPieces.productType,
          category: orderPieces.category,
          quantity: sql<number>`coalesce((${orderPieces.snapshot}->>'quantity')::int, 1)`,
        })
        .from(orderPieces)
        .where(inArray(orderPieces.orderId, orderIds));
    },

    /**
     * What a board card shows of each piece of these orders, in one statement for every card: its
     * stage, cloth (title, code, the swatch as sold), size source and promised window. The snapshot's
     * few small keys only, never the whole of it.
     */
    async boardPieces(orderIds: string[]): Promise<BoardPieceRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select({
          orderId: orderPieces.orderId,
          reference: orderPieces.reference,
          status: orderPieces.status,
          heldFrom: orderPieces.heldFrom,
          productType: orderPieces.productType,
          category: orderPieces.category,
          quantity: sql<number>`coalesce((${orderPieces.snapshot}->>'quantity')::int, 1)`,
          fabricTitle: sql<string>`coalesce(${orderPieces.snapshot}->'fabric'->>'title', '')`,
          fabricCode: sql<string>`coalesce(${orderPieces.snapshot}->'fabric'->>'handle', '')`,
          swatch: sql<string | null>`${orderPieces.snapshot}->'image'->>'url'`,
          sizeSource: sql<string>`coalesce(${orderPieces.snapshot}->>'sizeSource', '')`,
          promisedTo: orderPieces.promisedTo,
        })
        .from(orderPieces)
        .where(inArray(orderPieces.orderId, orderIds))
        .orderBy(asc(orderPieces.orderId), asc(orderPieces.position));
    },

    async lockByNumber(number: string, tx: Runner): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.number, number)).limit(1).for('update');
      return row ?? null;
    },

    async lockById(id: string, tx: Runner): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
      return row ?? null;
    },

    /** Ids of the orders still going (not delivered or cancelled), after `after`, in id order: the timeline sweep's pages. */
    async openOrderIds(after: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(sql`${orders.status} not in ('delivered', 'cancelled')`, gt(orders.id, after)))
        .orderBy(asc(orders.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The order's expected delivery and late flag, without a new version (nothing moved). */
    async setOrderTimeline(orderId: string, fields: { expectedOn: string | null; late: boolean }, tx: Runner): Promise<void> {
      await tx.update(orders).set(fields).where(eq(orders.id, orderId));
    },

    async pieces(orderId: string, runner: Runner = db): Promise<OrderPieceRow[]> {
      return runner.select().from(orderPieces).where(eq(orderPieces.orderId, orderId)).orderBy(asc(orderPieces.position));
    },

    async movePiece(orderId: string, reference: string, status: OrderStatus, heldFrom: OrderStatus | null, tx: Runner): Promise<void> {
      await tx
        .update(orderPieces)
        .set({ status, heldFrom })
        .where(and(eq(orderPieces.orderId, orderId), eq(orderPieces.reference, reference)));
    },

    async setOrder(
      orderId: string,
      fields: { status: OrderStatus; dueOn: string | null; expectedOn: string | null; late: boolean },
      tx: Runner,
    ): Promise<void> {
      await tx
        .update(orders)
        .set({ ...fields, version: sql`${orders.version} + 1` })
        .where(eq(orders.id, orderId));
    },

    async events(orderId: string, tx: Runner): Promise<OrderEventRow[]> {
      return tx.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.at));
    },

    /** A piece's expected delivery and late flag as of this move; `notifiedAt` once the customer is told it is late. */
    async setPieceTimeline(
      orderId: string,
      reference: string,
      fields: { expectedOn: string | null; late: boolean; lateNotifiedAt?: Date },
      tx: Runner,
    ): Promise<void> {
      await tx
        .update(orderPieces)
        .set(fields)
        .where(and(eq(orderPieces.orderId, orderId), eq(orderPieces.reference, reference)));
    },

    async addEvents(
      events: { orderId: string; reference: string | null; status: OrderStatus; note: string | null; at: Date }[],
      tx: Runner,
    ): Promise<void> {
      if (events.length > 0) await tx.insert(orderEvents).values(events.map((event) => ({ ...event, id: newEventId() })));
    },
  };
}

export type WorkroomRepository = ReturnType<typeof createWorkroomRepository>;
