import { z } from 'zod';
import { MoneySchema } from '../money.js';
import { PieceCategorySchema } from '../cart.js';
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
  /** The latest expected delivery of its unfinished pieces, and whether one is expected after its promised window (decision 048). */
  expectedOn: z.string().nullable(),
  late: z.boolean(),
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

/** Where a piece's size came from, as the workroom sorts by it: a standard size, a saved size profile, body measurements, or a size estimated from answers. */
export const SIZE_SOURCE_KINDS = ['standard', 'profile', 'body', 'estimate'] as const;
export const SizeSourceKindSchema = z.enum(SIZE_SOURCE_KINDS);
export type SizeSourceKind = z.infer<typeof SizeSourceKindSchema>;

/** A piece as a board card shows it: its type, cloth (the swatch as sold and the fabric's code), size source and stage. */
export const AdminBoardPieceSchema = z.object({
  reference: z.string(),
  productType: ProductTypeSchema,
  category: PieceCategorySchema,
  quantity: z.number().int(),
  status: OrderStatusSchema,
  fabric: z.object({
    title: z.string(),
    /** The fabric's code in the catalogue (its handle, as the back office's fabric list shows it). */
    code: z.string(),
    /** The swatch's address as the piece was sold; null when it had none. */
    swatch: z.string().nullable(),
  }),
  sizeSource: SizeSourceKindSchema,
});
export type AdminBoardPiece = z.infer<typeof AdminBoardPieceSchema>;

/** A board card (decision 054): the list's summary, each piece, the rush flag and the moves the whole order may make now. */
export const AdminOrderBoardCardSchema = AdminOrderSummarySchema.extend({
  pieces: z.array(AdminBoardPieceSchema),
  /** The customer's "I need it by" date (yyyy-mm-dd), if they gave one. */
  needBy: z.string().nullable(),
  /** A rush: the customer needs it before the end of the delivery window promised at payment. */
  rush: z.boolean(),
  /** The statuses the whole order may be moved to now (every piece still going together), by the same rules as a move. */
  moves: z.array(OrderStatusSchema),
});
export type AdminOrderBoardCard = z.infer<typeof AdminOrderBoardCardSchema>;

/** The board: a column per status, with its count and its first orders by due date. */
export const AdminOrderBoardSchema = z.object({
  columns: z.array(z.object({ status: OrderStatusSchema, count: z.number().int(), orders: z.array(AdminOrderBoardCardSchema) })),
});
export type AdminOrderBoard = z.infer<typeof AdminOrderBoardSchema>;

/** A length in both units, as the production sheet writes it ("43.5" in, "110.5" cm). */
const LengthSchema = z.object({ inches: z.string(), centimetres: z.string() });

/**
 * A piece's finished garment (issue 31, decision 055). `body`: the piece was sold on body
 * measurements, and each numeric one has the configuration's ease for its fit added (`ease` and
 * `finished` null where the configuration gives none: a length is cut as measured). `table`: the
 * piece was sold on a standard size, whose measurements are the finished garment already.
 */
export const AdminPieceGarmentSchema = z.object({
  basis: z.enum(['body', 'table']),
  fit: z.string().nullable(),
  measurements: z.array(
    z.object({ key: z.string(), label: z.string(), body: LengthSchema, ease: LengthSchema.nullable(), finished: LengthSchema.nullable() }),
  ),
});
export type AdminPieceGarment = z.infer<typeof AdminPieceGarmentSchema>;

/** One order for the workroom: everything the customer sees, plus who they are, the due dates and the version to move it from. */
export const AdminOrderSchema = z.object({
  ...OrderSchema.shape,
  customer: z.object({ id: z.string(), email: z.string() }).nullable(),
  dueOn: z.string().nullable(),
  pieceDueOn: z.record(z.string(), z.string().nullable()),
  /** Whether the customer has been told a piece is late (they are told once). */
  lateNotified: z.record(z.string(), z.boolean()),
  version: z.number().int(),
  /** Each piece's finished garment, by reference (decision 055). The server always sends it; optional only for the back office's fixtures. */
  garments: z.record(z.string(), AdminPieceGarmentSchema).optional(),
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

/** A stale move's 409 (`stale_edit`) carries where the order is now, so the board can say so. */
export const AdminOrderStaleMoveSchema = z.object({ current: z.object({ status: OrderStatusSchema, version: z.number().int() }) });

export const AdminOrderParamsSchema = z.object({ number: z.string().regex(/^[A-Z0-9-]{4,20}$/, 'is not an order number') });
