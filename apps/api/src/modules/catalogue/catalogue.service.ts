import { createCoalescedCalls } from '../../platform/coalesced-calls.js';
import { createShopCaches, type ShopCaches } from '../../platform/announced-cache.js';
import {
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  ErrorCode,
  PRODUCT_PAGE_SIZE,
  PRODUCT_TYPES,
  ProductsConfigResponseSchema,
  productsConfigStamp,
  type Collection,
  type CurrencyCode,
  type MeasurementsConfig,
  type Product,
  type ProductConfig,
  type ProductConfigDocument,
  type ProductPage,
  type ProductType,
  type ProductsConfigResponse,
  type SizeNamesResponse,
  mediaUrl,
  pictureOutline,
  previewPath,
  type GarmentPicture,
} from '@selvedge/contract';
import { designFromSearchParams, designToSearchParams } from '@selvedge/domain';
import type { Clock } from '../../platform/clock.js';
import { compressJson, type CompressedJson } from '../../platform/compressed-json.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { CartVariantRow, CatalogueRepository, FabricRow } from './catalogue.repository.js';
import type { CurrencyRate } from '@selvedge/domain';
import { decodeProductCursor, encodeProductCursor } from './product-cursor.js';
import { parseProductQuery } from './product-query.js';
import { isUploadedPicture } from '../../platform/public-pictures.js';
import type { Pricing } from './pricing.js';

/**
 * The catalogue changes rarely. Each process keeps answers this long: a change made in the
 * database reaches every customer within a minute, and a lost cache costs one query.
 */
const CATALOGUE_CACHE_MS = 60_000;
/** Bounds the memory the answer cache can take, whatever the mix of requests. */
const CATALOGUE_CACHE_ENTRIES = 5_000;

const typeLabel: Record<ProductType, string> = {
  shirt: 'shirt',
  polo: 'polo',
  trousers: 'trousers',
  shorts: 'shorts',
  outerwears: 'outerwear',
  jackets: 'jacket',
};

/** The customiser's first picture: its address and the box of the view it shows ("Front"). */
export interface CustomiserPicture {
  href: string;
  view: string;
  width: number;
  height: number;
}

/** A variant as a cart sees it: its product, whether it can be sold, and its prices. */
export interface CartVariant extends Omit<CartVariantRow, 'productType'> {
  productType: ProductType;
  image: { url: string; altText: string } | null;
}

