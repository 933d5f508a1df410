import { describe, it, expect } from 'vitest';
import { CURRENCY_CODES, DISPLAY_TAG, PREORDER_TAG, PRODUCT_TYPES, type ProductType } from '@selvedge/contract';
import { COLLECTION_RULES, FABRIC_ATTRIBUTE_VOCABULARY, MAX_COLLECTIONS_PER_FABRIC, matchesRule } from './collections.js';
import { generateFabricCatalogue, PREORDER_CAPSULE } from './fabric-catalogue.js';
import { seedCollections, seedFabricMedia, seedFabrics } from './index.js';
import { mulberry32, renderDrape, renderSwatch, WEAVES } from './swatches.js';

const HANDLE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const MIN_ON_SALE: Record<ProductType, number> = {
  shirt: 48,
  polo: 28,
  trousers: 32,
  shorts: 28,
  outerwears: 28,
  jackets: 30,
};

const PRICE_BANDS_SGD: Record<ProductType, [number, number]> = {
  shirt: [8900, 16900],
  polo: [7900, 11900],
  trousers: [12900, 22900],
  shorts: [9900, 14900],
  outerwears: [19900, 34900],
  jackets: [49900, 129900],
};

const ofType = (productType: ProductType) => seedFabrics.filter((fabric) => fabric.productType === productType);
const isPreorder = (tags: string[]) => tags.includes(PREORDER_TAG);

describe('fabric catalogue generation', () => {
  it('is deterministic: two runs give identical output', () => {
    const first = generateFabricCatalogue();
    const second = generateFabricCatalogue();
    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(first.fabrics).toEqual(seedFabrics);
    expect(first.media).toEqual(seedFabricMedia);
  });

  it('returns fresh data on every call', () => {
    const first = generateFabricCatalogue();
    first.fabrics[0]!.title = 'changed';
    expect(generateFabricCatalogue().fabrics[0]!.title).not.toBe('changed');
  });

  it('uses a seeded PRNG that repeats for a seed and differs between seeds', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const fromA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(fromA);
    expect([c(), c(), c()]).not.toEqual(fromA);
    for (const value of fromA) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of fromA) expect(value).toBeLessThan(1);
  });
});

