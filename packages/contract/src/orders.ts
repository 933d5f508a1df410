import { z } from 'zod';
import { CartAttributeSchema, PieceCategorySchema, PieceChargeSchema } from './cart.js';
import { CheckoutAddressSchema, CheckoutCostSchema, DeliveryEstimateSchema } from './checkout.js';
import { CurrencyCodeSchema } from './currencies.js';
import { FitPictureUploadSchema } from './fit-pictures.js';
import { MoneySchema } from './money.js';
import { ProductTypeSchema } from './product-types.js';

/**
 * Orders (issue 15): a snapshot of everything a paid checkout sold, so a later catalogue change
 * never rewrites it, and the made-to-measure statuses each piece goes through.
 */

/** Made-to-measure statuses, in order; `on_hold` and `cancelled` stand apart (cancelled only before cutting). */
export const ORDER_STATUSES = ['paid', 'measurements_confirmed', 'cutting', 'sewing', 'quality_check', 'shipped', 'delivered', 'on_hold', 'cancelled'] as const;
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
  /** Every attribute the piece was sold with, as the cart showed them (styles, size, fit, initials, comments). */
  attributes: z.array(CartAttributeSchema),
  measurements: z.array(OrderMeasurementSchema),
  /** Where the size came from: 'Size M, Slim fit', 'Saved size "Office shirts"', 'Body measurements'. */
  sizeSource: z.string(),
  charges: z.array(PieceChargeSchema),
  total: MoneySchema,
  delivery: DeliveryEstimateSchema.nullable(),
});
export type OrderPiece = z.infer<typeof OrderPieceSchema>;

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
