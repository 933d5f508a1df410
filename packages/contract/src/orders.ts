import { z } from 'zod';
import { CartAttributeSchema, PieceCategorySchema, PieceChargeSchema } from './cart.js';
import { CheckoutAddressSchema, CheckoutCostSchema, DeliveryEstimateSchema } from './checkout.js';
import { CurrencyCodeSchema } from './currencies.js';
import { FitPictureUploadSchema } from './fit-pictures.js';
import { MoneySchema } from './money.js';
import { ProductTypeSchema } from './product-types.js';
import { PieceTimelineSchema } from './timeline.js';

/**
 * Orders (issue 15): a snapshot of everything a paid checkout sold, so a later catalogue change
 * never rewrites it, and the made-to-measure statuses each piece goes through.
 */

/** Made-to-measure statuses, in order; `on_hold` and `cancelled` stand apart (cancelled only before cutting). */
export const ORDER_STATUSES = [
  'paid',
  'measurements_confirmed',
  'cutting',
  'sewing',
  'quality_check',
  'shipped',
  'delivered',
  'on_hold',
  'cancelled',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** The words a customer reads for each status. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  paid: 'Paid',
  measurements_confirmed: 'Measurements confirmed',
  cutting: 'Cutting',
  sewing: 'Sewing',
  quality_check: 'Quality check',
  shipped: 'Shipped',
  delivered: 'Delivered',
  on_hold: 'On hold',
  cancelled: 'Cancelled',
};

