import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { currencies } from './catalogue.js';

export const shippingRates = pgTable('shipping_rates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  priceMinorSgd: integer('price_minor_sgd').notNull(),
  deliveryDaysMin: integer('delivery_days_min').notNull(),
  deliveryDaysMax: integer('delivery_days_max').notNull(),
  position: integer('position').notNull(),
  /** Every back-office change adds one; an edit names the version it saw. */
  version: integer('version').notNull().default(0),
});

export const shippingCountries = pgTable('shipping_countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  rateId: text('rate_id')
    .notNull()
    .references(() => shippingRates.id),
  freeShipping: boolean('free_shipping').notNull(),
  currencyCode: text('currency_code')
    .notNull()
    .references(() => currencies.code),
  /** Every back-office change adds one; an edit names the version it saw. */
  version: integer('version').notNull().default(0),
});

/** The shop's shipping settings: one row (`shop`), the free-shipping threshold (SPEC §9: SGD 650). */
export const shippingSettings = pgTable(
  'shipping_settings',
  {
    id: text('id').primaryKey().default('shop'),
    freeShippingThresholdMinorSgd: integer('free_shipping_threshold_minor_sgd').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (table) => [check('shipping_settings_one_row', sql`${table.id} = 'shop'`)],
);
