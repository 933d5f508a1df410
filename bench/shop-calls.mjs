// Calls the benchmarks share: the API client, the latency summary, and a piece as the
// storefront adds it.
import { randomBytes } from 'node:crypto';
import { openEnvelope as open } from './envelope.mjs';

/** The API as the storefront calls it: each answer opened, a status other than `expected` thrown. */
export function client(base) {
  return async function call(method, path, body, expected = 200) {
    const headers = body === undefined ? {} : { 'content-type': 'application/json' };
    const started = performance.now();
    const response = await fetch(`${base}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    const ms = performance.now() - started;
    const parsed = JSON.parse(text);
    if (response.status !== expected)
      throw new Error(
        `${method} ${path} answered ${response.status}: ${JSON.stringify('iv' in parsed ? open(parsed) : parsed).slice(0, 600)}`,
      );
    return { body: 'iv' in parsed ? open(parsed) : parsed, ms };
  };
}

/** One call's status and body text, timed from sending to its last byte. */
export async function timedText(method, url, body, headers = {}) {
  const started = performance.now();
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
export const summary = (values) => ({
  n: values.length,
  p50: percentile(values, 50).toFixed(1),
  p95: percentile(values, 95).toFixed(1),
  p99: percentile(values, 99).toFixed(1),
  max: Math.max(...values).toFixed(1),
});

/** A piece of `type` (a shirt unless told) as the storefront adds it: the nth fabric, its default design, the middle standard size. */
export async function pieceMaker(call, type = 'shirt') {
  const { body: config } = await call('GET', '/contentful-plain/products/config?cc=SGD');
  const { body: page } = await call('GET', `/shopify/products/${type}?cc=SGD&query=tag:Display`);
  const product = config.products[type];
  const available = page.products.filter((fabric) => fabric.availableForSale);
  const measurements = product.measurements;
  const size = measurements.sizes[Math.floor((measurements.sizes.length - 1) / 2)];
  const fit = measurements.fits[0];
  const table = measurements.sizeAndFitMeasurements[size]?.[fit] ?? {};
  const sizing = {
    method: 'standard',
    track: 'standard',
    size,
    fit,
    sizeName: null,
    measurements: measurements.fields
      .filter((field) => field.visibility.standard)
      .map((field) => ({
        id: field.key,
        fitting_size:
          field.type === 'dropdown'
            ? typeof field.default === 'string'
              ? field.default
              : field.options[0]
            : (table[field.key] ?? field.value),
      })),
  };
  const styles = product.stylesOrder.map((group) => `${group}=${product.styles[group].default}`).join('&');
  return (index) => {
    const fabric = available[index % available.length];
    return {
      merchandiseId: fabric.variantId,
      quantity: 1,
      attributes: [
        { key: '_reference', value: randomBytes(12).toString('base64url') },
        { key: '_product', value: type },
        { key: '_category', value: 'piece' },
        { key: '_design', value: `fabric=${fabric.handle}&${styles}` },
        { key: '_sizing', value: JSON.stringify(sizing) },
      ],
    };
  };
}

/**
 * A guest's checkout, made through the API as the storefront makes it (two shirts, an e-mail and a
 * Singapore address), so its page opens from its link: the path of that page.
 */
export async function guestCheckoutPath(base) {
  const call = client(base);
  const piece = await pieceMaker(call);
  const { body: cart } = await call('POST', '/shopify/cart?cc=SGD', { lineItems: [piece(0), piece(1)] });
  await call('POST', `/checkout/${cart.encodedId}`);
  await call('PATCH', `/checkout/${cart.encodedId}`, {
    email: 'speed@example.com',
    address: { firstName: 'Ada', lastName: 'Lovelace', address1: '1 Harbour Front', city: 'Singapore', countryCode: 'SG' },
  });
  return `/checkout/${cart.encodedId}`;
}
