import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ProductConfigDocument } from '@selvedge/contract';
import { staff } from './staff.js';

/** One row per display currency: its exchange rate from SGD and how converted prices round. */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  /** Units of this currency per SGD, as an exact decimal string. */
  ratePerSgd: text('rate_per_sgd').notNull(),
  roundingIncrementMinor: integer('rounding_increment_minor').notNull(),
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Every back-office change adds one; an edit names the version it saw. */
  version: integer('version').notNull().default(0),
});

/**
 * Every version of each product type's configuration; the highest version is live. Versions are
 * only ever added (a rollback adds a copy of an older one), so the history is never rewritten.
 */
export const productConfigs = pgTable(
  'product_configs',
  {
    productType: text('product_type').notNull(),
    version: integer('version').notNull(),
    document: jsonb('document').$type<ProductConfigDocument>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The SGD price (minor units) of every add-on variant the document names, as this version set them. */
    addOnPrices: jsonb('add_on_prices').$type<Record<string, number>>().notNull().default({}),
    /** Who published it: null for the versions the seed (or the shop before the back office) wrote. */
    staffId: text('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Why, in the publisher's words. */
    note: text('note').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.productType, table.version] })],
);

/** Fabrics (kind 'fabric') and priced accessories (kind 'addon'). */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    handle: text('handle').notNull(),
    productType: text('product_type').notNull(),
    kind: text('kind', { enum: ['fabric', 'addon'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    attributes: jsonb('attributes').$type<Record<string, string[]>>().notNull(),
    /** Media ids, first is the main picture. */
    imageIds: text('image_ids').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull(),
    /**
     * Whether the fabric can be bought: `on_sale`, `out_of_stock` (for now) or `withdrawn` (from
     * sale). Carts drop pieces of a fabric that is not on sale and tell the customer once.
     */
    saleStatus: text('sale_status', { enum: ['on_sale', 'out_of_stock', 'withdrawn'] })
      .notNull()
      .default('on_sale'),
    /** The shop's words on why a fabric is not on sale, shown to customers whose cart held it. */
    saleStatusNote: text('sale_status_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Every back-office change adds one; an edit names the version it saw. */
    version: integer('version').notNull().default(0),
  },
  (table) => [
    uniqueIndex('products_handle_key').on(table.handle),
    index('products_listing_idx').on(table.productType, table.kind, table.position, table.id),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Base price in SGD minor units. */
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    availableForSale: boolean('available_for_sale').notNull().default(true),
  },
  (table) => [index('variants_product_idx').on(table.productId)],
);

/** A price set by hand for one currency; it overrides the converted price. */
export const variantPrices = pgTable(
  'variant_prices',
  {
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.variantId, table.currencyCode] })],
);

export const collections = pgTable(
  'collections',
  {
    id: text('id').primaryKey(),
    productType: text('product_type').notNull(),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    filterType: text('filter_type').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('collections_type_handle_key').on(table.productType, table.handle)],
);

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.collectionId, table.productId] }), index('collection_products_product_idx').on(table.productId)],
);

/**
 * Pictures served from /api/media/{id}: SVG drawn by the seed (swatches, style options), held in
 * `body`, and pictures uploaded in the back office (fabrics, the pre-order's menu), JPEG files in
 * the file storage under `file_key`. An uploaded picture's id is new for every upload, so its
 * address never changes what it shows.
 */
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    contentType: text('content_type').notNull(),
    body: text('body'),
    fileKey: text('file_key'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (table) => [check('media_body_or_file', sql`(${table.body} is null) <> (${table.fileKey} is null)`)],
);

export const preorders = pgTable('preorders', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  collectionTitle: text('collection_title').notNull(),
  collectionDescription: text('collection_description').notNull(),
  estimatedDelivery: text('estimated_delivery').notNull(),
  /** Weeks from the cutoff until the pieces are delivered (the estimate's window); null: each type's lead time from the cutoff. */
  deliveryWeeksMin: integer('delivery_weeks_min'),
  deliveryWeeksMax: integer('delivery_weeks_max'),
  navbarImageId: text('navbar_image_id'),
  productsOrder: text('products_order').array().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  cutoff: timestamp('cutoff', { withTimezone: true }).notNull(),
  /** Every back-office change adds one; an edit names the version it saw. */
  version: integer('version').notNull().default(0),
});

/** The fabrics of a pre-order's collection, in order. Each also carries the `Preorder` tag the storefront's pre-order listing filters on. */
export const preorderProducts = pgTable(
  'preorder_products',
  {
    preorderId: text('preorder_id')
      .notNull()
      .references(() => preorders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.preorderId, table.productId] }), index('preorder_products_product_idx').on(table.productId)],
);
