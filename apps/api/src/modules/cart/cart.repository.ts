import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CurrencyCode, PieceCategory, PieceSizing, ProductType } from '@selvedge/contract';
import type { DiscountCodeRule } from '@selvedge/domain';
import type { Database } from '../../db/connection.js';
import { isRaised } from '../../db/database-errors.js';
import { transaction, type Runner } from '../../db/transaction.js';
import {
  cartLines,
  cartPieces,
  carts,
  customerAddresses,
  customers,
  discountCodes,
  discountRedemptions,
  discountReservations,
} from '../../db/schema.js';

export type CartRow = typeof carts.$inferSelect;
export type PieceRow = typeof cartPieces.$inferSelect;
export type LineRow = typeof cartLines.$inferSelect;

/** `crt_` + 128 random bits (DESIGN §5: cart ids are random, never sequential or UUIDv4). */
export function newCartId(): string {
  return `crt_${randomBytes(16).toString('base64url')}`;
}

/** `ln_` + 96 random bits. */
function newLineId(): string {
  return `ln_${randomBytes(12).toString('base64url')}`;
}

export type WriteOutcome = 'ok' | 'not_found' | 'forbidden' | 'completed' | 'merged' | 'in_payment' | 'too_many';

/** A cart as every answer is made from it (`loadCart`). */
export interface LoadedCart {
  cart: CartRow;
  pieces: PieceRow[];
  lines: LineRow[];
  /** The country of the owner's default address; null for a guest or a customer without one. */
  defaultCountry: string | null;
}

/** Rows as `row_to_json` and `json_agg` give them: column names, timestamps as text. */
interface CartJson {
  id: string;
  customer_id: string | null;
  currency_code: string;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  discount_code: string | null;
  merged_into_cart_id: string | null;
  paying_payment_id: string | null;
  version: number;
}
interface PieceJson {
  cart_id: string;
  reference: string;
  product_type: ProductType;
  category: PieceCategory;
  fabric_product_id: string;
  fabric_variant_id: string;
  quantity: number;
  design: string;
  sizing: PieceSizing;
  position: number;
  created_at: string;
  updated_at: string;
}
interface LineJson {
  id: string;
  cart_id: string;
  reference: string;
  variant_id: string;
  accessory_key: string;
  position: number;
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

    /**
     * A cart with its pieces, its lines and (for a customer's cart) the country of the owner's
     * default address, in one statement: what every answer is made from.
     */
    async loadCart(id: string): Promise<LoadedCart | null> {
      const result = (await db.execute(sql`
        select row_to_json(c) as cart,
          (select coalesce(json_agg(p order by p.position), '[]'::json) from ${cartPieces} p where p.cart_id = c.id) as pieces,
          (select coalesce(json_agg(l order by l.position), '[]'::json) from ${cartLines} l where l.cart_id = c.id) as lines,
          (select a.country_code from ${customers} u join ${customerAddresses} a on a.id = u.default_address_id where u.id = c.customer_id) as country
        from ${carts} c where c.id = ${id}`)) as unknown as {
        rows: { cart: CartJson; pieces: PieceJson[]; lines: LineJson[]; country: string | null }[];
      };
      // Both drivers answer raw statements with `rows`.
      const [row] = result.rows;
      if (!row) return null;
      const at = (value: string | null) => (value === null ? null : new Date(value));
      return {
        cart: {
          id: row.cart.id,
          customerId: row.cart.customer_id,
          currencyCode: row.cart.currency_code,
          createdAt: new Date(row.cart.created_at),
          updatedAt: new Date(row.cart.updated_at),
          completedAt: at(row.cart.completed_at),
          discountCode: row.cart.discount_code,
          mergedIntoCartId: row.cart.merged_into_cart_id,
          payingPaymentId: row.cart.paying_payment_id,
          version: Number(row.cart.version),
        },
        pieces: row.pieces.map((piece) => ({
          cartId: piece.cart_id,
          reference: piece.reference,
          productType: piece.product_type,
          category: piece.category,
          fabricProductId: piece.fabric_product_id,
          fabricVariantId: piece.fabric_variant_id,
          quantity: piece.quantity,
          design: piece.design,
          sizing: piece.sizing,
          position: piece.position,
          createdAt: new Date(piece.created_at),
          updatedAt: new Date(piece.updated_at),
        })),
        lines: row.lines.map((line) => ({
          id: line.id,
          cartId: line.cart_id,
          reference: line.reference,
          variantId: line.variant_id,
          accessoryKey: line.accessory_key,
          position: line.position,
        })),
        defaultCountry: row.country,
      };
    },

