import { z } from 'zod';
import { FitPictureSchema } from './fit-pictures.js';
import { MoneySchema } from './money.js';
import { ProductTypeSchema } from './product-types.js';

/**
 * Fit claims (issue 29): inside a window after delivery, the customer (or a guest through the
 * order's signed link) reports a fit problem with a piece, with 1–10 photos; the workroom decides
 * an alteration (reimbursed), a remake, store credit, or declines with a reason.
 */

/** The fit guarantee of a product type: part of its configuration document (policy is data). */
export const FitGuaranteeSchema = z.strictObject({
  /** Days after delivery (its calendar date in Singapore) on which a claim may still be filed: day N is the last. */
  claimWindowDays: z.number().int().min(1).max(365),
  /** The most of a piece's price an alteration is reimbursed, in percent. */
  alterationSharePercent: z.number().int().min(0).max(100),
  /** The most an alteration is reimbursed, in SGD cents (converted into the order's currency at its rate, rounded down). */
  alterationCapMinorSgd: z.number().int().min(0).max(10_000_000),
  /** Remakes per customer and product type. */
  remakeLimit: z.number().int().min(0).max(50),
});
export type FitGuarantee = z.infer<typeof FitGuaranteeSchema>;

/** The shop's default fit guarantee (each type's seeded configuration starts here). */
export const DEFAULT_FIT_GUARANTEE: FitGuarantee = {
  claimWindowDays: 30,
  alterationSharePercent: 50,
  alterationCapMinorSgd: 8_000,
  remakeLimit: 2,
};

export const FIT_CLAIM_PROBLEMS = ['too_tight', 'too_loose', 'too_long', 'too_short', 'other'] as const;
export const FitClaimProblemSchema = z.enum(FIT_CLAIM_PROBLEMS, {
  error: 'problem must be too_tight, too_loose, too_long, too_short or other',
});
export type FitClaimProblem = z.infer<typeof FitClaimProblemSchema>;

/** The words a customer reads for each problem. */
export const FIT_CLAIM_PROBLEM_LABELS: Record<FitClaimProblem, string> = {
  too_tight: 'Too tight',
  too_loose: 'Too loose',
  too_long: 'Too long',
  too_short: 'Too short',
  other: 'Something else',
};

export const FIT_CLAIM_DECISIONS = ['alteration', 'remake', 'store_credit', 'declined'] as const;
export const FitClaimDecisionKindSchema = z.enum(FIT_CLAIM_DECISIONS);
export type FitClaimDecisionKind = z.infer<typeof FitClaimDecisionKindSchema>;

export const FIT_CLAIM_DECISION_LABELS: Record<FitClaimDecisionKind, string> = {
  alteration: 'Alteration by your tailor, reimbursed',
  remake: 'Remake',
  store_credit: 'Store credit',
  declined: 'Declined',
};

export const FIT_CLAIM_LIMITS = {
  photosMin: 1,
  photosMax: 10,
  fileBytes: 10 * 1024 * 1024,
  detailsMax: 1000,
  reasonMax: 500,
} as const;

export const FIT_CLAIM_MESSAGES = {
  noPhotos: 'Add at least one photo showing the fit.',
  tooManyPhotos: `Add at most ${FIT_CLAIM_LIMITS.photosMax} photos.`,
  tooManyFiles: `Add at most ${FIT_CLAIM_LIMITS.photosMax} photos.`,
  tooBig: (name: string) => `${name} is larger than ${FIT_CLAIM_LIMITS.fileBytes / 1024 / 1024} MB.`,
  notAPicture: (name: string) => `${name} is not a JPEG, PNG, WebP or AVIF picture.`,
  unreadable: (name: string) => `${name} could not be read as a picture.`,
  badFileName: 'A file name must not contain a path (/, \\ or ..) or control characters.',
  unknownField: (name: string) => `${name} is not a field of this form.`,
  notMultipart: 'Send the claim as multipart/form-data.',
  fieldTooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  receiptMissing: 'receiptAmount: add a photo of the tailor’s receipt first.',
  oneReceipt: 'Add one photo of the receipt.',
  receiptAdded: 'The receipt has been added to the claim.',
  referenceUnknown: 'reference: that piece is not in this order.',
  notDelivered: 'reference: this piece has not been delivered yet; a fit problem can be reported once it has.',
  windowClosed: (lastDay: string) => `Fit problems with this piece could be reported until ${lastDay}; that time has passed.`,
  alreadyOpen: 'A fit problem with this piece is already with the workroom; you will hear from us by e-mail.',
  detailsEmpty: 'details: say what is wrong with the fit.',
  detailsTooLong: `details: at most ${FIT_CLAIM_LIMITS.detailsMax} characters.`,
  filed: 'Thank you: your fit problem has reached the workroom. We will write to you with what we decide.',
  notFound: 'We could not find that fit claim.',
  decided: 'This claim has been decided already.',
  remakeLimit: (limit: number, type: string) =>
    `This customer has had ${limit === 1 ? 'a remake' : `${limit} remakes`} of ${type} already, the most the fit guarantee allows.`,
} as const;

