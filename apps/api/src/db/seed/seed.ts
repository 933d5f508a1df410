import { eq } from 'drizzle-orm';
import { PREORDER_TAG } from '@selvedge/contract';
import { collectionIdFor, productIdFor, variantIdFor } from '../../modules/catalogue/catalogue-ids.js';
import type { Database } from '../connection.js';
import {
  appMeta,
  blogArticles,
  blogs,
  collectionProducts,
  collections,
  contentPages,
  currencies,
  discountCodes,
  fitters,
  media,
  preorderProducts,
  preorders,
  productConfigs,
  products,
  shippingCountries,
  shippingRates,
  studioHours,
  studios,
  variantPrices,
  variants,
} from '../schema.js';
import {
  seedBlogs,
  seedCurrencies,
  seedDiscountCodes,
  seedPreorder,
  seedShippingCountries,
  seedShippingRates,
  seedStaticContent,
} from './content/index.js';
import { seedCollections, seedFabricMedia, seedFabrics } from './fabrics/index.js';
import { seedAddOns, seedProductConfigs, seedStyleMedia } from './product-configs/index.js';
import { seedFitters, seedStudio, seedStudioHours } from './studio/studio.js';

/** Bump when the demo seed changes shape; a database seeded with an older version is left alone. */
const SEED_VERSION = '1';
const SEED_KEY = 'demo_seed_version';

/** Postgres allows 65,535 parameters a statement; chunks keep every insert well below that. */
function chunks<T>(rows: T[], size = 400): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

const DISCOUNT_CODES_KEY = 'demo_discount_codes';

/**
 * The demo discount codes, added once to any database, also one seeded before codes existed;
 * never again after, so a code the shop deletes stays deleted.
 */
async function seedDiscountCodesOnce(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const marked = await tx
      .insert(appMeta)
      .values({ key: DISCOUNT_CODES_KEY, value: '1' })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (marked.length === 0) return;
    await tx.insert(discountCodes).values(seedDiscountCodes).onConflictDoNothing();
  });
}

const STUDIO_KEY = 'demo_studio';

/**
 * The demo studio with its fitters and hours, added once to any database, also one seeded before
 * appointments existed; never again after, so a studio the shop changes stays as it made it.
 */
async function seedStudioOnce(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const marked = await tx.insert(appMeta).values({ key: STUDIO_KEY, value: '1' }).onConflictDoNothing().returning({ key: appMeta.key });
    if (marked.length === 0) return;
    await tx
      .insert(studios)
      .values({ ...seedStudio, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    await tx
      .insert(fitters)
      .values(
        seedFitters.map((fitter, position) => ({ ...fitter, studioId: seedStudio.id, createdAt: new Date(now.getTime() + position) })),
      )
      .onConflictDoNothing();
    await tx.insert(studioHours).values(seedStudioHours.map((entry) => ({ ...entry, studioId: seedStudio.id })));
  });
}

export interface SeedResult {
  seeded: boolean;
  fabrics: number;
}

/**
 * Seeds the demo shop once. Runs in one transaction: a crash half-way leaves nothing behind, and
 * a second start finds the marker and adds nothing.
 */
