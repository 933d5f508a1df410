import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIT_PICTURE_LIMITS, FitPictureUploadAnswerSchema, OrderSchema } from '@selvedge/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fitPictures, fitPictureUploads, idempotencyKeys, rateLimits } from '../../db/schema.js';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { paidOrder } from '../../test/checkout-kit.js';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let shop: TestApp;
let dataDir: string;
let catalogue: CartCatalogue;
let ada: TestCustomer;
let adaOrder: string;
let guest: { number: string; key: string | null };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'selvedge-uploads-'));
  shop = await createTestApp({ config: { dataDir } });
  catalogue = await readCatalogue(shop, ['shirt']);
  const carts = cartCalls(shop);
  ada = await createCustomer(shop);
  const adaCart = Buffer.from(ada.activeCart).toString('base64url');
  await carts.update(adaCart, [pieceInput(catalogue)], ada.token);
  adaOrder = (await paidOrder(shop, { cart: adaCart, token: ada.token })).number;
  const guestCart = await carts.create({ lineItems: [pieceInput(catalogue)] });
  guest = await paidOrder(shop, { cart: guestCart.body.encodedId, email: 'grace@example.com' });
});
afterAll(async () => {
  await shop.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  const { db } = shop.database.handle;
  await db.delete(fitPictures);
  await db.delete(fitPictureUploads);
  await db.delete(idempotencyKeys);
  await db.delete(rateLimits);
  await rm(path.join(dataDir, 'uploads'), { recursive: true, force: true });
});

/** A JPEG carrying a GPS position and a camera in its EXIF, as a phone writes it. */
const photoWithLocation = (width = 1200, height = 900): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#7a8fa6' } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '1/1 17/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '103/1 51/1 0/1' },
    })
    .jpeg()
    .toBuffer();
const png = (): Promise<Buffer> =>
  sharp({ create: { width: 300, height: 500, channels: 4, background: '#ffffffff' } })
    .png()
    .toBuffer();

type Part = { name: string; bytes: Buffer; type?: string };

/** A multipart body as a browser's FormData sends it. */
async function form(fields: Record<string, string>, files: Part[]) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) data.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name);
  const request = new Request('http://shop.test/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

const names = (number: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  orderNumber: number,
  comments: 'The sleeves feel a little long.',
});

async function upload(
  number: string,
  files: Part[],
  options: { token?: string; key?: string | null; fields?: Record<string, string>; idempotencyKey?: string } = {},
) {
  const body = await form(options.fields ?? names(number), files);
  const query = options.key ? `?key=${options.key}` : '';
  return shop.call<Record<string, unknown>>({
    method: 'POST',
    url: `/api/shopify/orders/${number}/upload${query}`,
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
  });
}

