import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CurrencyCode, ProductType } from '@selvedge/contract';
import { customers } from './customers.js';
import { orders } from './orders.js';
import { staff } from './staff.js';

/**
 * Fit pictures a customer sent for an order (SPEC §7 upload): one row per upload (the form's
 * names and comments), one per picture. The files live in the file storage under keys the
 * server made (`fit-pictures/<order>/<picture>.jpg` and `….thumb.webp`); the name sent is kept
 * for people only.
 */
export const fitPictureUploads = pgTable(
  'fit_picture_uploads',
  {
    /** `fpu_` + 96 random bits. */
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    comments: text('comments'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('fit_picture_uploads_order_idx').on(table.orderId, table.createdAt)],
);

export const fitPictures = pgTable(
  'fit_pictures',
  {
    /** `fp_` + 128 random bits. */
    id: text('id').primaryKey(),
    uploadId: text('upload_id')
      .notNull()
      .references(() => fitPictureUploads.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    fileKey: text('file_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (table) => [index('fit_pictures_order_idx').on(table.orderId)],
);

/**
 * Fit claims (issue 29): a customer's report that a delivered piece does not fit, and the
 * workroom's decision. One open claim per piece at a time (partial unique index); the decision's
 * links point to the refund (alteration), the remade piece (remake) or the credit's code.
 */
export const fitClaims = pgTable(
  'fit_claims',
  {
    /** `fcl_` + 128 random bits. */
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    productType: text('product_type').$type<ProductType>().notNull(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Whom the remake limit counts: `cus:<id>` for a customer, `email:<lower-cased e-mail>` for a guest. */
    claimantKey: text('claimant_key').notNull(),
    problem: text('problem').notNull(),
    details: text('details').notNull(),
    status: text('status').$type<'open' | 'decided'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decision: text('decision').$type<'alteration' | 'remake' | 'store_credit' | 'declined'>(),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    currency: text('currency').$type<CurrencyCode>(),
    reason: text('reason'),
    /** The tailor's receipt (alteration), kept like a claim photo. */
    receiptKey: text('receipt_key'),
    receiptThumbnailKey: text('receipt_thumbnail_key'),
    receiptAmountMinor: bigint('receipt_amount_minor', { mode: 'number' }),
    decidedBy: text('decided_by').references(() => staff.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refundId: text('refund_id'),
    remakeReference: text('remake_reference'),
    creditCode: text('credit_code'),
  },
  (table) => [
    uniqueIndex('fit_claims_open_piece_key').on(table.orderId, table.reference).where(sql`${table.status} = 'open'`),
    index('fit_claims_status_idx').on(table.status, table.createdAt),
    index('fit_claims_order_idx').on(table.orderId, table.createdAt),
    index('fit_claims_remakes_idx').on(table.claimantKey, table.productType).where(sql`${table.decision} = 'remake'`),
    check('fit_claims_status_check', sql`${table.status} in ('open', 'decided')`),
    check('fit_claims_decided_check', sql`(${table.status} = 'open') = (${table.decision} is null)`),
  ],
);

/** A claim's photos (1–10), kept through the fit-picture pipeline: re-encoded, EXIF stripped, in the file storage. */
export const fitClaimPhotos = pgTable(
  'fit_claim_photos',
  {
    /** `fcp_` + 128 random bits. */
    id: text('id').primaryKey(),
    claimId: text('claim_id')
      .notNull()
      .references(() => fitClaims.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    fileKey: text('file_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (table) => [index('fit_claim_photos_claim_idx').on(table.claimId, table.position)],
);