export const OrderEventSchema = z.object({
  status: OrderStatusSchema,
  at: z.string(),
  /** The piece it concerns, or null for the whole order. */
  reference: z.string().nullable(),
  note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

/** One measurement as sold, in both units. */
export const OrderMeasurementSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** The value as chosen (a number in inches, or a dropdown's option). */
  value: z.string(),
  centimetres: z.string().nullable(),
  inches: z.string().nullable(),
});

export const OrderPieceSchema = z.object({
  reference: z.string(),
  productType: ProductTypeSchema,
  category: PieceCategorySchema,
  quantity: z.number().int().positive(),
  status: OrderStatusSchema,
  fabric: z.object({ id: z.string(), title: z.string(), handle: z.string() }),
  image: z.object({ url: z.string(), altText: z.string().nullable() }).nullable(),
  /**
   * The piece drawn in its cloth as it was paid for (issue 30): the address of the server's picture of
   * its design (`/api/previews/{type}.webp?...`). Absent only in fixtures; show `image` then.
   */
  preview: z.string().optional(),
  /** Every attribute the piece was sold with, as the cart showed them (styles, size, fit, initials, comments). */
  attributes: z.array(CartAttributeSchema),
  measurements: z.array(OrderMeasurementSchema),
  /** Where the size came from: 'Size M, Slim fit', 'Saved size "Office shirts"', 'Body measurements'. */
  sizeSource: z.string(),
  /**
   * The measurement warnings the customer confirmed (issue 29), each its sentence: flags for the
   * workroom. The server always sends it (empty when none); optional only so pieces written before it
   * (the storefront's fixtures) still read.
   */
  fitWarnings: z.array(z.string()).optional(),
  charges: z.array(PieceChargeSchema),
  total: MoneySchema,
  delivery: DeliveryEstimateSchema.nullable(),
  /** A remake (issue 29): the reference of the piece it replaces; it is never charged. */
  remakeOf: z.string().nullable().optional(),
  /** Its dated timeline (decision 048): done stages with dates, the current one, expected dates for the rest. */
  timeline: PieceTimelineSchema.optional(),
});
export type OrderPiece = z.infer<typeof OrderPieceSchema>;

/**
 * Money given back on an order, as its customer reads it (issue 31): a refund the payment provider
 * has made or is making (a failed one gave nothing back and is not shown).
 */
export const OrderRefundSchema = z.object({
  createdAt: z.string(),
  amount: MoneySchema,
  /** The pieces it gave back, by reference (empty for an amount). */
  references: z.array(z.string()),
  /** Why, as the shop wrote it for the customer. */
  reason: z.string(),
  /** pending: the provider has it and is finishing it. */
  status: z.enum(['pending', 'succeeded']),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

export const OrderSchema = z.object({
  number: z.string(),
  createdAt: z.string(),
  status: OrderStatusSchema,
  email: z.string(),
  currencyCode: CurrencyCodeSchema,
  cost: CheckoutCostSchema,
  discountCode: z.string().nullable(),
  shippingName: z.string(),
  address: CheckoutAddressSchema,
  pieces: z.array(OrderPieceSchema),
  events: z.array(OrderEventSchema),
  /** The fit pictures sent for it, oldest upload first (their addresses carry the caller's `?key=`). */
  fitPictures: z.array(FitPictureUploadSchema),
  /** The customer's "I need it by" date, if they gave one at checkout (yyyy-mm-dd). */
  needBy: z.string().nullable().optional(),
  /**
   * The refunds made on it, oldest first (issue 31). The server always sends them (empty when none);
   * optional only so orders written before them (the storefront's fixtures) still read.
   */
  refunds: z.array(OrderRefundSchema).optional(),
  /** What the order cost, less every refund shown: `cost.total` minus the refunds, worked out by the server. Always sent with `refunds`. */
  netTotal: MoneySchema.optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderSummarySchema = z.object({
  number: z.string(),
  createdAt: z.string(),
  status: OrderStatusSchema,
  total: MoneySchema,
  pieceCount: z.number().int(),
  delivery: DeliveryEstimateSchema.nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderListSchema = z.object({ orders: z.array(OrderSummarySchema) });
export type OrderList = z.infer<typeof OrderListSchema>;

/** GET /api/orders/{number} for the signed-in customer, or with `?key=` (the e-mail's signed link) for anyone holding it. */
export const OrderParamsSchema = z.object({ number: z.string().regex(/^[A-Z0-9-]{4,20}$/, 'is not an order number') });
/** POST /api/shopify/orders/{id}/upload: `{id}` is the order's number. */
export const OrderUploadParamsSchema = z.object({ id: OrderParamsSchema.shape.number });

export const OrderAccessQuerySchema = z.object({ key: z.string().min(16).max(200).optional() });

/** GET /api/orders/{number}/pieces/{reference}/again: `{reference}` is the piece's (a remake's included). */
export const OrderAgainParamsSchema = z.object({
  number: OrderParamsSchema.shape.number,
  reference: z.string().regex(/^[A-Za-z0-9_-]{8,60}$/, 'is not a piece reference'),
});
export const OrderAgainQuerySchema = OrderAccessQuerySchema.extend({
  cc: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(CurrencyCodeSchema)
    .default('SGD'),
});

/**
 * "Order again" on a piece of a past order (issue 30): the design rebuilt from what was sold, put
 * right where the catalogue has moved on (one sentence per change), the size it was made to, and
 * what it costs today.
 */
export const OrderAgainSchema = z.object({
  productType: ProductTypeSchema,
  /** The design as the customiser's address carries it (`fabric=...&collar=...`), without the `?`. */
  query: z.string(),
  /** What changed from the piece as ordered, one sentence each; empty when it is the same design. */
  notices: z.array(z.string()),
  /** The size the piece was made to, as the sizing step and a cart piece take it, and where it came from. */
  sizing: z.object({
    method: z.enum(['standard', 'body', 'saved']),
    track: z.enum(['standard', 'body']),
    size: z.string().nullable(),
    fit: z.string(),
    sizeName: z.string().nullable(),
    measurements: z.array(z.object({ id: z.string(), fitting_size: z.union([z.number(), z.string()]) })),
    /** As the order reads it: 'Size M, Slim fit', 'Body measurements', 'Remake of ..., adjusted measurements'. */
    source: z.string(),
  }),
  /** The piece (one of it) priced now, in the currency asked for; null when it has no fabric to price. */
  price: MoneySchema.nullable(),
});
export type OrderAgain = z.infer<typeof OrderAgainSchema>;
