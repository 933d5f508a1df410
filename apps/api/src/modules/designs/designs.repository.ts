import { randomUUID } from 'node:crypto';
import type { ProductType } from '@selvedge/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { transaction, type Runner } from '../../db/transaction.js';
import { customers, favouriteFabrics, products, savedDesigns } from '../../db/schema.js';

export type SavedDesignRow = typeof savedDesigns.$inferSelect;
export type FavouriteFabricRow = typeof favouriteFabrics.$inferSelect;

/** A customer's saved designs and favourite cloths; every read and write names the customer. */
export function createDesignsRepository(db: Database) {
  return {
    transaction: transaction(db),

    /** Locks the customer's row for the rest of the transaction, so one customer's saves queue up. False when there is no such customer. */
    async lockCustomer(customerId: string, tx: Runner): Promise<boolean> {
      const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update').limit(1);
      return row !== undefined;
    },

    async countDesigns(customerId: string, runner: Runner = db): Promise<number> {
      const [row] = await runner.select({ n: count() }).from(savedDesigns).where(eq(savedDesigns.customerId, customerId));
      return row?.n ?? 0;
    },

    async findDesignByQuery(
      customerId: string,
      productType: ProductType,
      query: string,
      runner: Runner = db,
    ): Promise<SavedDesignRow | null> {
      const [row] = await runner
        .select()
        .from(savedDesigns)
        .where(and(eq(savedDesigns.customerId, customerId), eq(savedDesigns.productType, productType), eq(savedDesigns.query, query)))
        .limit(1);
      return row ?? null;
    },

    async insertDesign(row: Omit<SavedDesignRow, 'id'>, runner: Runner = db): Promise<SavedDesignRow> {
      const [inserted] = await runner
        .insert(savedDesigns)
        .values({ ...row, id: randomUUID() })
        .returning();
      return inserted!;
    },

    /** The customer's designs, newest first. */
    async designs(customerId: string): Promise<SavedDesignRow[]> {
      return db
        .select()
        .from(savedDesigns)
        .where(eq(savedDesigns.customerId, customerId))
        .orderBy(desc(savedDesigns.createdAt), desc(savedDesigns.id));
    },

    /** Renames one of the customer's designs; null when the customer has no such design. */
    async renameDesign(customerId: string, id: string, name: string, at: Date): Promise<SavedDesignRow | null> {
      const [row] = await db
        .update(savedDesigns)
        .set({ name, updatedAt: at })
        .where(and(eq(savedDesigns.id, id), eq(savedDesigns.customerId, customerId)))
        .returning();
      return row ?? null;
    },

    /** Deletes one of the customer's designs; false when the customer has no such design. */
    async deleteDesign(customerId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(savedDesigns)
        .where(and(eq(savedDesigns.id, id), eq(savedDesigns.customerId, customerId)))
        .returning({ id: savedDesigns.id });
      return rows.length > 0;
    },

    /** The type of the cloth with this handle, or null when no cloth has it. */
    async fabricType(handle: string): Promise<ProductType | null> {
      const [row] = await db
        .select({ productType: products.productType })
        .from(products)
        .where(and(eq(products.handle, handle), eq(products.kind, 'fabric')))
        .limit(1);
      return (row?.productType as ProductType | undefined) ?? null;
    },

    async countFavourites(customerId: string, tx: Runner): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(favouriteFabrics).where(eq(favouriteFabrics.customerId, customerId));
      return row?.n ?? 0;
    },

    async hasFavourite(customerId: string, handle: string, tx: Runner): Promise<boolean> {
      const [row] = await tx
        .select({ handle: favouriteFabrics.handle })
        .from(favouriteFabrics)
        .where(and(eq(favouriteFabrics.customerId, customerId), eq(favouriteFabrics.handle, handle)))
        .limit(1);
      return row !== undefined;
    },

    async addFavourite(customerId: string, handle: string, at: Date, tx: Runner): Promise<void> {
      await tx.insert(favouriteFabrics).values({ customerId, handle, createdAt: at }).onConflictDoNothing();
    },

    async removeFavourite(customerId: string, handle: string): Promise<void> {
      await db.delete(favouriteFabrics).where(and(eq(favouriteFabrics.customerId, customerId), eq(favouriteFabrics.handle, handle)));
    },

    /** The customer's favourite cloths, newest first. */
    async favourites(customerId: string): Promise<FavouriteFabricRow[]> {
      return db
        .select()
        .from(favouriteFabrics)
        .where(eq(favouriteFabrics.customerId, customerId))
        .orderBy(desc(favouriteFabrics.createdAt), desc(favouriteFabrics.handle));
    },
  };
}

export type DesignsRepository = ReturnType<typeof createDesignsRepository>;
