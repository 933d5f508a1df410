import { z } from 'zod';
import { DISPLAY_TAG, PREORDER_TAG } from '../catalogue.js';
import { isCurrencyCode, type CurrencyCode } from '../currencies.js';
import { MoneySchema } from '../money.js';
import { ProductTypeSchema } from '../product-types.js';

/** Fabrics in the back office (issue 16): found, and taken off sale or put back with the words customers see. */
export const FABRIC_SALE_STATUSES = ['on_sale', 'out_of_stock', 'withdrawn'] as const;
export const FabricSaleStatusSchema = z.enum(FABRIC_SALE_STATUSES, { error: 'status must be on_sale, out_of_stock or withdrawn' });

export const AdminFabricSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  productType: ProductTypeSchema,
  tags: z.array(z.string()),
  saleStatus: FabricSaleStatusSchema,
  saleStatusNote: z.string().nullable(),
  price: MoneySchema,
  imageUrl: z.string().nullable(),
  version: z.number().int(),
});
export type AdminFabric = z.infer<typeof AdminFabricSchema>;

export const AdminFabricListQuerySchema = z.strictObject({
  type: ProductTypeSchema.optional(),
  status: FabricSaleStatusSchema.optional(),
  q: z.string().trim().max(100, 'q: at most 100 characters').optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int().min(5).max(100).default(25),
});
export type AdminFabricListQuery = z.infer<typeof AdminFabricListQuerySchema>;

export const AdminFabricListSchema = z.object({
  fabrics: z.array(AdminFabricSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminFabricList = z.infer<typeof AdminFabricListSchema>;

/** Taking a fabric off sale needs the reason customers will read in their cart. */
export const AdminFabricSaleRequestSchema = z
  .strictObject({
    status: FabricSaleStatusSchema,
    note: z.string().trim().max(300, 'note: at most 300 characters').optional(),
    version: z.number({ error: 'version: send the version you saw' }).int().min(0),
  })
  .refine((body) => body.status === 'on_sale' || (body.note !== undefined && body.note.length > 0), {
    message: 'note: say why, in the words customers will read',
    path: ['note'],
  });
export type AdminFabricSaleRequest = z.infer<typeof AdminFabricSaleRequestSchema>;

export const AdminFabricParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, 'is not a fabric id') });

/* ------------------------------------------------ a fabric's whole editable record */

/** The tags with a meaning to the shop: on the standard listing (`Display`), in the pre-order (`Preorder`). */
export const FABRIC_TAGS = [DISPLAY_TAG, PREORDER_TAG] as const;

/**
 * The storefront's fabric filters: each attribute family and its known values. Collections filter
 * by one family (their `filterType`); a fabric's attributes are only ever these.
 */
export const FABRIC_ATTRIBUTE_VALUES = {
  colour: ['Blue', 'Navy', 'White', 'Pink', 'Purple', 'Grey', 'Black', 'Green', 'Brown', 'Beige', 'Burgundy', 'Yellow'],
  pattern: ['Solid', 'Stripe', 'Check', 'Gingham', 'Herringbone', 'Twill', 'Houndstooth', 'Textured'],
  material: [
    'Cotton',
    'Stretch Cotton',
    'Linen',
    'Cotton-Linen',
    'Cotton-Cashmere',
    'Wool',
    'Wool-Cotton',
    'Wool-Cashmere',
    'Wool-Silk-Linen',
    'Technical',
  ],
  weight: ['Light', 'Medium', 'Heavy'],
  season: ['Spring-Summer', 'Autumn-Winter', 'Year-Round'],
  occasion: ['Business', 'Smart Casual', 'Weekend'],
} as const;
export type FabricFilterType = keyof typeof FABRIC_ATTRIBUTE_VALUES;

export const FABRIC_LIMITS = {
  titleMax: 120,
  handleMax: 120,
  descriptionMax: 2000,
  collectionsMax: 12,
  /** The most minor units a price may be (a million in most currencies' major units; prices in IDR or VND fit). */
  priceMax: 100_000_000_000,
  /** Pictures one fabric may hold, and one upload may send. */
  imagesMax: 12,
  imagesPerUpload: 6,
  imageBytes: 10 * 1024 * 1024,
  /** The longest side of a kept catalogue picture, in pixels. */
  imageSide: 2000,
  thumbnailSide: 480,
} as const;

