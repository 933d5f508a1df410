import { z } from 'zod';
import { CurrencyCodeSchema } from '../currencies.js';
import { ProductTypeSchema } from '../product-types.js';
import { requestBody } from '../request-body.js';

/**
 * Discount codes in the back office (issue 16): what the cart engine applies (modules/cart,
 * packages/domain discount-codes.ts), with its limits and how often it has been used.
 */

export const DISCOUNT_CODE_KINDS = ['percentage', 'fixed_amount', 'fixed_price'] as const;
export const DiscountCodeKindSchema = z.enum(DISCOUNT_CODE_KINDS, { error: 'kind: must be percentage, fixed_amount or fixed_price' });

export const DISCOUNT_CODE_MESSAGES = {
  notAnObject: 'The request must be a JSON object.',
  code: 'code: 3 to 40 letters, digits, - or _ (customers may type it in any case)',
  codeTaken: 'code: a discount code with this name already exists (codes are the same in any case)',
  description: 'description: say what the code gives, in at most 300 characters',
  percentOff: 'percentOff: a whole percentage from 1 to 100',
  percentOffNotTaken: 'percentOff: only a percentage code takes a percentage',
  amount: 'an amount in minor units (cents), a whole number from 1 to 100,000,000',
  amountsNotTaken: 'amounts: a percentage code takes no amounts',
  amountsNeedSgd: 'amounts.SGD: a fixed code needs its amount in SGD (other currencies convert it like a price unless given)',
  limit: 'a whole number from 1 up, or null for no limit',
  date: 'an ISO date and time with its offset, like 2026-12-01T00:00:00+08:00, or null',
  endsBeforeStart: 'endsAt: must be after startsAt',
  countryCode: 'a two-letter country code the shop delivers to, like SG',
  unknownCountry: (code: string) => `the shop does not deliver to "${code.slice(0, 2)}"`,
  duplicate: 'lists each entry once',
  version: 'version: send the version you saw',
  notFound: 'No discount code has this name.',
  stale: 'Someone else changed this code first. Reload it and make your change again.',
} as const;

const M = DISCOUNT_CODE_MESSAGES;

const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;
/** A code as typed: trimmed and upper-cased, then checked. */
export const DiscountCodeNameSchema = z
  .string({ error: M.code })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(CODE_PATTERN, M.code));

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;
const limit = (field: string) =>
  z
    .number({ error: `${field}: ${M.limit}` })
    .int(`${field}: ${M.limit}`)
    .min(1, `${field}: ${M.limit}`)
    .max(10_000_000, `${field}: ${M.limit}`)
    .nullable();
const instant = (field: string) => z.iso.datetime({ offset: true, error: `${field}: ${M.date}` }).nullable();

/** Every field of a code a back office sets (all but the name, which never changes). */
const fieldShape = {
  description: z.string({ error: M.description }).trim().min(1, M.description).max(300, M.description),
  kind: DiscountCodeKindSchema,
  /** For `percentage`: 1 to 100. */
  percentOff: z.number({ error: M.percentOff }).int(M.percentOff).min(1, M.percentOff).max(100, M.percentOff).nullable(),
  /** For `fixed_amount` (off the eligible pieces) and `fixed_price` (each eligible piece's price): minor units by currency; SGD is needed, others convert from it unless given. */
  amounts: z.partialRecord(
    CurrencyCodeSchema,
    z
      .number({ error: `amounts: ${M.amount}` })
      .int(`amounts: ${M.amount}`)
      .min(1, `amounts: ${M.amount}`)
      .max(100_000_000, `amounts: ${M.amount}`),
  ),
  /** Empty: every product type. */
  productTypes: z.array(ProductTypeSchema).max(6).refine(unique, `productTypes: ${M.duplicate}`),
  trialOnly: z.boolean({ error: 'trialOnly: true or false' }),
  /** Empty: every delivery country. */
  countryCodes: z
    .array(z.string({ error: `countryCodes: ${M.countryCode}` }).regex(/^[A-Z]{2}$/, `countryCodes: ${M.countryCode}`))
    .max(300)
    .refine(unique, `countryCodes: ${M.duplicate}`),
  newCustomersOnly: z.boolean({ error: 'newCustomersOnly: true or false' }),
  usageLimitTotal: limit('usageLimitTotal'),
  usageLimitPerCustomer: limit('usageLimitPerCustomer'),
  /** Uses per calendar month in Singapore. */
  usageLimitPerMonth: limit('usageLimitPerMonth'),
  startsAt: instant('startsAt'),
  endsAt: instant('endsAt'),
  active: z.boolean({ error: 'active: true or false' }),
};

export type DiscountCodeFields = { [K in keyof typeof fieldShape]: z.output<(typeof fieldShape)[K]> };

/** What a whole code must hold together: the kind's own amount, and an end after its start. */
export function discountCodeProblems(
  fields: Pick<DiscountCodeFields, 'kind' | 'percentOff' | 'amounts' | 'startsAt' | 'endsAt'>,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (fields.kind === 'percentage') {
    if (fields.percentOff === null) problems.push({ path: 'percentOff', message: M.percentOff });
    if (Object.keys(fields.amounts).length > 0) problems.push({ path: 'amounts', message: M.amountsNotTaken });
  } else {
    if (fields.percentOff !== null) problems.push({ path: 'percentOff', message: M.percentOffNotTaken });
    if (fields.amounts.SGD === undefined) problems.push({ path: 'amounts.SGD', message: M.amountsNeedSgd });
  }
  if (fields.startsAt && fields.endsAt && Date.parse(fields.endsAt) <= Date.parse(fields.startsAt))
    problems.push({ path: 'endsAt', message: M.endsBeforeStart });
  return problems;
}

