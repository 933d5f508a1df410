import { z } from 'zod';
import { ProductTypeSchema } from '../product-types.js';

/** Pre-orders in the back office (issue 16): the collection, its words, its cutoff, its delivery window, its cloth and its menu picture. */
export const PREORDER_LIMITS = {
  titleMax: 120,
  descriptionMax: 2000,
  estimatedDeliveryMax: 200,
  /** Weeks from the cutoff to delivery: at most two years. */
  deliveryWeeksMax: 104,
  productsMax: 200,
  imageBytes: 10 * 1024 * 1024,
  imageSide: 1600,
  thumbnailSide: 480,
} as const;

export const PREORDER_MESSAGES = {
  stale: 'Someone else changed this pre-order first. Reload it and make your change again.',
  cutoffPast: 'cutoff: must be in the future',
  cutoffBeforeStart: 'cutoff: must be after startsAt',
  weeksOrder: 'deliveryWeeksMax: must be at least deliveryWeeksMin',
  unknownProduct: (id: string) => `productIds: no fabric has the id "${id.slice(0, 80)}"`,
  productsOrderMissing: (type: string) => `productsOrder: lists no ${type}, yet a ${type} fabric is among the products`,
  noImage: 'image: choose a picture to upload',
  tooManyFiles: 'image: upload one picture',
  tooBig: (name: string) => `image: ${name} is larger than ${PREORDER_LIMITS.imageBytes / 1024 / 1024} MB`,
  notAPicture: (name: string) => `image: ${name} is not a JPEG, PNG, WebP or AVIF picture`,
  unreadable: (name: string) => `image: ${name} could not be read as a picture`,
  badFileName: 'image: a file name must not contain a path (/, \\ or ..) or control characters',
  unknownField: (name: string) => `${name}: is not a field of this form`,
  fieldTooLong: (name: string, max: number) => `${name}: at most ${max} bytes`,
  notMultipart: 'Send the picture as multipart/form-data.',
} as const;

const text = (field: string, what: string, max: number) =>
  z
    .string({ error: `${field}: ${what}` })
    .trim()
    .min(1, `${field}: ${what}`)
    .max(max, `${field}: at most ${max} characters`);
const instant = (field: string) => z.iso.datetime({ offset: true, error: `${field}: an ISO date and time, like 2026-03-01T00:00:00Z` });
const weeks = (field: string) =>
  z
    .number({ error: `${field}: whole weeks from the cutoff, 1 to ${PREORDER_LIMITS.deliveryWeeksMax}` })
    .int(`${field}: whole weeks from the cutoff, 1 to ${PREORDER_LIMITS.deliveryWeeksMax}`)
    .min(1, `${field}: whole weeks from the cutoff, 1 to ${PREORDER_LIMITS.deliveryWeeksMax}`)
    .max(PREORDER_LIMITS.deliveryWeeksMax, `${field}: whole weeks from the cutoff, 1 to ${PREORDER_LIMITS.deliveryWeeksMax}`);
const productIds = z
  .array(z.string({ error: 'productIds: fabric ids' }).regex(/^[A-Za-z0-9_-]{1,80}$/, 'productIds: fabric ids'), {
    error: 'productIds: a list of fabric ids',
  })
  .max(PREORDER_LIMITS.productsMax, `productIds: at most ${PREORDER_LIMITS.productsMax}`)
  .refine((ids) => new Set(ids).size === ids.length, 'productIds: name each fabric once');
const productsOrder = z
  .array(ProductTypeSchema, { error: 'productsOrder: product types in the order shown' })
  .refine((types) => new Set(types).size === types.length, 'productsOrder: name each type once');

const fields = {
  title: text('title', "the pre-order's headline", PREORDER_LIMITS.titleMax),
  description: text('description', "what the menu's panel says", PREORDER_LIMITS.descriptionMax),
  collectionTitle: text('collectionTitle', "the collection's name", PREORDER_LIMITS.titleMax),
  collectionDescription: text('collectionDescription', 'what the pre-order page says of the collection', PREORDER_LIMITS.descriptionMax),
  estimatedDelivery: text(
    'estimatedDelivery',
    'the delivery promise in words, like "delivered 8-10 weeks from cutoff"',
    PREORDER_LIMITS.estimatedDeliveryMax,
  ),
  deliveryWeeksMin: weeks('deliveryWeeksMin'),
  deliveryWeeksMax: weeks('deliveryWeeksMax'),
  startsAt: instant('startsAt'),
  cutoff: instant('cutoff'),
  productIds,
  productsOrder,
};
const weeksInOrder = (body: { deliveryWeeksMin?: number | undefined; deliveryWeeksMax?: number | undefined }) =>
  body.deliveryWeeksMin === undefined || body.deliveryWeeksMax === undefined || body.deliveryWeeksMin <= body.deliveryWeeksMax;
const weeksRule = { message: PREORDER_MESSAGES.weeksOrder, path: ['deliveryWeeksMax'] };

/** POST /api/admin/preorders. `startsAt` defaults to now; `productsOrder` to the products' types in their order. */
export const AdminPreorderCreateRequestSchema = z
  .strictObject({ ...fields, startsAt: fields.startsAt.optional(), productsOrder: fields.productsOrder.optional() })
  .refine(weeksInOrder, weeksRule);
export type AdminPreorderCreateRequest = z.infer<typeof AdminPreorderCreateRequestSchema>;

/** PATCH /api/admin/preorders/:id: the fields sent change, from the version seen; `navbarImageId: null` takes the menu picture away. */
export const AdminPreorderUpdateRequestSchema = z
  .strictObject({
    title: fields.title.optional(),
    description: fields.description.optional(),
    collectionTitle: fields.collectionTitle.optional(),
    collectionDescription: fields.collectionDescription.optional(),
    estimatedDelivery: fields.estimatedDelivery.optional(),
    deliveryWeeksMin: fields.deliveryWeeksMin.optional(),
    deliveryWeeksMax: fields.deliveryWeeksMax.optional(),
    startsAt: fields.startsAt.optional(),
    cutoff: fields.cutoff.optional(),
    productIds: fields.productIds.optional(),
    productsOrder: fields.productsOrder.optional(),
    navbarImageId: z.null({ error: 'navbarImageId: only null, to take the picture away (upload one at /navbar-image)' }).optional(),
    version: z.number({ error: 'version: send the version you saw' }).int().min(0),
  })
  .refine(weeksInOrder, weeksRule);
export type AdminPreorderUpdateRequest = z.infer<typeof AdminPreorderUpdateRequestSchema>;

export const AdminPreorderProductSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  productType: ProductTypeSchema,
});

export const AdminPreorderSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  collectionTitle: z.string(),
  collectionDescription: z.string(),
  estimatedDelivery: z.string(),
  deliveryWeeksMin: z.number().int().nullable(),
  deliveryWeeksMax: z.number().int().nullable(),
  startsAt: z.string(),
  cutoff: z.string(),
  /** Open now: started and before its cutoff. */
  ongoing: z.boolean(),
  navbarImage: z.string().nullable(),
  productsOrder: z.array(ProductTypeSchema),
  /** The collection's fabrics, in order; each carries the `Preorder` tag while it is in a pre-order. */
  products: z.array(AdminPreorderProductSchema),
  version: z.number().int(),
});
export type AdminPreorder = z.infer<typeof AdminPreorderSchema>;

export const AdminPreorderListSchema = z.object({ preorders: z.array(AdminPreorderSchema) });
export type AdminPreorderList = z.infer<typeof AdminPreorderListSchema>;

export const AdminPreorderParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, 'is not a pre-order id') });