/** Every file kept under DATA_DIR/uploads, relative to it. */
async function storedFiles(): Promise<string[]> {
  try {
    const entries = await readdir(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(path.join(dataDir, 'uploads'), path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

async function nothingWritten() {
  expect(await shop.database.handle.db.select().from(fitPictureUploads)).toEqual([]);
  expect(await storedFiles()).toEqual([]);
}

describe('a customer sends fit pictures for their order', () => {
  it('keeps them upright under server-made names, with thumbnails and no location, and shows them on the order', async () => {
    const answer = await upload(
      adaOrder,
      [
        { name: 'front view.jpg', bytes: await photoWithLocation(3000, 2000) },
        { name: 'side.png', bytes: await png(), type: 'image/png' },
      ],
      { token: ada.token },
    );
    expect(answer.status, answer.raw).toBe(201);
    const { message, upload: sent } = FitPictureUploadAnswerSchema.parse(answer.body);
    expect(message).toBe('Thank you: your 2 pictures have reached the workroom.');
    expect(sent).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', comments: 'The sleeves feel a little long.' });
    expect(sent.pictures.map((picture) => [picture.name, picture.width, picture.height])).toEqual([
      ['front view.jpg', FIT_PICTURE_LIMITS.keptSide, 1600],
      ['side.png', 300, 500],
    ]);
    // Stored under the order's id and the picture's, never the name sent.
    const files = await storedFiles();
    expect(files).toHaveLength(4);
    for (const file of files) expect(file).toMatch(/^fit-pictures\/ord_[\w-]+\/fp_[\w-]+(\.jpg|-thumb\.webp)$/);

    const order = OrderSchema.parse(
      (await shop.call({ method: 'GET', url: `/api/orders/${adaOrder}`, headers: { authorization: `Bearer ${ada.token}` } })).body,
    );
    expect(order.fitPictures).toEqual([sent]);

    const [front] = sent.pictures;
    const full = await shop.app.inject({ method: 'GET', url: front!.url, headers: { authorization: `Bearer ${ada.token}` } });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    // Pictures of a person: kept by no cache, not even the browser's.
    expect(full.headers['cache-control']).toBe('no-store');
    const kept = await sharp(full.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: FIT_PICTURE_LIMITS.keptSide, height: 1600 });
    expect(kept.exif).toBeUndefined();
    const original = await sharp(await photoWithLocation()).metadata();
    expect(original.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);

    const thumbnail = await shop.app.inject({ method: 'GET', url: front!.thumbnailUrl, headers: { authorization: `Bearer ${ada.token}` } });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const small = await sharp(thumbnail.rawPayload).metadata();
    expect(Math.max(small.width ?? 0, small.height ?? 0)).toBe(FIT_PICTURE_LIMITS.thumbnailSide);
  });

  it('lets a guest send and see them through the signed link only', async () => {
    const refused = await upload(guest.number, [{ name: 'me.jpg', bytes: await photoWithLocation() }]);
    expect(refused.status).toBe(404);
    expect((await upload(guest.number, [{ name: 'me.jpg', bytes: await photoWithLocation() }], { key: 'x'.repeat(32) })).status).toBe(404);
    await nothingWritten();
    const answer = await upload(guest.number, [{ name: 'me.jpg', bytes: await photoWithLocation() }], { key: guest.key });
    expect(answer.status, answer.raw).toBe(201);
    const picture = FitPictureUploadAnswerSchema.parse(answer.body).upload.pictures[0]!;
    expect(picture.url).toBe(`/api/orders/${guest.number}/fit-pictures/${picture.id}/full?key=${guest.key}`);
    expect((await shop.app.inject({ method: 'GET', url: picture.url })).statusCode).toBe(200);
    expect((await shop.app.inject({ method: 'GET', url: picture.url.split('?')[0]! })).statusCode).toBe(404);
  });

  it('never lets another customer send to, or read from, an order that is not theirs', async () => {
    const bob = await createCustomer(shop);
    const refused = await upload(adaOrder, [{ name: 'me.jpg', bytes: await photoWithLocation() }], { token: bob.token });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('order_not_found');
    await nothingWritten();
    const mine = FitPictureUploadAnswerSchema.parse(
      (await upload(adaOrder, [{ name: 'me.jpg', bytes: await photoWithLocation() }], { token: ada.token })).body,
    );
    const url = mine.upload.pictures[0]!.url;
    expect((await shop.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bob.token}` } })).statusCode).toBe(404);
    // Ada's picture under the guest's order (whose key the caller has) is not found either.
    const crossed = `/api/orders/${guest.number}/fit-pictures/${mine.upload.pictures[0]!.id}/full?key=${guest.key}`;
    expect((await shop.app.inject({ method: 'GET', url: crossed })).statusCode).toBe(404);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, keeping one upload', async () => {
    const bytes = await photoWithLocation();
    const first = await upload(adaOrder, [{ name: 'me.jpg', bytes }], { token: ada.token, idempotencyKey: 'fit-upload-0001' });
    const again = await upload(adaOrder, [{ name: 'me.jpg', bytes }], { token: ada.token, idempotencyKey: 'fit-upload-0001' });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await shop.database.handle.db.select().from(fitPictureUploads)).toHaveLength(1);
    const other = await upload(adaOrder, [{ name: 'me.jpg', bytes: await png(), type: 'image/png' }], {
      token: ada.token,
      idempotencyKey: 'fit-upload-0001',
    });
    expect(other.status).toBe(422);
  });
});

describe('an upload that must be refused changes nothing', () => {
  it('refuses a file that is not a picture, whatever its name and type say, even beside good ones', async () => {
    const text = Buffer.from('#!/bin/sh\necho not a picture\n');
    const answer = await upload(
      adaOrder,
      [
        { name: 'good.jpg', bytes: await photoWithLocation() },
        { name: 'holiday.jpg', bytes: text, type: 'image/jpeg' },
      ],
      { token: ada.token },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'not_a_picture', error: 'holiday.jpg is not a JPEG, PNG, WebP or AVIF picture.' });
    await nothingWritten();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(adaOrder, [{ name: 'x.svg', bytes: svg, type: 'image/svg+xml' }], { token: ada.token })).body.code).toBe(
      'not_a_picture',
    );
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200)]);
    expect((await upload(adaOrder, [{ name: 'scan.pdf', bytes: pdf }], { token: ada.token })).body.code).toBe('not_a_picture');
    await nothingWritten();
  });

  it('refuses a picture cut short', async () => {
    const whole = await photoWithLocation();
    const answer = await upload(adaOrder, [{ name: 'cut.jpg', bytes: whole.subarray(0, Math.floor(whole.length / 2)) }], {
      token: ada.token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'not_a_picture', error: 'cut.jpg could not be read as a picture.' });
    await nothingWritten();
  });

  it('refuses a file over 10 MB with 413, naming it', async () => {
    const big = Buffer.concat([await photoWithLocation(), Buffer.alloc(FIT_PICTURE_LIMITS.fileBytes)]);
    const answer = await upload(adaOrder, [{ name: 'huge.jpg', bytes: big }], { token: ada.token });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'file_too_large', error: 'huge.jpg is larger than 10 MB.' });
    await nothingWritten();
  });

  it('refuses more than 10 files at once', async () => {
    const bytes = await png();
    const files = Array.from({ length: FIT_PICTURE_LIMITS.filesPerUpload + 1 }, (_, index) => ({
      name: `p${index}.png`,
      bytes,
      type: 'image/png',
    }));
    const answer = await upload(adaOrder, files, { token: ada.token });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'too_many_files', error: 'Upload at most 10 pictures at a time.' });
    await nothingWritten();
  });

  it.each(['../../../etc/passwd.jpg', '..\\..\\boot.ini.jpg', 'a/b.jpg', 'bell\u0007.jpg', '..'])(
    'refuses a file named %j',
    async (name) => {
      const answer = await upload(adaOrder, [{ name, bytes: await png(), type: 'image/png' }], { token: ada.token });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('bad_file_name');
      await nothingWritten();
    },
  );

  it('names the field that is missing, too long, unknown or for another order', async () => {
    const bytes = await png();
    const cases: [Record<string, string>, string, string][] = [
      [{ lastName: 'Lovelace', orderNumber: adaOrder }, 'firstName', 'First name cannot be empty'],
      [{ firstName: ' ', lastName: 'Lovelace', orderNumber: adaOrder }, 'firstName', 'First name cannot be empty'],
      [{ firstName: 'Ada', lastName: 'L'.repeat(81), orderNumber: adaOrder }, 'lastName', 'Last name must be at most 80 characters.'],
      [
        { firstName: 'Ada', lastName: 'Lovelace', orderNumber: 'SV-999999' },
        'orderNumber',
        'orderNumber must be the number of the order in the address.',
      ],
      [
        { firstName: 'Ada', lastName: 'Lovelace', orderNumber: adaOrder, comments: 'c'.repeat(2001) },
        'comments',
        'Comments must be at most 2000 characters.',
      ],
      [{ firstName: 'Ada', lastName: 'Lovelace', orderNumber: adaOrder, price: '0' }, 'price', 'price is not a field of this form.'],
      // Postgres cannot store U+0000 in text: refused on the field, never a 500.
      [
        { firstName: 'Ada', lastName: 'Lovelace', orderNumber: adaOrder, comments: 'tight\u0000' },
        'comments',
        'comments: must not contain the NUL character (U+0000)',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await upload(adaOrder, [{ name: 'p.png', bytes, type: 'image/png' }], { token: ada.token, fields });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.problems).toEqual([{ path: field, message }]);
    }
    const none = await upload(adaOrder, [], { token: ada.token });
    expect(none.body).toMatchObject({ code: 'invalid_input', error: 'Choose at least one picture to upload.' });
    await nothingWritten();
  });

  it('refuses a body that is not a form', async () => {
    // JSON and plain text are not forms at all (415); a form cut short cannot be read (400).
    const refusals = [
      ['application/json', '{"files":[]}', 415, 'unsupported_media_type'],
      ['text/plain', 'hello', 415, 'unsupported_media_type'],
      ['multipart/form-data; boundary=x', '--x\r\nbroken', 400, 'malformed_request'],
    ] as const;
    for (const [type, payload, status, code] of refusals) {
      const answer = await shop.call<{ code: string; error: string }>({
        method: 'POST',
        url: `/api/shopify/orders/${adaOrder}/upload`,
        payload,
        headers: { 'content-type': type, authorization: `Bearer ${ada.token}` },
      });
      expect([answer.status, answer.body.code], type).toEqual([status, code]);
    }
    const json = await shop.call<{ code: string; error: string }>({
      method: 'POST',
      url: `/api/shopify/orders/${adaOrder}/upload`,
      payload: { files: [] },
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(json.status).toBe(415);
    expect(json.body.error).toBe('Send the pictures as multipart/form-data.');
    await nothingWritten();
  });

  it('holds at most 30 pictures per order', async () => {
    const bytes = await png();
    const ten = Array.from({ length: 10 }, (_, index) => ({ name: `p${index}.png`, bytes, type: 'image/png' }));
    for (let round = 0; round < 3; round += 1) expect((await upload(adaOrder, ten, { token: ada.token })).status).toBe(201);
    const full = await upload(adaOrder, ten.slice(0, 1), { token: ada.token });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'fit_pictures_full', error: 'This order already has 30 fit pictures, the most it can hold.' });
    expect(await shop.database.handle.db.select().from(fitPictures)).toHaveLength(30);
    expect(await storedFiles()).toHaveLength(60);
  });
});

describe('a picture taken sideways', () => {
  it('is turned upright by its EXIF orientation before the orientation is dropped', async () => {
    // 600 × 400 as stored, tagged "rotate 90° clockwise to view" (orientation 6), as phones write portraits.
    const sideways = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#335577' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const answer = await upload(adaOrder, [{ name: 'portrait.jpg', bytes: sideways }], { token: ada.token });
    const picture = FitPictureUploadAnswerSchema.parse(answer.body).upload.pictures[0]!;
    expect([picture.width, picture.height]).toEqual([400, 600]);
    const kept = await sharp(
      (await shop.app.inject({ method: 'GET', url: picture.url, headers: { authorization: `Bearer ${ada.token}` } })).rawPayload,
    ).metadata();
    expect([kept.width, kept.height, kept.orientation]).toEqual([400, 600, undefined]);
  });
});

describe('uploads at the same moment', () => {
  it('never pass the order’s 30 pictures together, and a refused one leaves no file behind', async () => {
    const bytes = await png();
    const ten = Array.from({ length: 10 }, (_, index) => ({ name: `p${index}.png`, bytes, type: 'image/png' }));
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload(adaOrder, ten, { token: ada.token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409]);
    expect(await shop.database.handle.db.select().from(fitPictures)).toHaveLength(30);
    expect(await storedFiles()).toHaveLength(60);
  });
});
