import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { CurrencyCode, PieceCategory, PieceSizing, ProductType } from '@selvedge/contract';
import type { DiscountCodeRule } from '@selvedge/domain';
import type { Database } from '../../db/connection.js';
import { transaction, type Runner } from '../../db/transaction.js';
import { cartLines, cartPieces, carts, customerAddresses, customers, discountCodes, discountRedemptions } from '../../db/schema.js';

export type CartRow = typeof carts.$inferSelect;
export type PieceRow = typeof cartPieces.$inferSelect;
export type LineRow = typeof cartLines.$inferSelect;

/** `crt_` + 128 random bits (DESIGN §5: cart ids are random, never sequential or UUIDv4). */
export function newCartId(): string {
  return `crt_${randomBytes(16).toString('base64url')}`;
}

/** `ln_` + 96 random bits. */
export function newLineId(): string {
  return `ln_${randomBytes(12).toString('base64url')}`;
}

/** A piece as it is written: its row and its lines (the fabric's first). */
export interface PieceWrite {
  reference: string;
  productType: ProductType;
  category: PieceCategory;
  fabricProductId: string;
  fabricVariantId: string;
  quantity: number;
  design: string;
  sizing: PieceSizing;
  lines: { variantId: string; accessoryKey: string }[];
}

export function createCartRepository(db: Database) {
  return {
    transaction: transaction(db),

    async findById(id: string, runner: Runner = db): Promise<CartRow | null> {
      const [row] = await runner.select().from(carts).where(eq(carts.id, id)).limit(1);
      return row ?? null;
    },

    /** The cart's row, locked until the transaction ends: every change to a cart goes through this, one at a time. */
    async lockById(id: string, tx: Runner): Promise<CartRow | null> {
      const [row] = await tx.select().from(carts).where(eq(carts.id, id)).for('update').limit(1);
      return row ?? null;
    },

    async insertCart(values: { id: string; customerId: string | null; currencyCode: CurrencyCode; at: Date }, runner: Runner = db): Promise<void> {
      await runner.insert(carts).values({ id: values.id, customerId: values.customerId, currencyCode: values.currencyCode, createdAt: values.at, updatedAt: values.at });
    },

    async pieces(cartId: string, runner: Runner = db): Promise<PieceRow[]> {
      return runner.select().from(cartPieces).where(eq(cartPieces.cartId, cartId)).orderBy(asc(cartPieces.position));
    },

    async lines(cartId: string, runner: Runner = db): Promise<LineRow[]> {
      return runner.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.position));
    },

    /**
     * Writes a piece: a new reference is added after the others; an existing one is replaced in
     * its place (an edit), its lines made anew. Runs inside the caller's transaction, on a locked cart.
     */
    async writePiece(cartId: string, piece: PieceWrite, at: Date, tx: Runner): Promise<void> {
      const [existing] = await tx
        .select({ position: cartPieces.position })
        .from(cartPieces)
        .where(and(eq(cartPieces.cartId, cartId), eq(cartPieces.reference, piece.reference)))
        .limit(1);
      const fields = {
        productType: piece.productType,
        category: piece.category,
        fabricProductId: piece.fabricProductId,
        fabricVariantId: piece.fabricVariantId,
        quantity: piece.quantity,
        design: piece.design,
        sizing: piece.sizing,
        updatedAt: at,
      };
      if (existing) {
        await tx.delete(cartLines).where(and(eq(cartLines.cartId, cartId), eq(cartLines.reference, piece.reference)));
        await tx.update(cartPieces).set(fields).where(and(eq(cartPieces.cartId, cartId), eq(cartPieces.reference, piece.reference)));
      } else {
        const [last] = await tx.select({ position: max(cartPieces.position) }).from(cartPieces).where(eq(cartPieces.cartId, cartId));
        await tx.insert(cartPieces).values({ cartId, reference: piece.reference, position: (last?.position ?? -1) + 1, createdAt: at, ...fields });
      }
      await tx.insert(cartLines).values(
        piece.lines.map((line, position) => ({ id: newLineId(), cartId, reference: piece.reference, variantId: line.variantId, accessoryKey: line.accessoryKey, position })),
      );
    },

    async setQuantity(cartId: string, reference: string, quantity: number, at: Date, tx: Runner): Promise<void> {
      await tx.update(cartPieces).set({ quantity, updatedAt: at }).where(and(eq(cartPieces.cartId, cartId), eq(cartPieces.reference, reference)));
    },

    /** Removes whole pieces (their lines go with them). */
    async deletePieces(cartId: string, references: string[], tx: Runner): Promise<void> {
      if (references.length === 0) return;
      await tx.delete(cartPieces).where(and(eq(cartPieces.cartId, cartId), inArray(cartPieces.reference, references)));
    },

    async countPieces(cartId: string, tx: Runner): Promise<number> {
      const [row] = await tx.select({ pieces: count() }).from(cartPieces).where(eq(cartPieces.cartId, cartId));
      return row?.pieces ?? 0;
    },

    async update(cartId: string, fields: Partial<Pick<CartRow, 'currencyCode' | 'discountCode' | 'mergedIntoCartId'>>, at: Date, tx: Runner): Promise<void> {
      await tx
        .update(carts)
        .set({ ...fields, updatedAt: at })
        .where(eq(carts.id, cartId));
    },

    /**
     * The customer's active cart id, made (empty) when the customer has none or has checked it
     * out (SPEC §4 Startup). Safe under concurrency: the link is set only where none is set, and
     * a loser of that race removes its own cart and takes the winner's.
     */
    async ensureActiveCart(customerId: string, at: Date, runner: Runner = db): Promise<string> {
      const [customer] = await runner
        .select({ activeCartId: customers.activeCartId, completedAt: carts.completedAt })
        .from(customers)
        .leftJoin(carts, eq(carts.id, customers.activeCartId))
        .where(eq(customers.id, customerId))
        .limit(1);
      if (!customer) throw new Error(`no customer ${customerId}`);
      if (customer.activeCartId && customer.completedAt === null) return customer.activeCartId;

      const id = newCartId();
      await runner.insert(carts).values({ id, customerId, currencyCode: 'SGD', createdAt: at, updatedAt: at });
      const previous = customer.activeCartId;
      const linked = await runner
        .update(customers)
        .set({ activeCartId: id })
        .where(and(eq(customers.id, customerId), previous ? eq(customers.activeCartId, previous) : isNull(customers.activeCartId)))
        .returning({ id: customers.id });
      if (linked.length > 0) return id;
      await runner.delete(carts).where(eq(carts.id, id));
      return this.ensureActiveCart(customerId, at, runner);
    },

    async setActiveCart(customerId: string, cartId: string, runner: Runner = db): Promise<void> {
      await runner.update(customers).set({ activeCartId: cartId }).where(eq(customers.id, customerId));
    },

    async customerEmail(customerId: string): Promise<string | null> {
      const [row] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId)).limit(1);
      return row?.email ?? null;
    },

    /** The country of the customer's default address, where the cart will most likely be delivered. */
    async defaultCountry(customerId: string): Promise<string | null> {
      const [row] = await db
        .select({ countryCode: customerAddresses.countryCode })
        .from(customers)
        .innerJoin(customerAddresses, eq(customerAddresses.id, customers.defaultAddressId))
        .where(eq(customers.id, customerId))
        .limit(1);
      return row?.countryCode ?? null;
    },

    /** Whether the customer has ever checked a cart out (a code for new customers is not for them). */
    async hasCheckedOut(customerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.customerId, customerId), sql`${carts.completedAt} is not null`))
        .limit(1);
      return row !== undefined;
    },

    async discountCode(code: string): Promise<DiscountCodeRule | null> {
      const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code.toUpperCase())).limit(1);
      if (!row) return null;
      return {
        code: row.code,
        kind: row.kind,
        percentOff: row.percentOff,
        amounts: row.amounts,
        productTypes: row.productTypes,
        trialOnly: row.trialOnly,
        countryCodes: row.countryCodes,
        newCustomersOnly: row.newCustomersOnly,
        usageLimitTotal: row.usageLimitTotal,
        usageLimitPerCustomer: row.usageLimitPerCustomer,
        usageLimitPerMonth: row.usageLimitPerMonth,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
      };
    },

    /** How often a code has been used: in all, by this customer, and in [monthStart, monthEnd). */
    async redemptions(code: string, customerId: string | null, monthStart: Date, monthEnd: Date): Promise<{ total: number; byThisCustomer: number; thisMonth: number }> {
      const [row] = await db
        .select({
          total: count(),
          byThisCustomer: customerId ? sql<number>`count(*) filter (where ${discountRedemptions.customerId} = ${customerId})` : sql<number>`0`,
          thisMonth: sql<number>`count(*) filter (where ${discountRedemptions.redeemedAt} >= ${monthStart.toISOString()} and ${discountRedemptions.redeemedAt} < ${monthEnd.toISOString()})`,
        })
        .from(discountRedemptions)
        .where(eq(discountRedemptions.code, code));
      return { total: Number(row?.total ?? 0), byThisCustomer: Number(row?.byThisCustomer ?? 0), thisMonth: Number(row?.thisMonth ?? 0) };
    },

  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