/** POST /api/admin/discount-codes (with an Idempotency-Key). */
export const AdminDiscountCodeCreateRequestSchema = requestBody(
  {
    code: DiscountCodeNameSchema,
    description: fieldShape.description,
    kind: fieldShape.kind,
    percentOff: fieldShape.percentOff.default(null),
    amounts: fieldShape.amounts.default({}),
    productTypes: fieldShape.productTypes.default([]),
    trialOnly: fieldShape.trialOnly.default(false),
    countryCodes: fieldShape.countryCodes.default([]),
    newCustomersOnly: fieldShape.newCustomersOnly.default(false),
    usageLimitTotal: fieldShape.usageLimitTotal.default(null),
    usageLimitPerCustomer: fieldShape.usageLimitPerCustomer.default(null),
    usageLimitPerMonth: fieldShape.usageLimitPerMonth.default(null),
    startsAt: fieldShape.startsAt.default(null),
    endsAt: fieldShape.endsAt.default(null),
    active: fieldShape.active.default(true),
  },
  M.notAnObject,
).superRefine((body, context) => {
  for (const problem of discountCodeProblems(body))
    context.addIssue({ code: 'custom', message: problem.message, path: problem.path.split('.') });
});
export type AdminDiscountCodeCreateRequest = z.infer<typeof AdminDiscountCodeCreateRequestSchema>;

/** PATCH /api/admin/discount-codes/:code: any fields (null lifts a limit or a date), with the version seen. */
export const AdminDiscountCodeUpdateRequestSchema = requestBody(
  {
    description: fieldShape.description.optional(),
    kind: fieldShape.kind.optional(),
    percentOff: fieldShape.percentOff.optional(),
    amounts: fieldShape.amounts.optional(),
    productTypes: fieldShape.productTypes.optional(),
    trialOnly: fieldShape.trialOnly.optional(),
    countryCodes: fieldShape.countryCodes.optional(),
    newCustomersOnly: fieldShape.newCustomersOnly.optional(),
    usageLimitTotal: fieldShape.usageLimitTotal.optional(),
    usageLimitPerCustomer: fieldShape.usageLimitPerCustomer.optional(),
    usageLimitPerMonth: fieldShape.usageLimitPerMonth.optional(),
    startsAt: fieldShape.startsAt.optional(),
    endsAt: fieldShape.endsAt.optional(),
    active: fieldShape.active.optional(),
    version: z.number({ error: M.version }).int(M.version).min(0, M.version),
  },
  M.notAnObject,
);
export type AdminDiscountCodeUpdateRequest = z.infer<typeof AdminDiscountCodeUpdateRequestSchema>;

/** POST /api/admin/discount-codes/:code/deactivate: carts holding it stop applying it at once. */
export const AdminDiscountCodeDeactivateRequestSchema = requestBody(
  { version: z.number({ error: M.version }).int(M.version).min(0, M.version) },
  M.notAnObject,
);

export const AdminDiscountCodeSchema = z.object({
  code: z.string(),
  description: z.string(),
  kind: DiscountCodeKindSchema,
  percentOff: z.number().int().nullable(),
  amounts: z.partialRecord(CurrencyCodeSchema, z.number().int()),
  productTypes: z.array(ProductTypeSchema),
  trialOnly: z.boolean(),
  countryCodes: z.array(z.string()),
  newCustomersOnly: z.boolean(),
  usageLimitTotal: z.number().int().nullable(),
  usageLimitPerCustomer: z.number().int().nullable(),
  usageLimitPerMonth: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  active: z.boolean(),
  /** Paid orders that used it: in all, and in this calendar month in Singapore (what the monthly limit counts). */
  usage: z.object({ total: z.number().int(), thisMonth: z.number().int() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type AdminDiscountCode = z.infer<typeof AdminDiscountCodeSchema>;

const flag = z.enum(['true', 'false'], { error: 'active: must be true or false' }).transform((value) => value === 'true');

export const ADMIN_DISCOUNT_CODE_SORTS = ['code', '-code', 'created', '-created', 'uses', '-uses'] as const;

export const AdminDiscountCodeListQuerySchema = z.strictObject({
  /** A part of the code. */
  q: z.string().trim().max(40, 'q: at most 40 characters').optional(),
  active: flag.optional(),
  sort: z.enum(ADMIN_DISCOUNT_CODE_SORTS, { error: `sort must be one of ${ADMIN_DISCOUNT_CODE_SORTS.join(', ')}` }).default('-created'),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int().min(5).max(100).default(25),
});
export type AdminDiscountCodeListQuery = z.infer<typeof AdminDiscountCodeListQuerySchema>;

export const AdminDiscountCodeListSchema = z.object({
  codes: z.array(AdminDiscountCodeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminDiscountCodeList = z.infer<typeof AdminDiscountCodeListSchema>;

export const AdminDiscountCodeParamsSchema = z.object({
  code: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(CODE_PATTERN, 'is not a discount code')),
});
