import { z } from 'zod';
import { FitClaimSchema, FIT_CLAIM_LIMITS } from '../fit-claims.js';
import { MoneySchema } from '../money.js';
import { OrderMeasurementSchema, OrderPieceSchema } from '../orders.js';
import { requestBody } from '../request-body.js';
import { SizeMeasurementSchema } from '../measurements.js';

/** The workroom's claim queue (issue 29): open claims first, oldest first; or the decided ones, newest first. */
export const AdminFitClaimListQuerySchema = z.strictObject({
  status: z.enum(['open', 'decided'], { error: 'status must be open or decided' }).default('open'),
  /** One order's claims only (the order page links here). */
  order: z
    .string()
    .regex(/^[A-Z0-9-]{4,20}$/, 'order: is not an order number')
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminFitClaimListQuery = z.infer<typeof AdminFitClaimListQuerySchema>;

export const AdminFitClaimSummarySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  reference: z.string(),
  productType: z.string(),
  fabric: z.string(),
  problem: z.string(),
  status: z.enum(['open', 'decided']),
  decision: z.string().nullable(),
  createdAt: z.string(),
  photoCount: z.number().int(),
});
export type AdminFitClaimSummary = z.infer<typeof AdminFitClaimSummarySchema>;

export const AdminFitClaimListSchema = z.object({
  claims: z.array(AdminFitClaimSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminFitClaimList = z.infer<typeof AdminFitClaimListSchema>;

/** One claim as the workroom decides it: its photos beside the piece as sold (its measurements), and what each decision would give. */
export const AdminFitClaimSchema = FitClaimSchema.extend({
  orderNumber: z.string(),
  customerName: z.string(),
  email: z.string(),
  /** Null for a guest: a remake's measurements are then kept on the piece only. */
  customerId: z.string().nullable(),
  piece: OrderPieceSchema,
  measurementsAsSold: z.array(OrderMeasurementSchema),
  /** How the piece's size was given (`standard` or `body`) and its basis: a remake's measurements are checked the same way. */
  sizing: z.object({ track: z.enum(['standard', 'body']), size: z.string().nullable(), fit: z.string() }),
  /** The most an alteration would be reimbursed before the receipt: min(share of the piece, cap, what is left to refund). */
  alterationLimit: MoneySchema,
  remakes: z.object({ used: z.number().int(), limit: z.number().int() }),
  receipt: z.object({ url: z.string(), thumbnailUrl: z.string() }).nullable(),
  decidedBy: z.string().nullable(),
  refundStatus: z.enum(['pending', 'succeeded', 'failed']).nullable(),
});
export type AdminFitClaim = z.infer<typeof AdminFitClaimSchema>;

const amount = (field: string) =>
  z
    .string({ error: `${field}: an amount like 40.00` })
    .regex(/^\d{1,12}(\.\d{1,4})?$/, `${field}: a positive decimal amount in the order’s currency, like 40.00`);
const note = z.string().trim().max(FIT_CLAIM_LIMITS.reasonMax, `note: at most ${FIT_CLAIM_LIMITS.reasonMax} characters`).optional();

/** POST /api/admin/fit-claims/{id}/decision: one of four decisions, each with its one or two fields. */
export const AdminFitClaimDecisionRequestSchema = z.discriminatedUnion(
  'kind',
  [
    requestBody({ kind: z.literal('alteration'), receiptAmount: amount('receiptAmount'), note }, 'The decision must be a JSON object.'),
    requestBody(
      {
        kind: z.literal('remake'),
        measurements: z.array(SizeMeasurementSchema).min(1, 'measurements: give the adjusted measurements').max(60),
        note,
      },
      'The decision must be a JSON object.',
    ),
    requestBody({ kind: z.literal('store_credit'), amount: amount('amount'), note }, 'The decision must be a JSON object.'),
    requestBody(
      {
        kind: z.literal('declined'),
        reason: z
          .string({ error: 'reason: say why, for the customer' })
          .trim()
          .min(1, 'reason: say why, for the customer')
          .max(FIT_CLAIM_LIMITS.reasonMax, `reason: at most ${FIT_CLAIM_LIMITS.reasonMax} characters`),
      },
      'The decision must be a JSON object.',
    ),
  ],
  { error: 'kind: must be alteration, remake, store_credit or declined' },
);
export type AdminFitClaimDecisionRequest = z.infer<typeof AdminFitClaimDecisionRequestSchema>;

export const AdminFitClaimParamsSchema = z.object({ id: z.string().regex(/^fcl_[A-Za-z0-9_-]{10,40}$/, 'is not a claim id') });

export const AdminFitClaimPhotoParamsSchema = AdminFitClaimParamsSchema.extend({
  photoId: z.string().regex(/^fcp_[A-Za-z0-9_-]{10,40}$/, 'is not a photo id'),
  size: z.enum(['full', 'thumbnail']),
});
