import { GarmentPictureSchema, previewPath, PRODUCT_TYPES, type ProductsConfigResponse } from '@selvedge/contract';
import { defaultDesign, designFromSearchParams, designToSearchParams } from '@selvedge/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import served from '../../../../../packages/domain/src/fixtures/products-config.sgd.json' with { type: 'json' };
import drawings from '../../../../../packages/domain/src/fixtures/garment-pictures.json' with { type: 'json' };
import { seedFabrics } from '../../db/seed/fabrics/index.js';
import { createMemoryStorage, type FileStorage } from '../../platform/file-storage.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createPreviewsService } from './previews.service.js';

/** Counts what is written, so a test can see a picture kept once. */
function countingStorage(): FileStorage & { puts: string[] } {
  const inner = createMemoryStorage();
  const puts: string[] = [];
  return {
    puts,
    get: (key) => inner.get(key),
    remove: (key) => inner.remove(key),
    put: async (key, bytes) => (puts.push(key), inner.put(key, bytes)),
  };
}

const storage = countingStorage();
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ files: storage });
});
afterAll(async () => shop.close());

const configs = (served as unknown as ProductsConfigResponse).products;
const fabricOf = (type: string, index = 0) =>
  seedFabrics.filter((fabric) => fabric.productType === type && fabric.availableForSale)[index]!;
const queryOf = (type: keyof typeof configs, fabric: string | null, styles: Record<string, string> = {}) => {
  const design = defaultDesign(configs[type], fabric);
  return designToSearchParams(configs[type], { ...design, styles: { ...design.styles, ...styles } }).toString();
};
const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });
type Refusal = { error: string; problems?: { path: string; message: string }[] };
/** An answer that is not a picture is JSON in the shop's envelope: opened here. */
const refused = (url: string) => shop.call<Refusal>({ method: 'GET', url });

