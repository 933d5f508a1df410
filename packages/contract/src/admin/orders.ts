import { z } from 'zod';
import { MoneySchema } from '../money.js';
import { OrderSchema, OrderStatusSchema } from '../orders.js';
import { ProductTypeSchema } from '../product-types.js';

/** The workroom's orders (issue 16): lists and a board by production stage, each order as the tailor needs it, and its moves. */

export const AdminOrderSummarySchema = z.object({
  number: z.string(),
  createdAt: z.string(),
  status: OrderStatusSchema,
  customerName: z.string(),
  email: z.string(),
  /** Null for a guest's order. */
  customerId: z.string().nullable(),
  total: MoneySchema,
  pieceCount: z.number().int(),
  productTypes: z.array(ProductTypeSchema),
  trial: z.boolean(),
  preorder: z.boolean(),
  /** The day the first unfinished piece must leave the workroom (yyyy-mm-dd). */
  dueOn: z.string().nullable(),
  overdue: z.boolean(),
  version: z.number().int(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

const flag = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true');

export const ADMIN_ORDER_SORTS = ['due', '-due', 'created', '-created', 'number', '-number', 'total', '-total'] as const;

export const AdminOrderListQuerySchema = z.strictObject({
  stage: OrderStatusSchema.optional(),
  type: ProductTypeSchema.optional(),
  /** overdue: due before today; week: due within seven days; later: after that. */
  due: z.enum(['overdue', 'week', 'later'], { error: 'due must be overdue, week or later' }).optional(),
  trial: flag.optional(),
  preorder: flag.optional(),
  /** An order number, a name or an e-mail (a part of one is enough). */
  q: z.string().trim().max(100, 'q: at most 100 characters').optional(),
  sort: z.enum(ADMIN_ORDER_SORTS, { error: `sort must be one of ${ADMIN_ORDER_SORTS.join(', ')}` }).default('due'),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int().min(5).max(100).default(25),
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;

export const AdminOrderListSchema = z.object({
  orders: z.array(AdminOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

/** The board: a column per status, with its count and its first orders by due date. */
export const AdminOrderBoardSchema = z.object({
  columns: z.array(z.object({ status: OrderStatusSchema, count: z.number().int(), orders: z.array(AdminOrderSummarySchema) })),
});
export type AdminOrderBoard = z.infer<typeof AdminOrderBoardSchema>;

/** One order for the workroom: everything the customer sees, plus who they are, the due dates and the version to move it from. */
export const AdminOrderSchema = z.object({
  ...OrderSchema.shape,
  customer: z.object({ id: z.string(), email: z.string() }).nullable(),
  dueOn: z.string().nullable(),
  pieceDueOn: z.record(z.string(), z.string().nullable()),
  version: z.number().int(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/** Moves the whole order (every piece still going) or one piece (`reference`), from the version seen. */
export const AdminOrderMoveRequestSchema = z.strictObject({
  status: OrderStatusSchema,
  reference: z.string().max(60).nullable().optional(),
  note: z.string().trim().max(500, 'note: at most 500 characters').optional(),
  version: z.number({ error: 'version: send the version you saw' }).int().min(0),
});
export type AdminOrderMoveRequest = z.infer<typeof AdminOrderMoveRequestSchema>;

export const AdminOrderParamsSchema = z.object({ number: z.string().regex(/^[A-Z0-9-]{4,20}$/, 'is not an order number') });
