import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ProductType, SizeMeasurement, SizeTrack } from '@selvedge/contract';
import { customers } from './customers.js';

/**
 * Saved size profiles (SPEC §3 "Size profiles per product"), named per customer and product type.
 * Deleting one only stamps `deleted_at` (DESIGN §5: soft-deleted), which frees its name.
 */
export const customerSizes = pgTable(
  'customer_sizes',
  {
    /** `siz_` + 96 random bits in base64url. Never shown: a size is reached by its name. */
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productType: text('product_type').$type<ProductType>().notNull(),
    /** As the customer gave it, trimmed and with single spaces. */
    name: text('name').notNull(),
    /** The name lower-cased: names are unique per customer and type ignoring case. */
    nameKey: text('name_key').notNull(),
    track: text('track').$type<SizeTrack>().notNull(),
    /** The standard size it started from; null for body measurements. */
    basedOnSize: text('based_on_size'),
    fit: text('fit').notNull(),
    /** Inches (or a dropdown's option), rounded and in the configuration's order. */
    measurements: jsonb('measurements').$type<SizeMeasurement[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // Among live sizes only, so two saves racing for one name cannot both win, and a deleted name is free again.
    uniqueIndex('customer_sizes_live_name_key')
      .on(table.customerId, table.productType, table.nameKey)
      .where(sql`${table.deletedAt} IS NULL`),
  ],
);

/**
 * Each version of a saved size (issue 29): what it was made of, and where the change came from
 * (`remake`: the workroom's adjusted measurements after a fit claim). Other sources (the studio's
 * appointments) add their own.
 */
export const customerSizeVersions = pgTable(
  'customer_size_versions',
  {
    id: text('id').primaryKey(),
    sizeId: text('size_id')
      .notNull()
      .references(() => customerSizes.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    source: text('source').notNull(),
    /** What the change was for (`fit claim fcl_…`). */
    note: text('note'),
    track: text('track').$type<SizeTrack>().notNull(),
    basedOnSize: text('based_on_size'),
    fit: text('fit').notNull(),
    measurements: jsonb('measurements').$type<SizeMeasurement[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('customer_size_versions_key').on(table.sizeId, table.version)],
);
