import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PieceSizing, ProductType } from '@selvedge/contract';
import { customers } from './customers.js';

/**
 * Carts. This is the smallest piece the accounts need (every customer has an active, possibly empty
 * cart); lines, prices, discounts and checkout come with the cart engine.
 */
export const carts = pgTable(
  'carts',
  {
    /** `crt_` + 128 random bits in base64url: never sequential, never guessable (DESIGN §5). */
    id: text('id').primaryKey(),
    /** Null for a guest's cart. */
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code').notNull().default('SGD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Set when the cart has been checked out. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The discount code the customer entered (upper case), applicable or not. */
    discountCode: text('discount_code'),
    /** A guest cart whose pieces went into a customer's cart at login: closed, and where they went. */
    mergedIntoCartId: text('merged_into_cart_id'),
    /**
     * The payment under way for this cart's checkout: until it fails, is given up or replaced, the
     * cart takes no change (the order is made from what was paid for, so a change would be lost).
     */
    payingPaymentId: text('paying_payment_id'),
    /**
     * One more at every change to the cart's row, its pieces or its lines, in the transaction that
     * makes it (migration 0032's triggers): what a checkout read compares with the answer it keeps.
     */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    index('carts_customer_idx').on(table.customerId),
    index('carts_guest_updated_idx').on(table.updatedAt).where(sql`${table.customerId} is null and ${table.completedAt} is null`),
  ],
);

/**
 * One customised piece in a cart: its design and size as the customer chose them. Its lines (the
 * fabric and each priced add-on) are in `cart_lines` under the same reference.
 */
export const cartPieces = pgTable(
  'cart_pieces',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** SPEC §3's internal reference: groups the lines of one piece. */
    reference: text('reference').notNull(),
    productType: text('product_type').$type<ProductType>().notNull(),
    category: text('category', { enum: ['piece', 'trial', 'preorder'] }).notNull(),
    fabricProductId: text('fabric_product_id').notNull(),
    fabricVariantId: text('fabric_variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** The design as the customiser writes it in its address. */
    design: text('design').notNull(),
    sizing: jsonb('sizing').$type<PieceSizing>().notNull(),
    /** Keeps the order pieces were added in; a replaced piece keeps its place. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.cartId, table.reference] }),
    check('cart_pieces_quantity', sql`${table.quantity} between 1 and 20`),
  ],
);

/** A cart line (SPEC §3): one variant of one piece. A line is its variant plus its reference, never the variant alone. */
export const cartLines = pgTable(
  'cart_lines',
  {
    /** `ln_` + 96 random bits. */
    id: text('id').primaryKey(),
    cartId: text('cart_id').notNull(),
    reference: text('reference').notNull(),
    variantId: text('variant_id').notNull(),
    /** `fabric`, or the accessory item's key the variant prices. */
    accessoryKey: text('accessory_key').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('cart_lines_piece_variant_key').on(table.cartId, table.reference, table.variantId),
    foreignKey({ columns: [table.cartId, table.reference], foreignColumns: [cartPieces.cartId, cartPieces.reference] }).onDelete('cascade'),
  ],
);
