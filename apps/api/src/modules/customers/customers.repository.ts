import { randomBytes } from 'node:crypto';
import type { AddressFields } from '@selvedge/contract';
import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection.js';
import { transaction, type Runner } from '../../db/transaction.js';
import { carts, customerAddresses, customers, customerSizes } from '../../db/schema.js';

export type CustomerRow = typeof customers.$inferSelect;
export type AddressRow = typeof customerAddresses.$inferSelect;
type SizeRow = typeof customerSizes.$inferSelect;

/** Everything the customer answer is made of, read at one moment. */
export interface CustomerProfileRows {
  customer: CustomerRow;
  /** Newest first. */
  addresses: AddressRow[];
  /** Whether `customer.activeCartId` names a cart that exists and is not checked out. */
  activeCartOpen: boolean;
  /** Live sizes of every type, most recently changed first. */
  sizes: SizeRow[];
}

/**
 * `table`'s rows matching `where`, in `order`, as one JSON array, and how to read them back into
 * the rows Drizzle would have given (each column decodes its own value: dates, JSON).
 */
function rowsAsJson<T extends PgTable>(table: T, where: SQL, order: SQL) {
  const columns = Object.entries(getTableColumns(table));
  // The keys are the schema's own property names, never input.
  const fields = sql.join(
    columns.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  const decode = (json: unknown): T['$inferSelect'][] =>
    (json as Array<Record<string, unknown>>).map((row) =>
      Object.fromEntries(columns.map(([key, column]) => [key, row[key] === null ? null : column.mapFromDriverValue(row[key])])),
    ) as T['$inferSelect'][];
  return sql`coalesce((select json_agg(json_build_object(${fields}) order by ${order}) from ${table} where ${where}), '[]'::json)`.mapWith(
    decode,
  );
}

/** `adr_` + 96 random bits: an address id says nothing about its customer or how many there are. */
function newAddressId(): string {
  return `adr_${randomBytes(12).toString('base64url')}`;
}

export interface DetailsChange {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  phone?: string | null | undefined;
  acceptsMarketing?: boolean | undefined;
}

/** Every query is scoped by the customer id: an address is only ever reached through its owner. */
export function createCustomersRepository(db: Database) {
  // Built once: the statement's SQL is the same for every customer (and a named statement on Postgres).
  const profile = db
    .select({
      customer: customers,
      activeCartOpen: sql<boolean>`(${carts.id} is not null and ${carts.completedAt} is null)`,
      addresses: rowsAsJson(
        customerAddresses,
        sql`${customerAddresses.customerId} = ${customers.id}`,
        sql`${customerAddresses.createdAt} desc, ${customerAddresses.id} desc`,
      ),
      sizes: rowsAsJson(
        customerSizes,
        sql`${customerSizes.customerId} = ${customers.id} and ${customerSizes.deletedAt} is null`,
        sql`${customerSizes.updatedAt} desc, ${customerSizes.createdAt} desc, ${customerSizes.id} desc`,
      ),
    })
    .from(customers)
    .leftJoin(carts, eq(carts.id, customers.activeCartId))
    .where(eq(customers.id, sql.placeholder('id')))
    .prepare('customer_profile');

  return {
    transaction: transaction(db),

    /**
     * The customer, their address book, the state of their active cart and their live sizes in one
     * statement. Every page load asks for the customer, and on the embedded database each statement
     * waits its turn for the one connection: one round trip instead of four (docs/decisions/019).
     * The cart and size rules stay their modules' own: the same "live, newest first" as
     * measurements.repository's listLive, and the cart service makes a new cart when this one is not open.
     */
    async findProfile(id: string): Promise<CustomerProfileRows | null> {
      const [row] = await profile.execute({ id });
      return row ?? null;
    },

    async findById(id: string, runner: Runner = db): Promise<CustomerRow | null> {
      const [row] = await runner.select().from(customers).where(eq(customers.id, id)).limit(1);
      return row ?? null;
    },

    /** Reads and locks the customer's row for the rest of the transaction, so changes to one book queue up. */
    async lockById(id: string, tx: Runner): Promise<CustomerRow | null> {
      const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update').limit(1);
      return row ?? null;
    },

    /** Changes the customer's own fields; null when there is no such customer. */
    async updateDetails(id: string, change: DetailsChange, at: Date): Promise<CustomerRow | null> {
      const [row] = await db
        .update(customers)
        .set({ ...change, updatedAt: at })
        .where(eq(customers.id, id))
        .returning();
      return row ?? null;
    },

    async setPasswordHash(id: string, passwordHash: string, at: Date, runner: Runner = db): Promise<void> {
      await runner.update(customers).set({ passwordHash, updatedAt: at }).where(eq(customers.id, id));
    },

    /** Newest first. */
    listAddresses(customerId: string, runner: Runner = db): Promise<AddressRow[]> {
      return runner
        .select()
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id));
    },

    async countAddresses(customerId: string, runner: Runner): Promise<number> {
      const [row] = await runner.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId));
      return row?.n ?? 0;
    },

    async insertAddress(customerId: string, fields: AddressFields, at: Date, runner: Runner): Promise<AddressRow> {
      const [row] = await runner
        .insert(customerAddresses)
        .values({ id: newAddressId(), customerId, ...fields, createdAt: at, updatedAt: at })
        .returning();
      if (!row) throw new Error('address insert returned no row');
      return row;
    },

    /** Null when the customer has no such address. */
    async updateAddress(customerId: string, addressId: string, fields: AddressFields, at: Date): Promise<AddressRow | null> {
      const [row] = await db
        .update(customerAddresses)
        .set({ ...fields, updatedAt: at })
        .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
        .returning();
      return row ?? null;
    },

    /** False when the customer has no such address. */
    async deleteAddress(customerId: string, addressId: string, runner: Runner): Promise<boolean> {
      const deleted = await runner
        .delete(customerAddresses)
        .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
        .returning({ id: customerAddresses.id });
      return deleted.length > 0;
    },

    async addressExists(customerId: string, addressId: string, runner: Runner = db): Promise<boolean> {
      const [row] = await runner
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
        .limit(1);
      return row !== undefined;
    },

    async setDefaultAddress(customerId: string, addressId: string | null, runner: Runner = db): Promise<void> {
      await runner.update(customers).set({ defaultAddressId: addressId }).where(eq(customers.id, customerId));
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