describe('fabrics', () => {
  it('have unique, well-formed handles prefixed by their product type', () => {
    const handles = seedFabrics.map((fabric) => fabric.handle);
    expect(new Set(handles).size).toBe(handles.length);
    for (const fabric of seedFabrics) {
      expect(fabric.handle).toMatch(HANDLE);
      expect(fabric.handle.startsWith(`${fabric.productType}-`)).toBe(true);
    }
  });

  it('have titles unique within a product type, and original descriptions of one or two sentences', () => {
    for (const productType of PRODUCT_TYPES) {
      const titles = ofType(productType).map((fabric) => fabric.title);
      expect(new Set(titles).size, productType).toBe(titles.length);
    }
    const descriptions = seedFabrics.map((fabric) => fabric.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const fabric of seedFabrics) {
      expect(fabric.title).not.toMatch(/[{}]/);
      expect(fabric.description).not.toMatch(/[{}]|lorem|ipsum/i);
      expect(fabric.description.length).toBeGreaterThan(40);
      const sentences = fabric.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, fabric.handle).toBeGreaterThanOrEqual(1);
      expect(sentences.length, fabric.handle).toBeLessThanOrEqual(2);
    }
  });

  it.each(PRODUCT_TYPES)('meet the minimum number of %s fabrics on sale', (productType) => {
    const onSale = ofType(productType).filter(
      (fabric) => fabric.tags.includes(DISPLAY_TAG) && !isPreorder(fabric.tags) && fabric.availableForSale,
    );
    expect(onSale.length).toBeGreaterThanOrEqual(MIN_ON_SALE[productType]);
  });

  it.each(PRODUCT_TYPES)('have exactly two sold-out %s fabrics, tagged Display only', (productType) => {
    const soldOut = ofType(productType).filter((fabric) => !fabric.availableForSale);
    expect(soldOut).toHaveLength(2);
    for (const fabric of soldOut) expect(fabric.tags).toEqual([DISPLAY_TAG]);
  });

  it('have a pre-order capsule of 4 to 6 fabrics for shirts, trousers and jackets only', () => {
    for (const productType of PRODUCT_TYPES) {
      const preorder = ofType(productType).filter((fabric) => isPreorder(fabric.tags));
      if ((PREORDER_CAPSULE.productTypes as readonly string[]).includes(productType)) {
        expect(preorder.length, productType).toBeGreaterThanOrEqual(4);
        expect(preorder.length, productType).toBeLessThanOrEqual(6);
        for (const fabric of preorder) {
          expect(fabric.tags).toEqual([DISPLAY_TAG, PREORDER_TAG]);
          expect(fabric.availableForSale).toBe(true);
          expect(fabric.title.startsWith(PREORDER_CAPSULE.name)).toBe(true);
        }
      } else {
        expect(preorder, productType).toHaveLength(0);
      }
    }
  });

  it('are all tagged Display and only with known tags', () => {
    for (const fabric of seedFabrics) {
      expect(fabric.tags).toContain(DISPLAY_TAG);
      for (const tag of fabric.tags) expect([DISPLAY_TAG, PREORDER_TAG]).toContain(tag);
    }
  });

  it('have positive whole-dollar SGD prices within the band of their product type', () => {
    for (const fabric of seedFabrics) {
      const [min, max] = PRICE_BANDS_SGD[fabric.productType];
      expect(Number.isInteger(fabric.priceMinorSgd), fabric.handle).toBe(true);
      expect(fabric.priceMinorSgd, fabric.handle).toBeGreaterThan(0);
      expect(fabric.priceMinorSgd % 100, fabric.handle).toBe(0);
      expect(fabric.priceMinorSgd, fabric.handle).toBeGreaterThanOrEqual(min);
      expect(fabric.priceMinorSgd, fabric.handle).toBeLessThanOrEqual(max);
    }
  });

  it('have hand-set foreign prices on about one fabric in six, in whole units', () => {
    const withFixed = seedFabrics.filter((fabric) => fabric.fixedPrices);
    const share = withFixed.length / seedFabrics.length;
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.22);
    for (const fabric of withFixed) {
      const entries = Object.entries(fabric.fixedPrices!);
      expect(fabric.fixedPrices!.USD, fabric.handle).toBeDefined();
      for (const [code, amount] of entries) {
        expect(CURRENCY_CODES).toContain(code);
        expect(code).not.toBe('SGD');
        expect(Number.isInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThan(0);
        expect(amount % 100).toBe(0);
      }
    }
    expect(withFixed.some((fabric) => fabric.fixedPrices!.EUR && fabric.fixedPrices!.GBP)).toBe(true);
  });

  it('use only the declared attribute families and values, colour through weight on every fabric', () => {
    for (const fabric of seedFabrics) {
      for (const family of ['colour', 'pattern', 'material', 'weight']) {
        expect(fabric.attributes[family]?.length ?? 0, `${fabric.handle} ${family}`).toBeGreaterThan(0);
      }
      for (const [family, values] of Object.entries(fabric.attributes)) {
        const vocabulary = FABRIC_ATTRIBUTE_VOCABULARY[family];
        expect(vocabulary, `${fabric.handle}: unknown attribute ${family}`).toBeDefined();
        expect(new Set(values).size).toBe(values.length);
        for (const value of values) expect(vocabulary, `${fabric.handle} ${family}`).toContain(value);
      }
    }
  });

  it('give a season to every jacket, outerwear and trouser fabric', () => {
    for (const productType of ['jackets', 'outerwears', 'trousers'] as const) {
      for (const fabric of ofType(productType)) expect(fabric.attributes.season?.length, fabric.handle).toBe(1);
    }
  });
});

