import { emptyPerType, ProductsConfigResponseSchema } from '@selvedge/contract';
import { defaultBasis, startingValues } from '@selvedge/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitPictureUploads, orders, staff } from './db/schema.js';
import { cartCalls, pieceInput, readCatalogue } from './test/cart-kit.js';
import { anAddress, checkoutCalls, paidOrder, paymentIdOf } from './test/checkout-kit.js';
import { createCustomer } from './test/factories.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/** Odd input thrown at every route of this issue: each answer must be a 4xx that explains itself. */
const oddValues = ['', '%00', '%FF', '..%2F..%2Fetc%2Fpasswd', "'%20OR%201=1--", 'a'.repeat(300), '%E2%9C%82', '-1', 'null', '[]', '{}'];

const templates = [
  (v: string) => `/api/contentful-plain/products/config?cc=${v}`,
  (v: string) => `/api/contentful/static-content/${v}`,
  (v: string) => `/api/shopify/blogs/${v}`,
  (v: string) => `/api/shopify/products/${v}`,
  (v: string) => `/api/shopify/products/shirt?query=${v}`,
  (v: string) => `/api/shopify/products/shirt?cursor=${v}`,
  (v: string) => `/api/shopify/products/shirt?first=${v}`,
  (v: string) => `/api/shopify/products/shirt?cc=${v}`,
  (v: string) => `/api/shopify/products/collections/${v}`,
  (v: string) => `/api/shopify/products/shirt/handle/${v}`,
  (v: string) => `/api/shopify/products/shirt/${v}`,
  (v: string) => `/api/shopify/products/${v}/handle/x`,
  (v: string) => `/api/media/${v}`,
];

let shop: TestApp;

/** A valid shirt size from the table: the default size and fit, each field as the table has it. */
async function shirtMeasurements() {
  const answer = await shop.call({ url: '/api/contentful-plain/products/config?cc=SGD' });
  const config = ProductsConfigResponseSchema.parse(answer.body).products.shirt.measurements;
  const basedOn = defaultBasis(config);
  const measurements = Object.entries(startingValues(config, 'standard', basedOn)).map(([key, value]) => ({
    id: key,
    fitting_size: value,
  }));
  return { basedOn, measurements };
}
beforeAll(async () => {
  // Limits raised, so every odd body reaches its route instead of stopping at a 429.
  shop = await createTestApp({ config: { authRateLimitScale: 100 } });
});
afterAll(async () => shop.close());