    /** Marks the cart checked out: it takes no more changes (409), and its owner gets a new one. */
    async complete(cartId: string, at: Date, tx: Runner): Promise<void> {
      await tx.update(carts).set({ completedAt: at, updatedAt: at }).where(eq(carts.id, cartId));
    },

    /** One use of a discount code, counted against its limits. */
    async redeem(use: { code: string; customerId: string | null; email: string; at: Date }, tx: Runner): Promise<void> {
      await tx.insert(discountRedemptions).values({
        id: `red_${randomBytes(12).toString('base64url')}`,
        code: use.code,
        customerId: use.customerId,
        email: use.email,
        redeemedAt: use.at,
      });
    },

    /** The cart takes no change until `paymentId` ends (failed, replaced, given up) or its order completes it. */
    async holdForPayment(cartId: string, paymentId: string, tx: Runner): Promise<void> {
      await tx.update(carts).set({ payingPaymentId: paymentId }).where(eq(carts.id, cartId));
    },

    /** The cart may change again, if `paymentId` is still the payment holding it. */
    async releaseFromPayment(cartId: string, paymentId: string, runner: Runner = db): Promise<void> {
      await runner
        .update(carts)
        .set({ payingPaymentId: null })
        .where(and(eq(carts.id, cartId), eq(carts.payingPaymentId, paymentId)));
    },

    /** The cart's row, locked until the transaction ends: every change to a cart goes through this, one at a time. */
    async lockById(id: string, tx: Runner): Promise<CartRow | null> {
      const [row] = await tx.select().from(carts).where(eq(carts.id, id)).for('update').limit(1);
      return row ?? null;
    },

    async insertCart(
      values: { id: string; customerId: string | null; currencyCode: CurrencyCode; at: Date },
      runner: Runner = db,
    ): Promise<void> {
      await runner.insert(carts).values({
        id: values.id,
        customerId: values.customerId,
        currencyCode: values.currencyCode,
        createdAt: values.at,
        updatedAt: values.at,
      });
    },

    async pieces(cartId: string, runner: Runner = db): Promise<PieceRow[]> {
      return runner.select().from(cartPieces).where(eq(cartPieces.cartId, cartId)).orderBy(asc(cartPieces.position));
    },