/** Catalogue pictures read: recognised by their content, never by their name or the type claimed. */
export const CATALOGUE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export const FABRIC_MESSAGES = {
  stale: 'Someone else changed this fabric first. Reload it and make your change again.',
  handleTaken: (handle: string) => `handle: another product already has the handle "${handle}"`,
  unknownCollection: (handle: string, type: string) => `collections: "${handle}" is not a collection of ${type} fabrics`,
  unknownImage: "imageIds: name each of the fabric's pictures once, in the order wanted (the first is the main one)",
  tooManyImages: `images: a fabric holds at most ${FABRIC_LIMITS.imagesMax} pictures`,
  noImages: 'images: choose at least one picture to upload',
  tooManyFiles: `images: upload at most ${FABRIC_LIMITS.imagesPerUpload} pictures at a time`,
  tooBig: (name: string) => `images: ${name} is larger than ${FABRIC_LIMITS.imageBytes / 1024 / 1024} MB`,
  notAPicture: (name: string) => `images: ${name} is not a JPEG, PNG, WebP or AVIF picture`,
  unreadable: (name: string) => `images: ${name} could not be read as a picture`,
  badFileName: 'images: a file name must not contain a path (/, \\ or ..) or control characters',
  unknownField: (name: string) => `${name}: is not a field of this form`,
  fieldTooLong: (name: string, max: number) => `${name}: at most ${max} bytes`,
  notMultipart: 'Send the pictures as multipart/form-data.',
  imageNotFound: 'imageId: this fabric has no such picture',
} as const;

const minor = (field: string) =>
  z
    .number({ error: `${field}: a whole number of minor units (cents), like 25900 for 259.00` })
    .int(`${field}: a whole number of minor units (cents), like 25900 for 259.00`)
    .min(0, `${field}: a price cannot be negative`)
    .max(FABRIC_LIMITS.priceMax, `${field}: at most ${FABRIC_LIMITS.priceMax} minor units`);

/**
 * A fabric's price: the SGD base price in minor units; every other currency follows the rates
 * (converted and rounded up to the currency's step), unless it has a fixed price here, in that
 * currency's minor units, which it shows instead.
 */
export const AdminFabricPriceSchema = z.strictObject({
  sgdMinor: minor('price.sgdMinor'),
  fixed: z
    .record(z.string(), z.unknown(), { error: 'price.fixed: currency codes (USD, EUR, ...) with prices in minor units' })
    .default({})
    .transform((fixed, ctx) => {
      const prices: Partial<Record<CurrencyCode, number>> = {};
      for (const [code, value] of Object.entries(fixed)) {
        const problem = (message: string) => ctx.addIssue({ code: 'custom', path: [code], message, input: value });
        if (code === 'SGD') problem('price.fixed.SGD: the SGD price is the base price (price.sgdMinor)');
        else if (!isCurrencyCode(code)) problem(`price.fixed.${code.slice(0, 8)}: not a currency of the shop (USD, EUR, ...)`);
        else {
          const parsed = minor(`price.fixed.${code}`).safeParse(value);
          if (parsed.success) prices[code] = parsed.data;
          else problem(parsed.error.issues[0]?.message ?? `price.fixed.${code}: not a price`);
        }
      }
      return prices;
    }),
});
export type AdminFabricPrice = z.infer<typeof AdminFabricPriceSchema>;

const attributeValues = <K extends FabricFilterType>(family: K) =>
  z
    .array(
      z.enum(FABRIC_ATTRIBUTE_VALUES[family], {
        error: `attributes.${family}: each must be one of ${FABRIC_ATTRIBUTE_VALUES[family].join(', ')}`,
      }),
      {
        error: `attributes.${family}: a list of values`,
      },
    )
    .min(1, `attributes.${family}: leave it out rather than empty`)
    .max(FABRIC_ATTRIBUTE_VALUES[family].length)
    .refine((values) => new Set(values).size === values.length, `attributes.${family}: name each value once`);

/** The filter attributes, each family a list of its known values. Colour, pattern and material are needed to be found in the filters. */
export const AdminFabricAttributesSchema = z.strictObject(
  {
    colour: attributeValues('colour'),
    pattern: attributeValues('pattern'),
    material: attributeValues('material'),
    weight: attributeValues('weight').optional(),
    season: attributeValues('season').optional(),
    occasion: attributeValues('occasion').optional(),
  },
  { error: 'attributes: colour, pattern and material (and weight, season, occasion if known), each a list of values' },
);
export type AdminFabricAttributes = z.infer<typeof AdminFabricAttributesSchema>;

const title = z
  .string({ error: "title: the fabric's name, as customers read it" })
  .trim()
  .min(1, "title: the fabric's name, as customers read it")
  .max(FABRIC_LIMITS.titleMax, `title: at most ${FABRIC_LIMITS.titleMax} characters`);
