import type { AdminCustomerListQuery, AdminCustomerSort } from '@selvedge/contract/admin';
import { and, asc, count, desc, eq, getTableName, ilike, inArray, isNull, max, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection.js';
import { containsPattern } from '../../db/like-pattern.js';
import { customerAddresses, customers, customerSizes, orderPieces, orders } from '../../db/schema.js';
import type { AddressRow } from './customers.repository.js';

/**
 * The columns the back office may read of a customer: never the password hash, and nothing of
 * their sessions or reset links (those live in other tables this module does not read).
 */
const customerColumns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  phone: customers.phone,
  acceptsMarketing: customers.acceptsMarketing,
  defaultAddressId: customers.defaultAddressId,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
};
export type AdminCustomerRow = { [K in keyof typeof customerColumns]: (typeof customers.$inferSelect)[K] };

/**
 * `table.column` written out in full: Drizzle leaves a one-table select's columns unqualified, and
 * inside a subquery an unqualified `id` would name the subquery's own table.
 */
const qualified = (table: PgTable, column: Column) => sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;

/** The customer's orders, counted and the newest one's time, through orders_customer_idx. */
const orderCount =
  sql<number>`(select count(*) from ${orders} where ${qualified(orders, orders.customerId)} = ${qualified(customers, customers.id)})`.mapWith(
    Number,
  );
const lastOrderAt =
  sql<Date | null>`(select max(${qualified(orders, orders.createdAt)}) from ${orders} where ${qualified(orders, orders.customerId)} = ${qualified(customers, customers.id)})`.mapWith(
    orders.createdAt,
  );
const fullName = sql`lower(${customers.firstName} || ' ' || ${customers.lastName})`;

/** The sorts that need every customer's order figures. */
const STAT_SORTS: ReadonlySet<AdminCustomerSort> = new Set(['orders', '-orders', 'lastOrder', '-lastOrder']);

/** Every sort ends on the id, so a page never skips or repeats a customer. */
const SORTS: Record<AdminCustomerSort, SQL[]> = {
  created: [asc(customers.createdAt), asc(customers.id)],
  '-created': [desc(customers.createdAt), desc(customers.id)],
  name: [asc(fullName), asc(customers.id)],
  '-name': [desc(fullName), desc(customers.id)],
  email: [asc(customers.email)],
  '-email': [desc(customers.email)],
  orders: [asc(orderCount), asc(customers.id)],
  '-orders': [desc(orderCount), desc(customers.id)],
  lastOrder: [sql`${lastOrderAt} asc nulls last`, asc(customers.id)],
  '-lastOrder': [sql`${lastOrderAt} desc nulls last`, desc(customers.id)],
};

export interface CustomerOrderRow {
  number: string;
  createdAt: Date;
  status: string;
  currencyCode: string;
  totalMinor: number;
  totalSgdMinor: number;
  pieceCount: number;
}

/** The back office's customer queries (issue 16): found by name or e-mail, sorted and paged in the database. */
export function createCustomersAdminRepository(db: Database) {
  function where(query: Pick<AdminCustomerListQuery, 'q'>): SQL | undefined {
    if (!query.q) return undefined;
    const like = containsPattern(query.q);
    return or(ilike(customers.email, like), ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, like));
  }

  return {
    async page(
      query: AdminCustomerListQuery,
    ): Promise<{ rows: (AdminCustomerRow & { orderCount: number; lastOrderAt: Date | null })[]; total: number }> {
      const filter = where(query);
      const offset = (query.page - 1) * query.pageSize;
      const counting = db.select({ n: count() }).from(customers).where(filter);
      if (STAT_SORTS.has(query.sort)) {
        // Sorted by their orders: every customer found needs the figures (an index lookup each).
        const [rows, [counted]] = await Promise.all([
          db
            .select({ ...customerColumns, orderCount, lastOrderAt })
            .from(customers)
            .where(filter)
            .orderBy(...SORTS[query.sort])
            .limit(query.pageSize)
            .offset(offset),
          counting,
        ]);
        return { rows, total: counted?.n ?? 0 };
      }
      // Otherwise the page first, then the figures of its customers only (a deep page would count every order of the pages before it).
      const [rows, [counted]] = await Promise.all([
        db
          .select(customerColumns)
          .from(customers)
          .where(filter)
          .orderBy(...SORTS[query.sort])
          .limit(query.pageSize)
          .offset(offset),
        counting,
      ]);
      const ids = rows.map((row) => row.id);
      const stats =
        ids.length === 0
          ? []
          : await db
              .select({ customerId: orders.customerId, n: count(), last: max(orders.createdAt) })
              .from(orders)
              .where(inArray(orders.customerId, ids))
              .groupBy(orders.customerId);
      const byCustomer = new Map(stats.map((stat) => [stat.customerId, stat]));
      return {
        rows: rows.map((row) => ({
          ...row,
          orderCount: byCustomer.get(row.id)?.n ?? 0,
          lastOrderAt: byCustomer.get(row.id)?.last ?? null,
        })),
        total: counted?.n ?? 0,
      };
    },

    async find(id: string): Promise<AdminCustomerRow | null> {
      const [row] = await db.select(customerColumns).from(customers).where(eq(customers.id, id)).limit(1);
      return row ?? null;
    },

    /** Newest first, as the customer's address book lists them. */
    addresses(customerId: string): Promise<AddressRow[]> {
      return db
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id));
    },

    /** Live sizes, most recently changed first (as measurements.repository's listLive). */
    sizes(customerId: string) {
      return db
        .select()
        .from(customerSizes)
        .where(and(eq(customerSizes.customerId, customerId), isNull(customerSizes.deletedAt)))
        .orderBy(desc(customerSizes.updatedAt), desc(customerSizes.createdAt), desc(customerSizes.id));
    },

    /** The customer's newest `limit` orders with their status, totals and pieces counted, and how many there are in all. */
    async orders(customerId: string, limit: number): Promise<{ rows: CustomerOrderRow[]; total: number }> {
      const pieceCount =
        sql<number>`(select coalesce(sum(coalesce((${qualified(orderPieces, orderPieces.snapshot)}->>'quantity')::int, 1)), 0) from ${orderPieces} where ${qualified(orderPieces, orderPieces.orderId)} = ${qualified(orders, orders.id)})`.mapWith(
          Number,
        );
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            number: orders.number,
            createdAt: orders.createdAt,
            status: orders.status,
            currencyCode: orders.currencyCode,
            totalMinor: orders.totalMinor,
            totalSgdMinor: orders.totalSgdMinor,
            pieceCount,
          })
          .from(orders)
          .where(eq(orders.customerId, customerId))
          .orderBy(desc(orders.createdAt), desc(orders.number))
          .limit(limit),
        db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },
  };
}

export type CustomersAdminRepository = ReturnType<typeof createCustomersAdminRepository>;