describe('GET /api/previews/{type}.webp', () => {
  it.each(PRODUCT_TYPES)(
    'draws a %s design in its cloth as a WebP, the same picture (and ETag) for the same design, 304 when unchanged',
    async (type) => {
      const url = previewPath(type, queryOf(type, fabricOf(type).handle));
      const first = await get(url);
      expect(first.statusCode, first.statusCode === 200 ? '' : (await refused(url)).raw).toBe(200);
      expect(first.headers['content-type']).toBe('image/webp');
      const meta = await sharp(first.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(600);
      const again = await get(url);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
      const unchanged = await get(url, { 'if-none-match': String(first.headers.etag) });
      expect(unchanged.statusCode).toBe(304);
    },
  );

  it('draws another picture for another option, another cloth and the back view', async () => {
    const base = queryOf('shirt', fabricOf('shirt').handle);
    const front = await get(previewPath('shirt', base));
    const collar = await get(previewPath('shirt', queryOf('shirt', fabricOf('shirt').handle, { collar: 'club' })));
    const cloth = await get(previewPath('shirt', queryOf('shirt', fabricOf('shirt', 3).handle)));
    const back = await get(previewPath('shirt', base, 'back'));
    const answers = [front, collar, cloth, back];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const etags = answers.map((answer) => answer.headers.etag);
    expect(new Set(etags).size).toBe(4);
  });

  it('keeps each picture once in the file storage, however many ask for it at once', async () => {
    const url = previewPath('trousers', queryOf('trousers', fabricOf('trousers', 2).handle, { hem: 'turn-ups' }));
    const before = storage.puts.length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(url)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(storage.puts.slice(before)).toEqual([`previews/${String(answers[0]!.headers.etag).replaceAll('"', '')}.webp`]);
  });

  it.each([
    ['an unknown option', { collar: 'mandarin' }, 'query.collar', 'mandarin'],
    ['an unknown parameter', { sleeves: 'none' }, 'query.sleeves', 'sleeves'],
    ['an unknown fabric', { fabric: 'no-such-cloth' }, 'query.fabric', 'no-such-cloth'],
    ['an unknown view', { view: 'inside-out' }, 'query.view', 'inside-out'],
    ['a broken style exception', { collar: 'band', cuff: 'french' }, 'query.cuff', 'French cuff is not suitable'],
  ])('answers %s with a 400 naming it, and draws nothing', async (_, change, path, named) => {
    const params = new URLSearchParams(queryOf('shirt', fabricOf('shirt').handle));
    for (const [key, value] of Object.entries(change)) params.set(key, value);
    const before = storage.puts.length;
    const answer = await refused(`/api/previews/shirt.webp?${params.toString()}`);
    expect(answer.status, answer.raw).toBe(400);
    const problem = answer.body.problems?.find((candidate) => candidate.path === path);
    expect(problem?.message).toContain(named);
    expect(storage.puts.length).toBe(before);
  });

  it('answers an unknown type or file name with a 404 naming the types', async () => {
    for (const file of ['hats.webp', 'shirt.png', '..%2Fshirt.webp']) {
      const answer = await refused(`/api/previews/${file}`);
      expect(answer.status, file).toBe(404);
      expect(answer.body.error).toContain('shirt, polo');
    }
  });

  it('draws a fabric no longer on sale: an old order still shows its piece', async () => {
    const withdrawn = seedFabrics.find((fabric) => fabric.productType === 'shirt' && !fabric.availableForSale);
    if (!withdrawn) return expect(seedFabrics.every((fabric) => fabric.availableForSale)).toBe(true);
    const answer = await get(previewPath('shirt', queryOf('shirt', withdrawn.handle)));
    expect(answer.statusCode, answer.body).toBe(200);
  });
});

describe('the previews service', () => {
  it('draws at most two pictures at a time when twenty different ones are asked for at once', async () => {
    const swatch = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#35557a"/></svg>',
    );
    let most = 0;
    const service = createPreviewsService({
      catalogue: {
        productConfigs: async () => configs,
        livePicture: async (type) => ({ version: configs[type].version, picture: GarmentPictureSchema.parse(drawings[type]) }),
        productByHandle: async (type, handle) =>
          ({ handle, title: 'Test cloth', images: [{ url: '/api/media/swatch-test', altText: '', width: 40, height: 40 }] }) as never,
      },
      content: { media: async () => ({ contentType: 'image/svg+xml', body: swatch, uploaded: false }) },
      storage: createMemoryStorage(),
      onRender: (running) => (most = Math.max(most, running)),
    });
    const options = configs.shirt.styles.collar!.options.flatMap((collar) =>
      configs.shirt.styles.pocket!.options.map((pocket) => ({ collar: collar.key, pocket: pocket.key })),
    );
    const asked = options
      .slice(0, 20)
      .map((styles) => service.preview('shirt.webp', new URLSearchParams(queryOf('shirt', 'test-cloth', styles))));
    const pictures = await Promise.all(asked);
    expect(new Set(pictures.map((picture) => picture.hash)).size).toBe(20);
    expect(most).toBe(2);
  });

  it('draws the picture each bare customiser opens on once, ahead of its first visitor, and never again', async () => {
    const swatch = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#35557a"/></svg>',
    );
    const kept = countingStorage();
    const catalogue = {
      productConfigs: async () => configs,
      productByHandle: async () => null as never,
      livePicture: async (type: keyof typeof configs) => ({
        version: configs[type].version,
        picture: GarmentPictureSchema.parse(drawings[type]),
      }),
    };
    const service = createPreviewsService({
      catalogue,
      content: { media: async () => ({ contentType: 'image/svg+xml', body: swatch, uploaded: false }) },
      storage: kept,
    });
    expect(await service.warmDefaults()).toBe(PRODUCT_TYPES.length);
    expect(kept.puts).toHaveLength(PRODUCT_TYPES.length);
    // The customiser of a bare /shop/shirt asks for exactly the picture drawn.
    const { design } = designFromSearchParams(configs.shirt, new URLSearchParams());
    const asked = await service.preview('shirt.webp', designToSearchParams(configs.shirt, design));
    expect(kept.puts).toContain(`previews/${asked.hash}.webp`);
    // Another process (or a restart) finds them kept.
    const again = createPreviewsService({
      catalogue,
      content: { media: async () => ({ contentType: 'image/svg+xml', body: swatch, uploaded: false }) },
      storage: kept,
    });
    await again.warmDefaults();
    expect(kept.puts).toHaveLength(PRODUCT_TYPES.length);
  });
});