const handle = z
  .string({ error: 'handle: lower-case letters, digits and dashes, like shirt-royal-oxford-blue' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'handle: lower-case letters, digits and dashes, like shirt-royal-oxford-blue')
  .max(FABRIC_LIMITS.handleMax, `handle: at most ${FABRIC_LIMITS.handleMax} characters`);
const description = z
  .string({ error: 'description: what customers read about the cloth' })
  .trim()
  .min(1, 'description: what customers read about the cloth')
  .max(FABRIC_LIMITS.descriptionMax, `description: at most ${FABRIC_LIMITS.descriptionMax} characters`);
const tags = z
  .array(z.enum(FABRIC_TAGS, { error: `tags: each must be one of ${FABRIC_TAGS.join(', ')}` }), {
    error: 'tags: a list of Display and Preorder',
  })
  .max(FABRIC_TAGS.length)
  .refine((values) => new Set(values).size === values.length, 'tags: name each tag once');
const collectionHandles = z
  .array(
    z
      .string({ error: 'collections: collection handles, like blues' })
      .regex(/^[a-z0-9-]{1,80}$/, 'collections: collection handles, like blues'),
    {
      error: 'collections: a list of collection handles',
    },
  )
  .max(FABRIC_LIMITS.collectionsMax, `collections: at most ${FABRIC_LIMITS.collectionsMax}`)
  .refine((values) => new Set(values).size === values.length, 'collections: name each collection once');
const note = z
  .string({ error: 'saleStatusNote: the reason customers read' })
  .trim()
  .max(300, 'saleStatusNote: at most 300 characters')
  .nullable()
  .optional();
const noteWhenOffSale = (body: { saleStatus?: string | undefined; saleStatusNote?: string | null | undefined }) =>
  body.saleStatus === undefined ||
  body.saleStatus === 'on_sale' ||
  (typeof body.saleStatusNote === 'string' && body.saleStatusNote.length > 0);
const noteRule = { message: 'saleStatusNote: say why, in the words customers will read', path: ['saleStatusNote'] };

/** POST /api/admin/fabrics: a new fabric, with its own variant, in its type's collections. */
export const AdminFabricCreateRequestSchema = z
  .strictObject({
    productType: ProductTypeSchema,
    title,
    handle,
    description,
    attributes: AdminFabricAttributesSchema,
    tags: tags.default([DISPLAY_TAG]),
    collections: collectionHandles.default([]),
    price: AdminFabricPriceSchema,
    saleStatus: FabricSaleStatusSchema.default('on_sale'),
    saleStatusNote: note,
  })
  .refine(noteWhenOffSale, noteRule);
export type AdminFabricCreateRequest = z.infer<typeof AdminFabricCreateRequestSchema>;

/** PATCH /api/admin/fabrics/:id: the fields sent change, from the version seen; `imageIds` orders the pictures (the first is the main one). */
export const AdminFabricUpdateRequestSchema = z
  .strictObject({
    productType: ProductTypeSchema.optional(),
    title: title.optional(),
    handle: handle.optional(),
    description: description.optional(),
    attributes: AdminFabricAttributesSchema.optional(),
    tags: tags.optional(),
    collections: collectionHandles.optional(),
    price: AdminFabricPriceSchema.optional(),
    saleStatus: FabricSaleStatusSchema.optional(),
    saleStatusNote: note,
    imageIds: z
      .array(z.string().regex(/^[a-z0-9-]{1,120}$/, FABRIC_MESSAGES.unknownImage), { error: FABRIC_MESSAGES.unknownImage })
      .max(FABRIC_LIMITS.imagesMax, FABRIC_MESSAGES.unknownImage)
      .optional(),
    version: z.number({ error: 'version: send the version you saw' }).int().min(0),
  })
  .refine(noteWhenOffSale, noteRule);
export type AdminFabricUpdateRequest = z.infer<typeof AdminFabricUpdateRequestSchema>;

export const AdminFabricImageSchema = z.object({
  id: z.string(),
  /** Public, cached for long: an uploaded picture's address never changes. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** An uploaded picture (a JPEG); false for the drawn swatches the shop came with. */
  uploaded: z.boolean(),
});

/** A fabric as the back office edits it. */
export const AdminFabricDetailSchema = z.object({
  id: z.string(),
  variantId: z.string(),
  productType: ProductTypeSchema,
  title: z.string(),
  handle: z.string(),
  description: z.string(),
  attributes: z.record(z.string(), z.array(z.string())),
  tags: z.array(z.string()),
  collections: z.array(z.string()),
  price: z.object({ sgdMinor: z.number().int(), fixed: z.record(z.string(), z.number().int()) }),
  saleStatus: FabricSaleStatusSchema,
  saleStatusNote: z.string().nullable(),
  /** In order: the first is the main picture. */
  images: z.array(AdminFabricImageSchema),
  createdAt: z.string(),
  version: z.number().int(),
});
export type AdminFabricDetail = z.infer<typeof AdminFabricDetailSchema>;

export const AdminFabricImageParamsSchema = AdminFabricParamsSchema.extend({
  imageId: z.string().regex(/^[a-z0-9-]{1,120}$/, 'is not a picture id'),
});
