import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ProductType } from '@selvedge/contract';
import { customers } from './customers.js';

/**
 * Designs shared by link (issue 30): the design as a normalised query (no text accessories: no
 * initials, no comments), under the sha256 of a 256-bit token. The token and the revoke key are
 * never stored: a share is found by its token's hash, revoked by its key's hash or by its customer.
 */
export const designShares = pgTable(
  'design_shares',
  {
    /** `dsh_` + 128 random bits: how the customer's list names a share (it cannot give the link back). */
    id: text('id').primaryKey(),
    /** sha256 (hex) of the link's token. */
    tokenHash: text('token_hash').notNull(),
    /** sha256 (hex) of the revoke key handed to whoever made the link. */
    revokeKeyHash: text('revoke_key_hash').notNull(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    productType: text('product_type').$type<ProductType>().notNull(),
    /** The design's query, as the customiser's address carries it, checked and written in the configuration's order. */
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('design_shares_token_key').on(table.tokenHash),
    index('design_shares_customer_idx').on(table.customerId, table.createdAt).where(sql`${table.customerId} is not null`),
  ],
);

/** A customer's saved designs (issue 30, decision 051): at most 50 each, counted under the customer's row lock. */
export const savedDesigns = pgTable(
  'saved_designs',
  {
    /** A random uuid: says nothing about its customer or how many designs there are. */
    id: uuid('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    productType: text('product_type').$type<ProductType>().notNull(),
    /** The design's query, checked and written in the configuration's order. */
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('saved_designs_customer_idx').on(table.customerId, table.createdAt),
    // The same design is kept once: joining a guest's designs twice does not double them.
    uniqueIndex('saved_designs_design_key').on(table.customerId, table.productType, table.query),
  ],
);

/** A customer's favourite cloths (issue 30): at most 200 each. */
export const favouriteFabrics = pgTable(
  'favourite_fabrics',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The cloth's handle (a withdrawn cloth stays a favourite: the list says it is not offered). */
    handle: text('handle').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.handle] })],
);
