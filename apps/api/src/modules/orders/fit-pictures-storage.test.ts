import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitPictures, fitPictureUploads } from '../../db/schema.js';
import { storageUnavailable } from '../../platform/s3-storage.js';
import { cartCalls, pieceInput, readCatalogue } from '../../test/cart-kit.js';
import { paidOrder } from '../../test/checkout-kit.js';
import { createFlakyStorage } from '../../test/flaky-storage.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** A guest's paid order in `shop`, to send pictures to. */
async function guestOrder(shop: TestApp): Promise<{ number: string; key: string | null }> {
  const catalogue = await readCatalogue(shop, ['shirt']);
  const cart = await cartCalls(shop).create({ lineItems: [pieceInput(catalogue)] });
  return paidOrder(shop, { cart: cart.body.encodedId, email: 'grace@example.com' });
}

const photo = (): Promise<Buffer> =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: '#6b7f5e' } })
    .jpeg()
    .toBuffer();

/** Two pictures as a browser's FormData sends them. */
async function upload(shop: TestApp, order: { number: string; key: string | null }, idempotencyKey?: string) {
  const data = new FormData();
  for (const [name, value] of Object.entries({ firstName: 'Grace', lastName: 'Hopper', orderNumber: order.number, comments: '' }))
    data.append(name, value);
  for (const name of ['front.jpg', 'back.jpg'])
    data.append('files', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), name);
  const request = new Request('http://shop.test/', { method: 'POST', body: data });
  return shop.call<{ error?: string; code?: string }>({
    method: 'POST',
    url: `/api/shopify/orders/${order.number}/upload?key=${order.key ?? ''}`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
  });
}

async function rowsOf(shop: TestApp) {
  const { db } = shop.database.handle;
  return { uploads: await db.select().from(fitPictureUploads), pictures: await db.select().from(fitPictures) };
}

/** A 127.0.0.1 port nothing listens on: one the system just gave out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('fit pictures when the object storage cannot be reached', () => {
  let shop: TestApp;
  beforeAll(async () => {
    const storage = {
      url: `http://127.0.0.1:${await closedPort()}`,
      bucket: 'selvedge',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'us-east-1',
    };
    shop = await createTestApp({ config: { storage } });
  });
  afterAll(async () => shop.close());

  it('answers 503 with a sentence that says to try again, and keeps no upload', async () => {
    const order = await guestOrder(shop);
    const started = Date.now();
    const answer = await upload(shop, order);
    expect(answer.status, answer.raw).toBe(503);
    expect(answer.body).toEqual({ error: "Pictures can't be stored just now. Please try again in a minute.", code: 'storage_unavailable' });
    expect(answer.headers['retry-after']).toBe('60');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await rowsOf(shop)).toEqual({ uploads: [], pictures: [] });
  });
});

describe('fit pictures when the storage fails half way through an upload', () => {
  let shop: TestApp;
  const flaky = createFlakyStorage(() =>
    storageUnavailable("Pictures can't be stored just now. Please try again in a minute.", new Error('socket hang up')),
  );
  beforeAll(async () => {
    shop = await createTestApp({ files: flaky.storage });
  });
  afterAll(async () => shop.close());

  it('takes away the pictures it stored, writes no row, and takes the same upload again once the storage is back', async () => {
    const order = await guestOrder(shop);
    // The first picture and its thumbnail are kept, the second picture too; then its thumbnail fails.
    let puts = 0;
    flaky.putsWill(() => (++puts === 4 ? 'refused' : 'kept'));
    const failed = await upload(shop, order, 'upload-1');
    expect(failed.status, failed.raw).toBe(503);
    expect(failed.body.code).toBe('storage_unavailable');
    expect(puts).toBe(4);
    expect(flaky.keys()).toEqual([]);
    expect(await rowsOf(shop)).toEqual({ uploads: [], pictures: [] });

    // The failure let the Idempotency-Key go: the customer's retry is a new attempt, not a replayed 503.
    flaky.putsWill(() => 'kept');
    const retried = await upload(shop, order, 'upload-1');
    expect(retried.status, retried.raw).toBe(201);
    const { uploads, pictures } = await rowsOf(shop);
    expect(uploads).toHaveLength(1);
    expect(flaky.keys().sort()).toEqual(pictures.flatMap((picture) => [picture.fileKey, picture.thumbnailKey]).sort());
  });
});