export async function seedDemoShop(db: Database, now: Date = new Date()): Promise<SeedResult> {
  const existing = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  if (existing.length > 0) {
    await seedDiscountCodesOnce(db);
    await seedStudioOnce(db, now);
    return { seeded: false, fabrics: 0 };
  }

  await db.transaction(async (tx) => {
    await tx
      .insert(currencies)
      .values(seedCurrencies.map((currency, position) => ({ ...currency, position })))
      .onConflictDoNothing();

    const allMedia = [...seedFabricMedia, ...seedStyleMedia];
    for (const part of chunks(allMedia, 200)) await tx.insert(media).values(part).onConflictDoNothing();

    const fabricRows = seedFabrics.map((fabric, position) => ({
      id: productIdFor(fabric.handle),
      handle: fabric.handle,
      productType: fabric.productType,
      kind: 'fabric' as const,
      title: fabric.title,
      description: fabric.description,
      tags: fabric.tags,
      attributes: fabric.attributes,
      imageIds: fabric.imageIds,
      position,
    }));
    const addOnRows = seedAddOns.map((addOn, position) => ({
      id: productIdFor(addOn.handle),
      handle: addOn.handle,
      productType: addOn.productType,
      kind: 'addon' as const,
      title: addOn.title,
      description: addOn.title,
      tags: [],
      attributes: {},
      imageIds: [],
      position,
    }));
    for (const part of chunks([...fabricRows, ...addOnRows])) await tx.insert(products).values(part).onConflictDoNothing();

    const variantRows = [
      ...seedFabrics.map((fabric) => ({
        id: variantIdFor(fabric.handle),
        productId: productIdFor(fabric.handle),
        title: fabric.title,
        priceMinor: fabric.priceMinorSgd,
        availableForSale: fabric.availableForSale,
      })),
      ...seedAddOns.map((addOn) => ({
        id: variantIdFor(addOn.handle),
        productId: productIdFor(addOn.handle),
        title: addOn.title,
        priceMinor: addOn.priceMinorSgd,
        availableForSale: true,
      })),
    ];
    for (const part of chunks(variantRows)) await tx.insert(variants).values(part).onConflictDoNothing();

    const fixedPriceRows = seedFabrics.flatMap((fabric) =>
      Object.entries(fabric.fixedPrices ?? {}).map(([currencyCode, amountMinor]) => ({
        variantId: variantIdFor(fabric.handle),
        currencyCode,
        amountMinor: amountMinor ?? 0,
      })),
    );
    for (const part of chunks(fixedPriceRows)) await tx.insert(variantPrices).values(part).onConflictDoNothing();

    await tx
      .insert(collections)
      .values(
        seedCollections.map((collection, position) => ({
          id: collectionIdFor(collection.productType, collection.handle),
          ...collection,
          position,
        })),
      )
      .onConflictDoNothing();
    const memberships = seedFabrics.flatMap((fabric) =>
      fabric.collections.map((handle) => ({
        collectionId: collectionIdFor(fabric.productType, handle),
        productId: productIdFor(fabric.handle),
      })),
    );
    for (const part of chunks(memberships)) await tx.insert(collectionProducts).values(part).onConflictDoNothing();

    await tx
      .insert(productConfigs)
      .values(
        seedProductConfigs.map((document) => ({
          productType: document.productType,
          version: 1,
          document,
          addOnPrices: Object.fromEntries(
            seedAddOns
              .filter((addOn) => addOn.productType === document.productType)
              .map((addOn) => [variantIdFor(addOn.handle), addOn.priceMinorSgd]),
          ),
          note: 'The first configuration.',
        })),
      )
      .onConflictDoNothing();

    const preorder = seedPreorder(now);
    await tx
      .insert(preorders)
      .values({
        id: 'current',
        title: preorder.title,
        description: preorder.description,
        collectionTitle: preorder.collectionTitle,
        collectionDescription: preorder.collectionDescription,
        estimatedDelivery: preorder.estimatedDelivery,
        deliveryWeeksMin: preorder.deliveryWeeks.min,
        deliveryWeeksMax: preorder.deliveryWeeks.max,
        navbarImageId: preorder.navbarImageId,
        productsOrder: preorder.productsOrder,
        startsAt: preorder.startsAt,
        cutoff: preorder.cutoff,
      })
      .onConflictDoNothing();
    // Its collection: the fabrics tagged Preorder, by the order of their types.
    const capsule = seedFabrics
      .filter((fabric) => fabric.tags.includes(PREORDER_TAG) && preorder.productsOrder.includes(fabric.productType))
      .sort((a, b) => preorder.productsOrder.indexOf(a.productType) - preorder.productsOrder.indexOf(b.productType));
    if (capsule.length > 0) {
      await tx
        .insert(preorderProducts)
        .values(capsule.map((fabric, position) => ({ preorderId: 'current', productId: productIdFor(fabric.handle), position })))
        .onConflictDoNothing();
    }

    await tx
      .insert(contentPages)
      .values(seedStaticContent.map((document) => ({ page: document.page, document, updatedAt: now })))
      .onConflictDoNothing();

    for (const blog of seedBlogs) {
      await tx.insert(blogs).values({ handle: blog.handle, title: blog.title, description: blog.description }).onConflictDoNothing();
      await tx
        .insert(blogArticles)
        .values(blog.articles.map((article) => ({ blogHandle: blog.handle, ...article })))
        .onConflictDoNothing();
    }

    await tx
      .insert(shippingRates)
      .values(
        seedShippingRates.map((rate, position) => ({
          id: rate.id,
          name: rate.name,
          priceMinorSgd: rate.priceMinorSgd,
          deliveryDaysMin: rate.deliveryDays.min,
          deliveryDaysMax: rate.deliveryDays.max,
          position,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(shippingCountries).values(seedShippingCountries).onConflictDoNothing();

    await tx.insert(appMeta).values({ key: SEED_KEY, value: SEED_VERSION }).onConflictDoNothing();
  });
  await seedDiscountCodesOnce(db);
  await seedStudioOnce(db, now);

  return { seeded: true, fabrics: seedFabrics.length };
}
