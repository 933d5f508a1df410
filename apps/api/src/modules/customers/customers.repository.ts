import { randomBytes } from 'node:crypto';
import type { AddressFields } from '@selvedge/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { transaction, type Runner } from '../../db/transaction.js';
import { customerAddresses, customers } from '../../db/schema.js';

export type CustomerRow = typeof customers.$inferSelect;
export type AddressRow = typeof customerAddresses.$inferSelect;

/** `adr_` + 96 random bits: an address id says nothing about its customer or how many there are. */
export function newAddressId(): string {
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
  return {
    transaction: transaction(db),

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