export function createCatalogueService({
  repository,
  pricing,
  clock,
  caches = createShopCaches(),
}: {
  repository: CatalogueRepository;
  pricing: Pricing;
  clock: Clock;
  /** Where the catalogue's kept answers are made, and forgotten together when the shop changes. */
  caches?: ShopCaches;
}) {
  const now = () => clock.now().getTime();
  const keptAMinute = <V>(max: number) => caches.keep<V>({ max, ttlMs: CATALOGUE_CACHE_MS, now });
  /** The whole configuration by currency, serialised and compressed. */
  const configs = keptAMinute<CompressedJson & { stamp: string }>(CURRENCY_CODES.length);
  /**
   * Variants a cart names, read fresh (a cart must see a fabric leave sale at once). Reads that
   * arrive while one is at the database go together as the next (fifty adds at once: a few reads).
   */
  const variantReads = createCoalescedCalls<string[], Map<string, CartVariant>>(async (_key, asks) => {
    const rows = await repository.cartVariants([...new Set(asks.flat())]);
    const found = new Map(
      rows.map((row) => [
        row.variantId,
        {
          ...row,
          productType: row.productType as ProductType,
          image: row.imageIds[0] ? { url: mediaUrl(row.imageIds[0]), altText: `${row.title}: swatch` } : null,
          // bigint columns come back from JSON as numbers already; amounts are minor units.
          fixedPrices: Object.fromEntries(Object.entries(row.fixedPrices ?? {}).map(([code, amount]) => [code, Number(amount)])),
        },
      ]),
    );
    return asks.map(() => found);
  });
  // Keyed by everything that shapes an answer; only found products and pages are kept.
  const answers = keptAMinute<Product | ProductPage>(CATALOGUE_CACHE_ENTRIES);

  async function remembered<T extends Product | ProductPage>(key: string, load: () => Promise<T>): Promise<T> {
    return (await answers.read(key, load)) as T;
  }

  async function toProducts(rows: FabricRow[], currency: CurrencyCode): Promise<Product[]> {
    const [priceOf, collectionsByProduct, fixed, sizes] = await Promise.all([
      pricing.priceIn(currency),
      repository.collectionHandlesByProduct(rows.map((row) => row.id)),
      repository.fixedPrices(rows.map((row) => row.variantId)),
      repository.mediaSizes([...new Set(rows.flatMap((row) => row.imageIds))]),
    ]);
    return rows.map((row) => ({
      id: row.id,
      handle: row.handle,
      title: row.title,
      productType: row.productType as ProductType,
      description: row.description,
      tags: row.tags,
      attributes: row.attributes,
      images: row.imageIds.map((id, index) => ({
        url: mediaUrl(id),
        altText: isUploadedPicture(id)
          ? `${row.title}: picture ${index + 1}`
          : index === 0
            ? `${row.title}: swatch`
            : `${row.title}: draped`,
        width: sizes.get(id)?.width ?? 400,
        height: sizes.get(id)?.height ?? 400,
      })),
      variantId: row.variantId,
      price: priceOf({ priceMinorSgd: row.priceMinorSgd, fixedPrices: fixed.get(row.variantId) ?? {} }),
      availableForSale: row.availableForSale && row.saleStatus === 'on_sale',
      collections: collectionsByProduct.get(row.id) ?? [],
    }));
  }

  async function one(row: FabricRow | undefined, currency: CurrencyCode, missing: () => Error): Promise<Product> {
    if (!row) throw missing();
    const [product] = await toProducts([row], currency);
    if (!product) throw missing();
    return product;
  }

  /** Accepts a product id or its base64url encoding (SPEC §7 `encodedFabricId`). */
  function decodeProductId(value: string): string {
    if (!/^[A-Za-z0-9_=-]{1,200}$/.test(value)) throw badRequest('id: is not a product id', ErrorCode.invalid_id);
    if (value.startsWith('prod_')) return value;
    const decoded = Buffer.from(value.replace(/=+$/, ''), 'base64url').toString('utf8');
    return decoded.startsWith('prod_') ? decoded : value;
  }

  type ConfigRows = Awaited<ReturnType<CatalogueRepository['latestConfigs']>>;
  const documents = keptAMinute<ConfigRows>(1);
  /** Each type's drawings as served, for the version they were made from (kept as long as that version is live). */
  const pictures = keptAMinute<CompressedJson & { version: number }>(PRODUCT_TYPES.length * 4);

  /** The live configuration document of a type, from a copy kept as long as the other catalogue answers. */
  async function liveDocument(type: string): Promise<ProductConfigDocument | undefined> {
    return (await liveDocuments()).find((row) => row.productType === type)?.document;
  }

  async function liveDocuments(): Promise<ConfigRows> {
    return (await documents.read('live', () => repository.latestConfigs())) ?? [];
  }

  /** The configurations with the prices of every variant they name, read at most once a minute. */
  const sheets = keptAMinute<{ rows: ConfigRows; base: Map<string, number>; fixed: Map<string, Partial<Record<CurrencyCode, number>>> }>(1);
  type PriceSheet = Awaited<ReturnType<typeof priceSheet>>;
  /**
   * Every type's configuration priced, by currency, with the sheet it was priced from. One for every
   * currency: a cart is priced in all of them at once, and a cache one short of them, read in the
   * same order each time, keeps none it is asked for (each priced again, and a new version of the
   * configurations, at every cart read).
   */
  const pricedByCurrency = keptAMinute<{ sheet: PriceSheet; configs: Record<ProductType, ProductConfig> }>(CURRENCY_CODES.length);

  async function priceSheet() {
    const sheet = await sheets.read('sheet', async () => {
      const rows = await repository.latestConfigs();
      const variantIds = rows.flatMap(({ document }) => pricedVariantIds(document));
      const [base, fixed] = await Promise.all([repository.variantBasePrices(variantIds), repository.fixedPrices(variantIds)]);
      return { rows, base, fixed };
    });
    if (!sheet) throw new Error('the price sheet could not be read');
    return sheet;
  }

  /** Every type's configuration priced in `currency` (not yet checked against the contract). */
  async function pricedConfigs(currency: CurrencyCode): Promise<Record<ProductType, ProductConfig>> {
    const sheet = await priceSheet();
    const priced = () => pricedByCurrency.read(currency, async () => ({ sheet, configs: await priceConfigs(sheet, currency) }));
    let kept = await priced();
    // Priced from the sheet before this one: priced again.
    if (kept && kept.sheet !== sheet) {
      pricedByCurrency.forget(currency);
      kept = await priced();
    }
    if (!kept) throw new Error(`the configurations could not be priced in ${currency}`);
    return kept.configs;
  }

  async function priceConfigs({ rows, base, fixed }: PriceSheet, currency: CurrencyCode): Promise<Record<ProductType, ProductConfig>> {
    const priceOf = await pricing.priceIn(currency);
    const priceOfVariant = (variantId: string | null) => {
      if (variantId === null) return null;
      const minor = base.get(variantId);
      if (minor === undefined) throw new Error(`configuration names unknown variant ${variantId}`);
      return priceOf({ priceMinorSgd: minor, fixedPrices: fixed.get(variantId) ?? {} });
    };
    const byType = new Map(rows.map((row) => [row.productType, row]));
    const configs = Object.fromEntries(
      PRODUCT_TYPES.map((type) => {
        const row = byType.get(type);
        if (!row) throw new Error(`no product configuration is stored for ${type}`);
        return [type, withPrices(row.document, row.version, priceOfVariant)];
      }),
    ) as Record<ProductType, ProductConfig>;
    return configs;
  }

  /**
   * What the storefront would be served in `currency` with `document` live for its type as
   * `version`, its add-ons at `addOnPrices` (SGD minor units): checked by the contract like any
   * answer. Nothing is kept.
   */
  async function previewConfig(
    currency: CurrencyCode,
    document: ProductConfigDocument,
    version: number,
    addOnPrices: Readonly<Record<string, number>>,
  ): Promise<ProductsConfigResponse> {
    const [live, priceOf, fixed] = await Promise.all([
      pricedConfigs(currency),
      pricing.priceIn(currency),
      repository.fixedPrices(pricedVariantIds(document)),
    ]);
    const priceOfVariant = (variantId: string | null) => {
      if (variantId === null) return null;
      const minor = addOnPrices[variantId];
      if (minor === undefined) throw new Error(`the proposed configuration names ${variantId} without its price`);
      return priceOf({ priceMinorSgd: minor, fixedPrices: fixed.get(variantId) ?? {} });
    };
    return ProductsConfigResponseSchema.parse({
      currencyCode: currency,
      products: { ...live, [document.productType]: withPrices(document, version, priceOfVariant) },
    });
  }

  async function buildConfig(currency: CurrencyCode): Promise<ProductsConfigResponse> {
    const products = await pricedConfigs(currency);
    // Parsing checks the stored documents still satisfy the contract before anyone sees them.
    return ProductsConfigResponseSchema.parse({ currencyCode: currency, products });
  }

  return {
    async listProducts(input: {
      type: ProductType;
      currency: CurrencyCode;
      query: string | undefined;
      cursor: string | undefined;
      first: number | undefined;
    }): Promise<ProductPage> {
      const filter = parseProductQuery(input.query);
      const after = input.cursor ? decodeProductCursor(input.cursor) : null;
      const size = input.first ?? PRODUCT_PAGE_SIZE;
      const key = JSON.stringify(['page', input.type, input.currency, filter, after, size]);
      return remembered(key, async () => {
        const rows = await repository.listFabrics(input.type, filter, after, size + 1);
        const page = rows.slice(0, size);
        const last = page.at(-1);
        const hasNextPage = rows.length > size;
        return {
          products: await toProducts(page, input.currency),
          hasNextPage,
          lastProductCursor: hasNextPage && last ? encodeProductCursor(last) : null,
        };
      });
    },

    async productByHandle(type: ProductType, handle: string, currency: CurrencyCode): Promise<Product> {
      const missing = () =>
        notFound(`handle: no ${typeLabel[type]} fabric has the handle "${handle.slice(0, 120)}"`, ErrorCode.product_not_found);
      if (!/^[a-z0-9-]{1,120}$/.test(handle)) throw missing();
      return remembered(JSON.stringify(['handle', type, handle, currency]), async () =>
        one(await repository.findFabricByHandle(type, handle), currency, missing),
      );
    },

    async productById(type: ProductType, idOrEncoded: string, currency: CurrencyCode): Promise<Product> {
      const id = decodeProductId(idOrEncoded);
      const missing = () =>
        notFound(`id: no ${typeLabel[type]} fabric has the id "${idOrEncoded.slice(0, 120)}"`, ErrorCode.product_not_found);
      return remembered(JSON.stringify(['id', type, id, currency]), async () => {
        const [row] = await repository.findFabricsById(type, [id]);
        return one(row, currency, missing);
      });
    },

    async collections(type: ProductType): Promise<Collection[]> {
      return repository.listCollections(type);
    },

    /** The whole configuration in one currency, serialised and compressed once, shared until it ages out. */
    async productsConfig(currency: CurrencyCode): Promise<CompressedJson & { stamp: string }> {
      const value = await configs.read(currency, async () => {
        const config = await buildConfig(currency);
        // The stamp of exactly the versions this answer holds, for the route to compare with the page's.
        const stamp = productsConfigStamp(
          Object.fromEntries(PRODUCT_TYPES.map((type) => [type, config.products[type].version])) as Record<ProductType, number>,
        );
        return { ...compressJson(JSON.stringify(config)), stamp };
      });
      if (!value) throw new Error(`the configuration could not be served in ${currency}`);
      return value;
    },

    /** The stamp of the live configuration versions, for the storefront's pages (one read a minute, no pricing). */
    async configStamp(): Promise<string> {
      const versions = new Map((await liveDocuments()).map((row) => [row.productType, row.version]));
      return productsConfigStamp(
        Object.fromEntries(PRODUCT_TYPES.map((type) => [type, versions.get(type) ?? 0])) as Record<ProductType, number>,
      );
    },

    /**
     * The home page's first product card's picture (the first type's first style group, as
     * `ProductTypeGrid` draws it): on a phone the largest thing on the first screen, named in index.html.
     */
    async homePicture(): Promise<string | null> {
      const document = await liveDocument(PRODUCT_TYPES[0]);
      return (document && document.styles[document.stylesOrder[0] ?? '']?.image) || null;
    },

    /**
     * The picture the customiser paints first (issue 30): the server's drawing of the design the
     * page's address names, as the storefront repairs it, at exactly the address the storefront asks
     * for (both write it with designToSearchParams), with its first view's box. Null for an unknown type.
     */
    async customiserPicture(type: string, search: URLSearchParams): Promise<CustomiserPicture | null> {
      if (!(PRODUCT_TYPES as readonly string[]).includes(type)) return null;
      const config = (await pricedConfigs('SGD'))[type as ProductType];
      const { design } = designFromSearchParams(config, search);
      const [first] = config.picture.views;
      if (!first) return null;
      return {
        href: previewPath(type as ProductType, designToSearchParams(config, design).toString()),
        view: first.name,
        width: first.width,
        height: first.height,
      };
    },

    /**
     * Each type's tab name and opening paragraph, in the shop's order, from the configuration the
     * storefront is served (its words are the same in every currency): what Our Products paints first.
     */
    async productsOverview(): Promise<{ title: string; description: string }[]> {
      const configs = await pricedConfigs(DEFAULT_CURRENCY);
      return PRODUCT_TYPES.map((type) => ({ title: configs[type].title, description: configs[type].description }));
    },

    /** The sizes and fits of every product type (SPEC §7 size names), from the live configurations. */
    async sizeNames(): Promise<SizeNamesResponse> {
      const rows = await repository.latestConfigs();
      return {
        sizeNames: rows.map(({ document }) => ({
          productType: document.productType,
          sizes: document.measurements.sizes,
          fits: document.measurements.fits,
        })),
      };
    },

    /** The measurement fields, sizes and fits a saved size of `type` is checked against (no prices, so no currency). */
    async measurementsConfig(type: ProductType): Promise<MeasurementsConfig> {
      const document = await liveDocument(type);
      if (!document) throw new Error(`no product configuration is stored for ${type}`);
      return document.measurements;
    },

    /** What the fit estimate and the measurement warnings of `type` read (issue 29), from the live configuration (kept a minute). */
    async fitConfig(type: ProductType): Promise<Pick<ProductConfigDocument, 'measurements' | 'fitModel' | 'fitChecks'>> {
      const document = await liveDocument(type);
      if (!document) throw new Error(`no product configuration is stored for ${type}`);
      return { measurements: document.measurements, fitModel: document.fitModel, fitChecks: document.fitChecks };
    },

    previewConfig,

    /**
     * The live drawings of `type` (issue 30, served apart from the configuration so that only the
     * customiser downloads them), serialised and compressed once per version; null for an unknown type.
     */
    async garmentPicture(type: string): Promise<(CompressedJson & { version: number }) | null> {
      const row = (await liveDocuments()).find((candidate) => candidate.productType === type);
      if (!row) return null;
      return pictures.read(`${type}:${row.version}`, async () => ({
        ...compressJson(JSON.stringify({ productType: type, version: row.version, picture: row.document.picture })),
        version: row.version,
      }));
    },

    /** The live drawings of `type` and their version, as the server draws its previews (kept a minute). */
    async livePicture(type: ProductType): Promise<{ version: number; picture: GarmentPicture }> {
      const row = (await liveDocuments()).find((candidate) => candidate.productType === type);
      if (!row) throw new Error(`no product configuration is stored for ${type}`);
      return { version: row.version, picture: row.document.picture };
    },

    /** Every type's configuration with its prices in `currency`, as the cart checks and prices pieces (kept a minute). */
    productConfigs(currency: CurrencyCode): Promise<Record<ProductType, ProductConfig>> {
      return pricedConfigs(currency);
    },

    /** The variants a cart names, with their products and prices (read fresh: a cart must see a fabric leave sale at once). */
    async cartVariants(variantIds: string[]): Promise<Map<string, CartVariant>> {
      const found = await variantReads.call('variants', variantIds);
      return new Map(
        variantIds.flatMap((id) => {
          const variant = found.get(id);
          return variant ? [[id, variant] as const] : [];
        }),
      );
    },

    /** A fabric of `type` by id, else by handle, whatever its sale status (Order again asks what became of the one ordered); read fresh. */
    async fabricAsItIs(type: ProductType, id: string, handle: string | null): Promise<FabricRow | undefined> {
      const [byId] = await repository.findFabricsById(type, [id]);
      return byId ?? (handle ? await repository.findFabricByHandle(type, handle) : undefined);
    },

    /** Every fabric of `type` a customer can order in the shop now, by title (read fresh). */
    fabricsOnSale(type: ProductType): Promise<FabricRow[]> {
      return repository.fabricsOnSale(type);
    },

    /** A price function for `currency` (a fixed price for it, else the SGD price converted and rounded). */
    priceIn(currency: CurrencyCode) {
      return pricing.priceIn(currency);
    },

    /** The exchange rate of `currency`, as prices are converted with it. */
    rate(currency: CurrencyCode): Promise<CurrencyRate> {
      return pricing.rate(currency);
    },
  };
}

/** A stored document as the storefront is served it: its version, and every priced accessory's price. */
function withPrices(
  document: ProductConfigDocument,
  version: number,
  priceOfVariant: (variantId: string | null) => ProductConfig['accessories']['addOns'][number]['price'],
): ProductConfig {
  const priced = (items: ProductConfigDocument['accessories']['addOns']) =>
    items.map((item) => ({
      ...item,
      price: priceOfVariant(item.variantId),
      options: item.options.map((option) => ({ ...option, price: priceOfVariant(option.variantId) })),
    }));
  const { accessories } = document;
  return {
    ...document,
    version,
    picture: pictureOutline(document.picture),
    accessories: {
      fabric: priced(accessories.fabric),
      initials: priced(accessories.initials),
      addOns: priced(accessories.addOns),
      others: priced(accessories.others),
    },
  };
}

function pricedVariantIds(document: ProductConfigDocument): string[] {
  const { fabric, initials, addOns, others } = document.accessories;
  return [...fabric, ...initials, ...addOns, ...others].flatMap((item) => [
    ...(item.variantId ? [item.variantId] : []),
    ...item.options.flatMap((option) => (option.variantId ? [option.variantId] : [])),
  ]);
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
