import { z } from 'zod';
import { CurrencyQuerySchema } from '../currencies.js';
import { ProductConfigDocumentSchema, ProductsConfigResponseSchema } from '../product-config.js';
import { ProductTypeSchema } from '../product-types.js';

/**
 * Product configurations in the back office (issue 16): every type's styles, options, exceptions,
 * accessories with their add-on prices, measurement fields and size tables, edited whole,
 * checked, previewed, published as a new version and rolled back (a copy of an older version
 * published again: the history is never rewritten).
 */

/** The highest SGD price, in minor units, an add-on may be given (100,000.00 SGD): a slip of the keyboard is refused. */
export const ADD_ON_PRICE_MAX_MINOR = 10_000_000;

export const PRODUCT_CONFIG_MESSAGES = {
  addOnPrice: `must be a whole number of cents from 0 to ${ADD_ON_PRICE_MAX_MINOR}`,
  version: 'version: send the version you saw',
  note: 'note: at most 500 characters',
  to: 'to: the number of an earlier version',
  config: 'config: send the whole configuration, as an object',
} as const;

/**
 * What an editor sends and sees: the configuration document as the storefront's contract defines
 * it, with the SGD price (in cents) of every add-on variant it names. The server checks the rules
 * the schema cannot say (unique keys, exceptions naming existing options, complete size tables ...).
 */
export const AdminProductConfigSchema = ProductConfigDocumentSchema.extend({
  addOnPrices: z.record(
    z.string().regex(/^var_[A-Za-z0-9_-]{1,60}$/, 'is not a variant id'),
    z
      .number({ error: PRODUCT_CONFIG_MESSAGES.addOnPrice })
      .int(PRODUCT_CONFIG_MESSAGES.addOnPrice)
      .min(0, PRODUCT_CONFIG_MESSAGES.addOnPrice)
      .max(ADD_ON_PRICE_MAX_MINOR, PRODUCT_CONFIG_MESSAGES.addOnPrice),
  ),
});
export type AdminProductConfig = z.infer<typeof AdminProductConfigSchema>;

const StaffNameSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** One version of a type's configuration, without the configuration itself. */
export const AdminProductConfigVersionSummarySchema = z.object({
  productType: ProductTypeSchema,
  version: z.number().int(),
  /** When it was published. */
  createdAt: z.string(),
  /** Who published it; null for the versions the shop had before the back office. */
  createdBy: StaffNameSchema.nullable(),
  note: z.string(),
});
export type AdminProductConfigVersionSummary = z.infer<typeof AdminProductConfigVersionSummarySchema>;

/** Every type with its live version (GET /api/admin/product-configs). */
export const AdminProductConfigListSchema = z.object({
  configs: z.array(AdminProductConfigVersionSummarySchema.extend({ title: z.string() })),
});
export type AdminProductConfigList = z.infer<typeof AdminProductConfigListSchema>;

/** A version with its whole configuration (the live one, or one of the history). */
export const AdminProductConfigVersionSchema = AdminProductConfigVersionSummarySchema.extend({
  /** Whether this is the version the storefront serves. */
  current: z.boolean(),
  config: AdminProductConfigSchema,
});
export type AdminProductConfigVersion = z.infer<typeof AdminProductConfigVersionSchema>;

export const AdminProductConfigVersionsQuerySchema = z.strictObject({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int().min(5).max(100).default(25),
});
export type AdminProductConfigVersionsQuery = z.infer<typeof AdminProductConfigVersionsQuerySchema>;

/** A type's history, newest first. */
export const AdminProductConfigVersionListSchema = z.object({
  productType: ProductTypeSchema,
  versions: z.array(AdminProductConfigVersionSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminProductConfigVersionList = z.infer<typeof AdminProductConfigVersionListSchema>;

export const AdminProductConfigParamsSchema = z.object({ type: ProductTypeSchema });
export const AdminProductConfigVersionParamsSchema = z.object({
  type: ProductTypeSchema,
  number: z.coerce
    .number({ error: 'number: a version number' })
    .int('number: a version number')
    .min(1, 'number: a version number')
    .max(1_000_000, 'number: a version number'),
});

/**
 * One difference between two configurations, at its path (`styles.collar.options[cutaway].value`:
 * lists of things with keys are matched by key, so moving an option is one change, not many).
 * Values are given when they are short; a long one (a whole group added) is named, not copied.
 */
export const AdminProductConfigChangeSchema = z.object({
  path: z.string(),
  change: z.enum(['added', 'removed', 'changed']),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type AdminProductConfigChange = z.infer<typeof AdminProductConfigChangeSchema>;

export const AdminProductConfigDiffSchema = z.object({
  /** At most 100 changes are listed; `total` counts them all. */
  changes: z.array(AdminProductConfigChangeSchema),
  total: z.number().int(),
});
export type AdminProductConfigDiff = z.infer<typeof AdminProductConfigDiffSchema>;

/** The whole configuration (checked by the server, which names every problem by its path under `config`). */
const configField = z.record(z.string(), z.unknown(), { error: PRODUCT_CONFIG_MESSAGES.config });
/** Half of a character (a lone UTF-16 surrogate): kept in the audit log's JSON, the database would refuse it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const noteField = z
  .string({ error: PRODUCT_CONFIG_MESSAGES.note })
  .trim()
  .max(500, PRODUCT_CONFIG_MESSAGES.note)
  .refine((note) => !LONE_SURROGATE.test(note), 'note: holds half of a character; type it again');
const versionField = z
  .number({ error: PRODUCT_CONFIG_MESSAGES.version })
  .int(PRODUCT_CONFIG_MESSAGES.version)
  .min(1, PRODUCT_CONFIG_MESSAGES.version);

export const AdminProductConfigPreviewQuerySchema = z.strictObject({ cc: CurrencyQuerySchema.shape.cc });

export const AdminProductConfigPreviewRequestSchema = z.strictObject({ config: configField });

/** What publishing would give: the storefront's answer with this configuration live, and how it differs from the live version. */
export const AdminProductConfigPreviewSchema = z.object({
  productType: ProductTypeSchema,
  /** The live version the differences are counted from. */
  basedOn: z.number().int(),
  storefront: ProductsConfigResponseSchema,
  diff: AdminProductConfigDiffSchema,
});
export type AdminProductConfigPreview = z.infer<typeof AdminProductConfigPreviewSchema>;

export const AdminProductConfigPublishRequestSchema = z.strictObject({
  version: versionField,
  config: configField,
  note: noteField.default(''),
});
export type AdminProductConfigPublishRequest = z.infer<typeof AdminProductConfigPublishRequestSchema>;

export const AdminProductConfigRollbackRequestSchema = z.strictObject({
  version: versionField,
  to: z.number({ error: PRODUCT_CONFIG_MESSAGES.to }).int(PRODUCT_CONFIG_MESSAGES.to).min(1, PRODUCT_CONFIG_MESSAGES.to),
  note: noteField.optional(),
});
export type AdminProductConfigRollbackRequest = z.infer<typeof AdminProductConfigRollbackRequestSchema>;

/** A publish or a rollback: the new live version, and what changed from the one before. */
export const AdminProductConfigPublishedSchema = AdminProductConfigVersionSchema.extend({ diff: AdminProductConfigDiffSchema });
export type AdminProductConfigPublished = z.infer<typeof AdminProductConfigPublishedSchema>;