    async lines(cartId: string, runner: Runner = db): Promise<LineRow[]> {
      return runner.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.position));
    },

    /**
     * Adds pieces to a cart, or replaces those whose reference it holds, in one statement under the
     * cart's lock (the database function `cart_write_pieces`, migration 0007). Answers 'ok' or why
     * not; more than `maxPieces` pieces in the cart is 'too_many' and writes nothing.
     */
    async writePieces(
      cartId: string,
      callerId: string | null,
      pieces: PieceWrite[],
      maxPieces: number,
      at: Date,
      runner: Runner = db,
    ): Promise<WriteOutcome> {
      const payload = pieces.map((piece) => ({ ...piece, lines: piece.lines.map((line) => ({ id: newLineId(), ...line })) }));
      try {
        const result = (await runner.execute(
          sql`select cart_write_pieces(${cartId}, ${callerId}, ${JSON.stringify(payload)}::jsonb, ${at.toISOString()}::timestamptz, ${maxPieces}) as outcome`,
        )) as unknown as { rows: { outcome: Exclude<WriteOutcome, 'too_many'> }[] };
        return result.rows[0]?.outcome ?? 'not_found';
      } catch (error) {
        if (isRaised(error, 'too_many_pieces')) return 'too_many';
        throw error;
      }
    },

    async setQuantity(cartId: string, reference: string, quantity: number, at: Date, tx: Runner): Promise<void> {
      await tx
        .update(cartPieces)
        .set({ quantity, updatedAt: at })
        .where(and(eq(cartPieces.cartId, cartId), eq(cartPieces.reference, reference)));
    },

    /** Removes whole pieces (their lines go with them). */
    async deletePieces(cartId: string, references: string[], tx: Runner): Promise<void> {
      if (references.length === 0) return;
      await tx.delete(cartPieces).where(and(eq(cartPieces.cartId, cartId), inArray(cartPieces.reference, references)));
    },

    async update(
      cartId: string,
      fields: Partial<Pick<CartRow, 'currencyCode' | 'discountCode' | 'mergedIntoCartId'>>,
      at: Date,
      tx: Runner,
    ): Promise<void> {
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

    /** Whether the customer has ever checked a cart out (a code for new customers is not for them). */
    async hasCheckedOut(customerId: string, runner: Runner = db): Promise<boolean> {
      const [row] = await runner
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.customerId, customerId), sql`${carts.completedAt} is not null`))
        .limit(1);
      return row !== undefined;
    },

    async discountCode(code: string, runner: Runner = db): Promise<DiscountCodeRule | null> {
      const [row] = await runner.select().from(discountCodes).where(eq(discountCodes.code, code.toUpperCase())).limit(1);
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
        active: row.active,
      };
    },

    /** How often a code has been used: in all, by this customer, and in [monthStart, monthEnd). */
    /**
     * How often a code is used: its redemptions and the uses still reserved by payments under way
     * (but those of `exceptCartId`, the cart being priced), in all, by this customer (their account
     * or their e-mail, whichever matches) and this month.
     */
    async usage(
      code: string,
      who: { customerId: string | null; email: string | null },
      month: { start: Date; end: Date },
      exceptCartId: string | null,
      runner: Runner = db,
    ): Promise<{ total: number; byThisCustomer: number; thisMonth: number }> {
      const mine = (customerColumn: AnyPgColumn, emailColumn: AnyPgColumn): SQL => {
        const matches = [
          who.customerId ? eq(customerColumn, who.customerId) : undefined,
          who.email ? eq(emailColumn, who.email) : undefined,
        ].filter((part) => part !== undefined);
        return matches.length === 0 ? sql`false` : (or(...matches) ?? sql`false`);
      };
      const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`;
      const [redeemed] = await runner
        .select({
          total: sql<number>`count(*)`,
          byThisCustomer: counted(mine(discountRedemptions.customerId, discountRedemptions.email)),
          thisMonth: counted(
            sql`${discountRedemptions.redeemedAt} >= ${month.start.toISOString()} and ${discountRedemptions.redeemedAt} < ${month.end.toISOString()}`,
          ),
        })
        .from(discountRedemptions)
        .where(eq(discountRedemptions.code, code));
      const held = and(
        eq(discountReservations.code, code),
        eq(discountReservations.status, 'reserved'),
        exceptCartId ? ne(discountReservations.cartId, exceptCartId) : undefined,
      );
      const [reserved] = await runner
        .select({
          total: sql<number>`count(*)`,
          byThisCustomer: counted(mine(discountReservations.customerId, discountReservations.email)),
          thisMonth: counted(
            sql`${discountReservations.reservedAt} >= ${month.start.toISOString()} and ${discountReservations.reservedAt} < ${month.end.toISOString()}`,
          ),
        })
        .from(discountReservations)
        .where(held);
      const sum = (key: 'total' | 'byThisCustomer' | 'thisMonth') => Number(redeemed?.[key] ?? 0) + Number(reserved?.[key] ?? 0);
      return { total: sum('total'), byThisCustomer: sum('byThisCustomer'), thisMonth: sum('thisMonth') };
    },

    /** The code's row locked until the transaction ends: uses of one code are reserved one at a time. */
    async lockCode(code: string, tx: Runner): Promise<DiscountCodeRule | null> {
      const [row] = await tx
        .select({ code: discountCodes.code })
        .from(discountCodes)
        .where(eq(discountCodes.code, code))
        .for('update')
        .limit(1);
      return row ? this.discountCode(row.code, tx) : null;
    },

    async reserve(
      use: { paymentId: string; code: string; cartId: string; customerId: string | null; email: string; at: Date },
      tx: Runner,
    ): Promise<void> {
      await tx.insert(discountReservations).values({ ...use, status: 'reserved', reservedAt: use.at, updatedAt: use.at });
    },

    /** A reservation's end: released (the payment will not be an order) or redeemed (it is one). */
    async endReservation(paymentId: string, status: 'released' | 'redeemed', at: Date, runner: Runner = db): Promise<void> {
      await runner
        .update(discountReservations)
        .set({ status, updatedAt: at })
        .where(and(eq(discountReservations.paymentId, paymentId), eq(discountReservations.status, 'reserved')));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
