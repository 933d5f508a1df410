import { z } from 'zod';
import { ImageSchema } from './images.js';
import { MoneySchema } from './money.js';
import type { CurrencyCode } from './currencies.js';
import { ProductTypeSchema, type ProductType } from './product-types.js';

/** Tags with a meaning to the shop. */
export const DISPLAY_TAG = 'Display';
export const PREORDER_TAG = 'Preorder';

/** A fabric: the product a customer builds a piece from. */
export const ProductSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  productType: ProductTypeSchema,
  description: z.string(),
  tags: z.array(z.string()),
  /** Filter type -> values, e.g. { colour: ["Navy"], pattern: ["Stripe"] }. */
  attributes: z.record(z.string(), z.array(z.string())),
  images: z.array(ImageSchema),
  /** The variant a cart line uses for this fabric. */
  variantId: z.string(),
  /** Price of one piece in this fabric with the standard make, in the requested currency. */
  price: MoneySchema,
  availableForSale: z.boolean(),
  /** Handles of the collections (fabric filters) this fabric belongs to. */
  collections: z.array(z.string()),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductPageSchema = z.object({
  products: z.array(ProductSchema),
  hasNextPage: z.boolean(),
  /** Pass as `cursor=` to get the next page; null on the last page. */
  lastProductCursor: z.string().nullable(),
});
export type ProductPage = z.infer<typeof ProductPageSchema>;

export const PRODUCT_PAGE_SIZE = 24;
export const PRODUCT_PAGE_SIZE_MAX = 100;

/**
 * The customiser's two fabric listings (SPEC §7): cloth on general sale at /shop/{type}, and the
 * running pre-order's cloth at /preorder/shop/{type}.
 */
export const FABRIC_LISTING_QUERY = {
  standard: `tag:${DISPLAY_TAG} -tag:${PREORDER_TAG}`,
  preorder: `tag:${DISPLAY_TAG} tag:${PREORDER_TAG}`,
} as const;
export type FabricListing = keyof typeof FABRIC_LISTING_QUERY;

/**
 * The API path (under /api) of one page of a listing. The storefront asks for exactly this, and the
 * server names the first page in the customiser's index.html, so the two must build it alike.
 */
export function fabricsPagePath(type: ProductType, currency: CurrencyCode, listing: FabricListing, cursor: string | null = null): string {
  const search = new URLSearchParams({ cc: currency, query: FABRIC_LISTING_QUERY[listing], first: String(PRODUCT_PAGE_SIZE) });
  if (cursor) search.set('cursor', cursor);
  return `/shopify/products/${type}?${search.toString()}`;
}

export const ProductListQuerySchema = z.object({
  cc: z.string().optional(),
  /** Tag filter, e.g. `tag:Display -tag:Preorder`. */
  query: z.string().max(200, 'query must be at most 200 characters').optional(),
  cursor: z.string().max(200, 'cursor is invalid').optional(),
  first: z.coerce
    .number({ error: 'first must be a whole number' })
    .int('first must be a whole number')
    .min(1, 'first must be at least 1')
    .max(PRODUCT_PAGE_SIZE_MAX, `first must be at most ${PRODUCT_PAGE_SIZE_MAX}`)
    .optional(),
});

/** A collection doubles as a fabric filter (SPEC §3). */
export const CollectionSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  /** The attribute family this collection filters by: colour, pattern, material, weight, occasion. */
  filterType: z.string(),
  productCount: z.number().int().nonnegative(),
});
export type Collection = z.infer<typeof CollectionSchema>;

export const CollectionsResponseSchema = z.object({
  productType: ProductTypeSchema,
  collections: z.array(CollectionSchema),
});
export type CollectionsResponse = z.infer<typeof CollectionsResponseSchema>;
