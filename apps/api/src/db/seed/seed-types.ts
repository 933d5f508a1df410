import type { CurrencyCode, ProductType, StaticContent } from '@selvedge/contract';

/** The shapes the demo seed is written in. Money is integer minor units of SGD. */

/** An image generated at seed time and served from /api/media/{id}. */
export interface SeedMedia {
  /** Lower-case words joined by dashes, unique across all media, e.g. "swatch-oxford-blue-stripe". */
  id: string;
  contentType: 'image/svg+xml';
  /** The SVG document. It must be self-contained (no external references, no scripts). */
  body: string;
  width: number;
  height: number;
}

export interface SeedFabric {
  /** Unique across all product types, lower-case words joined by dashes. */
  handle: string;
  productType: ProductType;
  title: string;
  description: string;
  /** Always includes "Display" for fabrics on sale; "Preorder" for pre-order fabrics. */
  tags: string[];
  /** Filter type -> values: colour, pattern, material, weight (and more where useful). */
  attributes: Record<string, string[]>;
  /** Price of one made-to-measure piece in this fabric, SGD cents. */
  priceMinorSgd: number;
  /** Prices set by hand for some currencies, in that currency's minor units; override the rate. */
  fixedPrices?: Partial<Record<CurrencyCode, number>>;
  /** Media ids of the fabric's pictures; the first is the swatch. */
  imageIds: string[];
  /** Handles of the collections (of the same product type) the fabric belongs to. */
  collections: string[];
  availableForSale: boolean;
}

export interface SeedCollection {
  handle: string;
  productType: ProductType;
  title: string;
  description: string;
  /** colour, pattern, material, weight or occasion. */
  filterType: string;
}

/** A priced accessory (add-on, priced initials ...) sold as its own variant. */
export interface SeedAddOn {
  /** Unique, e.g. "shirt-extra-collar-stays". Its variant id is variantIdFor(handle). */
  handle: string;
  productType: ProductType;
  title: string;
  priceMinorSgd: number;
}

export interface SeedCurrency {
  code: CurrencyCode;
  /** Units of this currency that one SGD buys, as a decimal string with up to 8 decimals. */
  ratePerSgd: string;
  /**
   * Converted prices are rounded up to a multiple of this many minor units
   * (e.g. 100 rounds USD to whole dollars; 1 keeps cents).
   */
  roundingIncrementMinor: number;
}

export interface SeedShippingRate {
  id: string;
  name: string;
  /** SGD cents, whole dollars (a multiple of 100); 0 is free. */
  priceMinorSgd: number;
  deliveryDays: { min: number; max: number };
}

export interface SeedShippingCountry {
  code: string;
  name: string;
  description: string;
  rateId: string;
  freeShipping: boolean;
  currencyCode: CurrencyCode;
}

export interface SeedPreorder {
  title: string;
  description: string;
  collectionTitle: string;
  collectionDescription: string;
  estimatedDelivery: string;
  /** The window of `estimatedDelivery`, in weeks from the cutoff. */
  deliveryWeeks: { min: number; max: number };
  navbarImageId: string | null;
  productsOrder: ProductType[];
  startsAt: Date;
  cutoff: Date;
}

export type SeedStaticContent = Omit<StaticContent, 'updatedAt'>;

export interface SeedBlog {
  handle: string;
  title: string;
  description: string;
  articles: {
    handle: string;
    title: string;
    excerpt: string;
    body: string;
    imageId: string | null;
    publishedAt: Date;
    author: string;
  }[];
}
