import { z } from 'zod';
import { AddressSchema } from '../customer.js';
import { SizeTrackSchema } from '../measurements.js';
import { MoneySchema } from '../money.js';
import { OrderStatusSchema } from '../orders.js';
import { ProductTypeSchema } from '../product-types.js';

/**
 * Customers in the back office (issue 16): found by name or e-mail, and one customer's addresses,
 * size profiles and orders. Nothing here carries a password, a session, a reset link or any token.
 */

export const AdminCustomerSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
  orderCount: z.number().int(),
  /** When the newest order was placed, or null for a customer who never ordered. */
  lastOrderAt: z.string().nullable(),
});
export type AdminCustomerSummary = z.infer<typeof AdminCustomerSummarySchema>;

export const ADMIN_CUSTOMER_SORTS = [
  'created',
  '-created',
  'name',
  '-name',
  'email',
  '-email',
  'orders',
  '-orders',
  'lastOrder',
  '-lastOrder',
] as const;
export type AdminCustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number];

export const AdminCustomerListQuerySchema = z.strictObject({
  /** A name or an e-mail (a part of one is enough); `%` and `_` are letters. */
  q: z.string().trim().max(100, 'q: at most 100 characters').optional(),
  sort: z.enum(ADMIN_CUSTOMER_SORTS, { error: `sort must be one of ${ADMIN_CUSTOMER_SORTS.join(', ')}` }).default('-created'),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page: at least 1').max(10_000, 'page: at most 10000').default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int()
    .min(5, 'pageSize: at least 5')
    .max(100, 'pageSize: at most 100')
    .default(25),
});
export type AdminCustomerListQuery = z.infer<typeof AdminCustomerListQuerySchema>;

export const AdminCustomerListSchema = z.object({
  customers: z.array(AdminCustomerSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminCustomerList = z.infer<typeof AdminCustomerListSchema>;

/** One measurement of a size profile, in both units (a dropdown's choice stays as it is). */
export const AdminSizeMeasurementSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
  inches: z.string().nullable(),
  centimetres: z.string().nullable(),
});

/** A saved size profile, live ones only (a deleted one is never shown). */
export const AdminCustomerSizeSchema = z.object({
  productType: ProductTypeSchema,
  name: z.string(),
  track: SizeTrackSchema,
  /** The standard size it started from (null for body measurements) and its fit. */
  basedOn: z.object({ size: z.string().nullable(), fit: z.string() }),
  measurements: z.array(AdminSizeMeasurementSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCustomerSize = z.infer<typeof AdminCustomerSizeSchema>;

export const AdminCustomerOrderSchema = z.object({
  number: z.string(),
  createdAt: z.string(),
  status: OrderStatusSchema,
  /** In the currency it was charged in. */
  total: MoneySchema,
  totalSgd: MoneySchema,
  pieceCount: z.number().int(),
});
export type AdminCustomerOrder = z.infer<typeof AdminCustomerOrderSchema>;

/** The most orders one customer's page lists (newest first); `orderCount` says how many there are. */
export const ADMIN_CUSTOMER_ORDERS_SHOWN = 100;

export const AdminCustomerSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  acceptsMarketing: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Newest first. */
  addresses: z.array(AddressSchema),
  defaultAddressId: z.string().nullable(),
  /** Most recently changed first. */
  sizes: z.array(AdminCustomerSizeSchema),
  orderCount: z.number().int(),
  /** Newest first, at most ADMIN_CUSTOMER_ORDERS_SHOWN. */
  orders: z.array(AdminCustomerOrderSchema),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;

export const AdminCustomerParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not a customer id') });