describe('collections', () => {
  it('number 6 to 10 per product type, with handles unique within the type', () => {
    for (const productType of PRODUCT_TYPES) {
      const collections = seedCollections.filter((collection) => collection.productType === productType);
      expect(collections.length, productType).toBeGreaterThanOrEqual(6);
      expect(collections.length, productType).toBeLessThanOrEqual(10);
      const handles = collections.map((collection) => collection.handle);
      expect(new Set(handles).size).toBe(handles.length);
      for (const collection of collections) {
        expect(collection.handle).toMatch(HANDLE);
        expect(collection.title.length).toBeGreaterThan(0);
        expect(collection.description.length).toBeGreaterThan(10);
        expect(['colour', 'pattern', 'material', 'weight', 'occasion', 'season']).toContain(collection.filterType);
      }
    }
  });

  it('are in seed shape only (no rule fields leak into the seed)', () => {
    for (const collection of seedCollections) {
      expect(Object.keys(collection).sort()).toEqual(['description', 'filterType', 'handle', 'productType', 'title']);
    }
  });

  it('each hold at least one fabric', () => {
    for (const collection of seedCollections) {
      const members = seedFabrics.filter(
        (fabric) => fabric.productType === collection.productType && fabric.collections.includes(collection.handle),
      );
      expect(members.length, `${collection.productType}/${collection.handle}`).toBeGreaterThan(0);
    }
  });

  it('that a fabric names exist for its product type, two to four of them', () => {
    for (const fabric of seedFabrics) {
      const known = seedCollections
        .filter((collection) => collection.productType === fabric.productType)
        .map((collection) => collection.handle);
      expect(new Set(fabric.collections).size).toBe(fabric.collections.length);
      expect(fabric.collections.length, fabric.handle).toBeGreaterThanOrEqual(2);
      expect(fabric.collections.length, fabric.handle).toBeLessThanOrEqual(MAX_COLLECTIONS_PER_FABRIC);
      for (const handle of fabric.collections) expect(known, fabric.handle).toContain(handle);
    }
  });

  it('agree with the attributes: members meet the rule, and colour collections hold every matching fabric', () => {
    for (const fabric of seedFabrics) {
      for (const rule of COLLECTION_RULES[fabric.productType]) {
        const member = fabric.collections.includes(rule.handle);
        const matches = matchesRule(rule, fabric.attributes);
        if (member) expect(matches, `${fabric.handle} in ${rule.handle}`).toBe(true);
        if (rule.filterType === 'colour' && matches) expect(member, `${fabric.handle} not in ${rule.handle}`).toBe(true);
      }
    }
  });
});

describe('media', () => {
  it('has unique, well-formed ids, two per fabric, and every fabric image exists', () => {
    const ids = seedFabricMedia.map((media) => media.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(seedFabrics.length * 2);
    const known = new Set(ids);
    for (const id of ids) expect(id).toMatch(HANDLE);
    for (const fabric of seedFabrics) {
      expect(fabric.imageIds).toEqual([`swatch-${fabric.handle}`, `drape-${fabric.handle}`]);
      for (const id of fabric.imageIds) expect(known.has(id), id).toBe(true);
    }
  });

  it('is self-contained 400 x 400 SVG under 3 KB', () => {
    for (const media of seedFabricMedia) {
      const { body } = media;
      expect(media.contentType).toBe('image/svg+xml');
      expect(media.width).toBe(400);
      expect(media.height).toBe(400);
      expect(body.startsWith('<svg'), media.id).toBe(true);
      expect(body.endsWith('</svg>'), media.id).toBe(true);
      expect(body).toContain('viewBox="0 0 400 400"');
      expect(body).toContain('width="400" height="400"');
      expect(body.toLowerCase()).not.toContain('<script');
      expect(body).not.toContain('href="http');
      expect(body).not.toContain('url(http');
      expect(body).not.toMatch(/href=|<image|<text|font|@import|javascript:|\son[a-z]+=/i);
      expect(body.length, media.id).toBeLessThan(3072);
    }
  });

  it('only refers to ids defined inside the same document', () => {
    for (const media of seedFabricMedia) {
      const defined = new Set([...media.body.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
      const used = [...media.body.matchAll(/url\(#([^)]+)\)|\sin2?="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
      const results = new Set([...media.body.matchAll(/\sresult="([^"]+)"/g)].map((m) => m[1]));
      for (const ref of used) {
        if (ref === 'SourceGraphic') continue;
        expect(defined.has(ref) || results.has(ref), `${media.id} refers to ${ref}`).toBe(true);
      }
    }
  });

  it('renders every weave, and a swatch differs from its drape', () => {
    for (const weave of WEAVES) {
      const spec = { weave, ground: '#1f2a44', accent: '#f7f6f2', accent2: '#a5522f', seed: 7 };
      const swatch = renderSwatch(spec);
      const drape = renderDrape(spec);
      expect(swatch.startsWith('<svg'), weave).toBe(true);
      expect(drape).not.toBe(swatch);
      expect(drape).toContain('<filter id="d"');
      expect(renderSwatch(spec)).toBe(swatch);
    }
  });
});