describe('no input produces a server error', () => {
  it('answers every odd value on every route with a 2xx, 3xx or a 4xx carrying a message', async () => {
    let checked = 0;
    for (const template of templates) {
      for (const value of oddValues) {
        const url = template(value);
        const answer = await shop.call<{ error?: string }>(url);
        expect(answer.status, url).toBeLessThan(500);
        if (answer.status >= 400) expect(typeof answer.body.error, url).toBe('string');
        checked += 1;
      }
    }
    expect(checked).toBe(templates.length * oddValues.length);
  });

  it('refuses bodies and methods the routes do not take', async () => {
    const post = await shop.call({
      method: 'POST',
      url: '/api/shopify/products/shirt',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(post.status).toBe(400);
    expect(post.body).toEqual({ error: 'The body is not valid JSON.', code: 'invalid_json' });
  });

  it('answers odd account calls with a 4xx that explains itself', async () => {
    const bodies = [
      '{}',
      '[]',
      '"x"',
      'null',
      '{"email":1,"password":[]}',
      '{"firstName":"A","lastName":"B","email":"a@b.co","password":"%00%00%00%00%00","confirmPassword":null}',
      'not json',
    ];
    for (const url of ['/api/shopify/auth/register', '/api/shopify/auth/login?cc=SGD']) {
      for (const payload of bodies) {
        const answer = await shop.call<{ error?: string }>({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(answer.status, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${url} ${payload}`).toBeLessThan(500);
        expect(typeof answer.body.error, `${url} ${payload}`).toBe('string');
      }
    }
    for (const authorization of ['', 'Bearer', 'Bearer ', 'Bearer %00', `Bearer ${'a'.repeat(5000)}`, 'Basic abc', 'Bearer ../../etc']) {
      const answer = await shop.call<{ error?: string }>({ url: '/api/firebase/customers/customer', headers: { authorization } });
      expect(answer.status, authorization.slice(0, 30)).toBe(401);
      expect(answer.body.error).toBe('Token expired.');
    }
  });

  it('answers odd profile, address, size, password and cart calls of a logged-in customer with a 4xx that explains itself', async () => {
    const { token, id, email } = await createCustomer(shop, { firstName: 'Odd', lastName: 'Input' });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    // A saved size, so the size changes below reach the stored one rather than stopping at "not found".
    const shirt = await shirtMeasurements();
    const savedSize = { track: 'standard', sizeName: 'Odd', basedOn: shirt.basedOn, measurements: shirt.measurements, type: 'shirt' };
    const saved = await shop.call<{ sizes: unknown[] }>({
      method: 'POST',
      url: `/api/firebase/customers/${id}/measurements/shirt`,
      headers,
      payload: savedSize,
    });
    expect(saved.status).toBe(201);
    const bodies = [
      '{}',
      '[]',
      '"x"',
      'null',
      'true',
      'not json',
      '{"phone":"+%00"}',
      '{"email":["a@b.co"]}',
      '{"countryCode":"%00%00"}',
      '{"addressId":{}}',
      `{"address1":"${'a'.repeat(5000)}"}`,
      '{"sizeName":"%00","track":"body","basedOn":{"size":null,"fit":"Slim"},"measurements":[{"id":"chest","fitting_size":1e308}],"type":"shirt"}',
      `{"track":"standard","sizeName":"Odd","basedOn":{"size":"M","fit":"Slim"},"measurements":[{"id":"__proto__","fitting_size":"x"},{"id":"constructor","fitting_size":-0}],"type":"shirt"}`,
      '{"sizeName":"__proto__","measurements":[]}',
      '{"deleted":true,"sizeName":[]}',
      '{"deleted":"true"}',
      '{"basedOn":{"size":{},"fit":null}}',
      '{"track":"body"}',
      `{"measurements":[${'{"id":"chest","fitting_size":40},'.repeat(100)}{"id":"chest","fitting_size":40}]}`,
    ];
    const calls: Array<{ method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; body?: boolean }> = [];
    for (const value of oddValues) {
      calls.push(
        { method: 'PATCH', url: `/api/shopify/customer/${value}`, body: true },
        { method: 'GET', url: `/api/shopify/customer/${id}/addresses?x=${value}` },
        { method: 'PATCH', url: `/api/shopify/customer/${id}/addresses/${value}`, body: true },
        { method: 'DELETE', url: `/api/shopify/customer/${id}/addresses/${value}` },
        { method: 'GET', url: `/api/shopify/cart/${value}?cc=SGD` },
        { method: 'GET', url: `/api/shopify/cart/Y3J0X25vcGU?cc=${value}` },
        { method: 'GET', url: `/api/dev/outbox?limit=${value}` },
        { method: 'GET', url: `/api/firebase/customers/${value}/measurements/names` },
        { method: 'GET', url: `/api/firebase/customers/${id}/measurements/names?x=${value}` },
        { method: 'POST', url: `/api/firebase/customers/${id}/measurements/${value}`, body: true },
        { method: 'PATCH', url: `/api/firebase/customers/${id}/measurements/shirt/${value}`, body: true },
        { method: 'PATCH', url: `/api/firebase/customers/${id}/measurements/${value}/Odd`, body: true },
      );
    }
    for (const url of [
      `/api/shopify/customer/${id}`,
      `/api/shopify/customer/${id}/marketing`,
      `/api/shopify/customer/${id}/address/default`,
      `/api/shopify/customer/${id}/addresses`,
      `/api/firebase/customers/${id}/measurements/shirt`,
      `/api/firebase/customers/${id}/measurements/shirt/Odd`,
      `/api/firebase/customers/${id}/measurements/jackets/Odd`,
      '/api/shopify/auth/password',
      '/api/shopify/auth/recover',
      '/api/account/password-reset',
    ]) {
      const creates =
        url.endsWith('/addresses') ||
        url.endsWith('/measurements/shirt') ||
        url.includes('/auth/recover') ||
        url.includes('password-reset');
      calls.push({ method: creates ? 'POST' : 'PATCH', url, body: true });
    }
    let checked = 0;
    for (const call of calls) {
      for (const payload of call.body ? bodies : [undefined]) {
        const answer = await shop.call<{ error?: string }>({
          method: call.method,
          url: call.url,
          headers,
          ...(payload === undefined ? {} : { payload }),
        });
        const what = `${call.method} ${call.url.slice(0, 80)} ${payload?.slice(0, 40) ?? ''}`;
        expect(answer.status, what).toBeLessThan(500);
        if (answer.status >= 400) expect(typeof answer.body.error, what).toBe('string');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(200);
    // None of it touched the account: it still logs in and reads back unchanged.
    const customer = await shop.call<{
      email: string;
      firstName: string;
      phone: string | null;
      addresses: unknown[];
      measurements: Record<string, unknown[]>;
    }>({
      url: '/api/firebase/customers/customer',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(customer.status).toBe(200);
    expect(customer.body).toMatchObject({ email, firstName: 'Odd', phone: null, addresses: [] });
    expect(customer.body.measurements).toEqual({ ...emptyPerType(() => []), shirt: saved.body.sizes });
  });

  it('answers odd checkout, payment, webhook and order calls with a 4xx that explains itself, and makes no order', async () => {
    const catalogue = await readCatalogue(shop, ['shirt']);
    const cart = (await cartCalls(shop).create({ lineItems: [pieceInput(catalogue)] })).body;
    const calls = checkoutCalls(shop);
    await calls.open(cart.encodedId);
    const ready = (await calls.update(cart.encodedId, { email: 'odd@example.com', address: anAddress('SG') })).body;
    const started = await calls.pay(cart.encodedId, { acceptedTotal: ready.cost.total }, 'odd-input-pay-1');
    const paymentId = paymentIdOf(started.body.redirectUrl);
    const json = { 'content-type': 'application/json' };
    const bodies = [
      '{}',
      '[]',
      '"x"',
      'null',
      'true',
      'not json',
      '{"email":"%00"}',
      '{"address":{"countryCode":"%00%00"}}',
      '{"addressId":{}}',
      '{"acceptedTotal":{"amount":"1e9","currencyCode":"SGD"}}',
      '{"acceptedTotal":{"amount":"-1","currencyCode":"XXX"}}',
      '{"paymentId":"../../etc"}',
      '{"cardNumber":"4242424242424242","expiry":"99/99","cvc":"1","name":""}',
      '{"approve":"yes"}',
      '{"discountCode":"%00"}',
      `{"address":{"firstName":"${'a'.repeat(5000)}"}}`,
      '{"__proto__":{"admin":true}}',
    ];
    const requests: Array<{ method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; body?: boolean; headers?: Record<string, string> }> =
      [];
    for (const value of oddValues) {
      requests.push(
        { method: 'GET', url: `/api/checkout/${value}` },
        { method: 'POST', url: `/api/checkout/${value}` },
        { method: 'PATCH', url: `/api/checkout/${value}`, body: true },
        { method: 'POST', url: `/api/checkout/${value}/pay`, body: true, headers: { 'idempotency-key': 'odd-input-key-1' } },
        { method: 'POST', url: `/api/checkout/${cart.encodedId}/pay`, body: true, headers: { 'idempotency-key': value } },
        { method: 'POST', url: `/api/checkout/${value}/complete`, body: true },
        { method: 'DELETE', url: `/api/checkout/${value}/code` },
        { method: 'GET', url: `/api/payments/test/${value}` },
        { method: 'POST', url: `/api/payments/test/${value}/confirm`, body: true },
        { method: 'POST', url: `/api/payments/test/${value}/challenge`, body: true },
        { method: 'GET', url: `/api/orders/${value}` },
        { method: 'GET', url: `/api/orders/SV-100001?key=${value}` },
        { method: 'POST', url: '/api/payments/test/webhook', body: true, headers: { 'selvedge-test-signature': value } },
      );
    }
    for (const url of [
      `/api/checkout/${cart.encodedId}`,
      `/api/checkout/${cart.encodedId}/code`,
      `/api/checkout/${cart.encodedId}/complete`,
      `/api/payments/test/${paymentId}/confirm`,
      `/api/payments/test/${paymentId}/challenge`,
    ]) {
      requests.push({ method: url.endsWith(cart.encodedId) ? 'PATCH' : 'POST', url, body: true });
    }
    let checked = 0;
    for (const request of requests) {
      for (const payload of request.body ? bodies : [undefined]) {
        const answer = await shop.call<{ error?: string }>({
          method: request.method,
          url: request.url,
          headers: { ...json, ...request.headers },
          ...(payload === undefined ? {} : { payload }),
        });
        const what = `${request.method} ${request.url.slice(0, 80)} ${payload?.slice(0, 40) ?? ''}`;
        expect(answer.status, what).toBeLessThan(500);
        if (answer.status >= 400) expect(typeof answer.body.error, what).toBe('string');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(await shop.database.handle.db.select().from(orders)).toHaveLength(0);
  });

  it('answers odd fit-picture uploads and picture addresses with a 4xx that explains itself, and keeps nothing', async () => {
    const catalogue = await readCatalogue(shop, ['shirt']);
    const cart = (await cartCalls(shop).create({ lineItems: [pieceInput(catalogue)] })).body;
    const { number, key } = await paidOrder(shop, { cart: cart.encodedId, email: 'odd-pictures@example.com' });
    const form = (parts: string, boundary = 'odd') => ({ 'content-type': `multipart/form-data; boundary=${boundary}`, payload: parts });
    const part = (name: string, value: string, filename?: string) =>
      `--odd\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n${filename === undefined ? '' : 'Content-Type: image/jpeg\r\n'}\r\n${value}\r\n`;
    const names = part('firstName', 'Odd') + part('lastName', 'Input') + part('orderNumber', number);
    const bodies = [
      form(''),
      form('--odd--\r\n'),
      form(names + '--odd--\r\n'),
      form(names + part('files', '\u00ff\u00d8\u00ff', 'x.jpg') + '--odd--\r\n'),
      form(names + part('files', 'GIF89a', '%00.gif') + '--odd--\r\n'),
      form(names + part('files', 'x', '') + '--odd--\r\n'),
      form(names + part('files', 'x', '../'.repeat(100) + 'x.jpg') + '--odd--\r\n'),
      form(names + part('firstName', 'Twice') + '--odd--\r\n'),
      form(part('firstName', 'a\u0000b') + '--odd--\r\n'),
      form(part('x'.repeat(300), 'long name') + '--odd--\r\n'),
      form(names + part('files', 'x', 'x.jpg')),
      form(`--odd\r\nContent-Disposition: nonsense\r\n\r\nx\r\n--odd--\r\n`),
      form(`--odd\r\n${'X-Header: y\r\n'.repeat(200)}\r\nx\r\n--odd--\r\n`),
      form(names, 'other'),
      { 'content-type': 'multipart/form-data', payload: names },
      { 'content-type': 'multipart/mixed; boundary=odd', payload: names },
      { 'content-type': 'image/jpeg', payload: '\u00ff\u00d8\u00ff' },
    ];
    let checked = 0;
    for (const query of [`?key=${key ?? ''}`, '', '?key=%00', `?key=${'k'.repeat(500)}`, '?key[]=1']) {
      for (const body of bodies) {
        const answer = await shop.call<{ error?: string }>({
          method: 'POST',
          url: `/api/shopify/orders/${number}/upload${query}`,
          headers: { 'content-type': body['content-type'] },
          payload: body.payload,
        });
        const what = `${query.slice(0, 20)} ${body['content-type']} ${body.payload.slice(0, 120)}`;
        expect(answer.status, what).toBeGreaterThanOrEqual(400);
        expect(answer.status, what).toBeLessThan(500);
        expect(typeof answer.body.error, what).toBe('string');
        checked += 1;
      }
    }
    for (const value of oddValues) {
      for (const url of [
        `/api/shopify/orders/${value}/upload`,
        `/api/orders/${number}/fit-pictures/${value}/full?key=${key ?? ''}`,
        `/api/orders/${number}/fit-pictures/fp_aaaaaaaaaaaaaaaa/${value}?key=${key ?? ''}`,
        `/api/orders/${value}/fit-pictures/fp_aaaaaaaaaaaaaaaa/full`,
      ]) {
        const upload = url.endsWith('/upload');
        const answer = await shop.call<{ error?: string }>({
          method: upload ? 'POST' : 'GET',
          url,
          ...(upload ? { headers: { 'content-type': 'multipart/form-data; boundary=odd' }, payload: names } : {}),
        });
        expect(answer.status, url).toBeGreaterThanOrEqual(400);
        expect(answer.status, url).toBeLessThan(500);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(120);
    expect(await shop.database.handle.db.select().from(fitPictureUploads)).toHaveLength(0);
  });

  it('answers odd back-office calls with a 4xx that explains itself, and makes no staff', async () => {
    const bodies = [
      '{}',
      '[]',
      'null',
      'not json',
      '{"email":"%00","password":"x"}',
      '{"token":"../../etc/passwd","name":"x","password":"long enough password"}',
      `{"token":"${'a'.repeat(43)}","name":"${'n'.repeat(5000)}","email":"a@b.co","password":"long enough password"}`,
      '{"email":"a@b.co","role":"root"}',
      '{"version":-1,"role":"owner"}',
      '{"__proto__":{"role":"owner"}}',
    ];
    let checked = 0;
    for (const value of oddValues) {
      for (const request of [
        { method: 'POST' as const, url: '/api/admin/auth/login' },
        { method: 'POST' as const, url: '/api/admin/setup' },
        { method: 'POST' as const, url: '/api/admin/invitations/accept' },
        { method: 'PATCH' as const, url: `/api/admin/staff/${value}` },
        { method: 'GET' as const, url: `/api/admin/audit?cursor=${value}&limit=${value}` },
        { method: 'GET' as const, url: '/api/admin/me', headers: { authorization: `Bearer ${value}` } },
        {
          method: 'GET' as const,
          url: `/api/admin/orders?q=${value}&stage=${value}&page=${value}`,
          headers: { authorization: `Bearer ${value}` },
        },
        { method: 'POST' as const, url: `/api/admin/orders/${value}/moves`, headers: { authorization: `Bearer ${value}` } },
        { method: 'GET' as const, url: '/api/admin/system', headers: { authorization: `Bearer ${value}` } },
        { method: 'POST' as const, url: `/api/admin/jobs/${value}/retry`, headers: { authorization: `Bearer ${value}` } },
      ]) {
        for (const payload of request.method === 'GET' ? [undefined] : bodies) {
          const answer = await shop.call<{ error?: string }>({
            method: request.method,
            url: request.url,
            headers: { 'content-type': 'application/json', ...request.headers },
            ...(payload === undefined ? {} : { payload }),
          });
          const what = `${request.method} ${request.url.slice(0, 60)} ${payload?.slice(0, 40) ?? ''}`;
          expect(answer.status, what).toBeGreaterThanOrEqual(400);
          expect(answer.status, what).toBeLessThan(500);
          expect(typeof answer.body.error, what).toBe('string');
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(400);
    expect(await shop.database.handle.db.select().from(staff)).toHaveLength(0);
  });
});