/** The text fields of the claim's multipart form. */
export const FitClaimFieldsSchema = z.strictObject({
  reference: z
    .string({ error: 'reference: name the piece' })
    .min(1, 'reference: name the piece')
    .max(60, 'reference: that piece is not in this order.'),
  problem: FitClaimProblemSchema,
  details: z
    .string({ error: FIT_CLAIM_MESSAGES.detailsEmpty })
    .trim()
    .min(1, FIT_CLAIM_MESSAGES.detailsEmpty)
    .max(FIT_CLAIM_LIMITS.detailsMax, FIT_CLAIM_MESSAGES.detailsTooLong),
});
export type FitClaimFields = z.infer<typeof FitClaimFieldsSchema>;

/** A claim's photo: the same shape as a fit picture (decision 026), through the same pipeline. */
export const FitClaimPhotoSchema = FitPictureSchema;
export type FitClaimPhoto = z.infer<typeof FitClaimPhotoSchema>;

/** What was decided, as the customer reads it. */
export const FitClaimDecisionSchema = z.object({
  kind: FitClaimDecisionKindSchema,
  /** The reimbursement or the credit; null for a remake or a refusal. */
  amount: MoneySchema.nullable(),
  /** A refusal's reason, or staff's note to the customer. */
  reason: z.string().nullable(),
  /** The store credit's code (single use), for store credit. */
  creditCode: z.string().nullable(),
  /** The remade piece's reference, for a remake. */
  remakeReference: z.string().nullable(),
  decidedAt: z.string(),
});
export type FitClaimDecision = z.infer<typeof FitClaimDecisionSchema>;

export const FitClaimSchema = z.object({
  id: z.string(),
  reference: z.string(),
  productType: ProductTypeSchema,
  problem: FitClaimProblemSchema,
  details: z.string(),
  status: z.enum(['open', 'decided']),
  createdAt: z.string(),
  photos: z.array(FitClaimPhotoSchema),
  decision: FitClaimDecisionSchema.nullable(),
});
export type FitClaim = z.infer<typeof FitClaimSchema>;

/** Per delivered piece: until when it may be claimed (yyyy-mm-dd, Singapore) and whether that is still so. */
export const FitClaimWindowSchema = z.object({
  reference: z.string(),
  deliveredOn: z.string(),
  lastDay: z.string(),
  open: z.boolean(),
});
export type FitClaimWindow = z.infer<typeof FitClaimWindowSchema>;

/** GET /api/orders/{number}/fit-claims: the order's claims and each delivered piece's window. */
export const FitClaimListSchema = z.object({
  claims: z.array(FitClaimSchema),
  windows: z.array(FitClaimWindowSchema),
});
export type FitClaimList = z.infer<typeof FitClaimListSchema>;

export const FitClaimFiledSchema = z.object({ message: z.string(), claim: FitClaimSchema });
export type FitClaimFiled = z.infer<typeof FitClaimFiledSchema>;

export const FitClaimPhotoParamsSchema = z.object({
  number: z.string().regex(/^[A-Z0-9-]{4,20}$/, 'is not an order number'),
  claimId: z.string().regex(/^fcl_[A-Za-z0-9_-]{10,40}$/, 'is not a claim id'),
  photoId: z.string().regex(/^fcp_[A-Za-z0-9_-]{10,40}$/, 'is not a photo id'),
  size: z.enum(['full', 'thumbnail']),
});
