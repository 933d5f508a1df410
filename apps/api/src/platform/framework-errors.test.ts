import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvelopeSchema } from '@selvedge/contract';
import { importResponseKey, openEnvelope } from '@selvedge/domain';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { MAX_PARAM_LENGTH } from './framework-errors.js';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/** Sends `request` as it stands over a real connection and reads the answer until the server closes. */
async function sendRaw(request: string): Promise<RawAnswer> {
  const address = shop.app.server.address() as AddressInfo;
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: address.port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
    socket.write(request);
  });
  const split = text.indexOf('\r\n\r\n');
  const head = text.slice(0, split);
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), head, body: text.slice(split + 4) };
}

describe('refusals made before a route is found', () => {
  it('answers an address with a malformed percent-escape with a 400 in the shop shape, sealed like any API answer', async () => {
    for (const url of ['/api/catalogue/%zz', '/api/shopify/products/shirt/%zz', '/api/shopify/products/%E0%A4%A']) {
      const answer = await shop.call({ method: 'GET', url });
      expect(answer.status).toBe(400);
      expect(answer.encrypted).toBe(true);
      expect(answer.body).toEqual({ error: expect.stringContaining('percent-escape') as string, code: 'bad_url' });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('leaves the answer plain on the plain content paths, as their other answers are', async () => {
    const answer = await shop.call({ method: 'GET', url: '/api/contentful-plain/%zz' });
    expect(answer.status).toBe(400);
    expect(answer.encrypted).toBe(false);
    expect(answer.body).toEqual({ error: expect.stringContaining('percent-escape') as string, code: 'bad_url' });
  });

  it('answers a path part longer than the router takes with a 414 that says so', async () => {
    const answer = await shop.call({ method: 'GET', url: `/api/shopify/blogs/${'x'.repeat(MAX_PARAM_LENGTH + 1)}` });
    expect(answer.status).toBe(414);
    expect(answer.encrypted).toBe(true);
    expect(answer.body).toEqual({ error: `A part of this address is longer than ${MAX_PARAM_LENGTH} characters.`, code: 'uri_too_long' });
  });

  describe('over a real connection', () => {
    beforeAll(async () => {
      await shop.app.listen({ host: '127.0.0.1', port: 0 });
    });

    it('answers headers over 16 KB to an API address with a 431 in the shop shape, sealed in the envelope like any API answer', async () => {
      const answer = await sendRaw(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`);
      expect(answer.status).toBe(431);
      expect(answer.head.toLowerCase()).toContain('content-type: application/json');
      const envelope = EnvelopeSchema.parse(JSON.parse(answer.body));
      const key = await importResponseKey(shop.config.responseKey.toString('base64'));
      expect(await openEnvelope(envelope, key)).toEqual({
        error: 'The request headers are larger than this shop accepts (16 KB).',
        code: 'headers_too_large',
      });
    });

    it('answers them plain on a plain content address, and on a page', async () => {
      for (const path of ['/api/contentful-plain/products/config', '/shop/shirt']) {
        const answer = await sendRaw(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`);
        expect(answer.status).toBe(431);
        expect(JSON.parse(answer.body)).toEqual({
          error: 'The request headers are larger than this shop accepts (16 KB).',
          code: 'headers_too_large',
        });
      }
    });

    it('answers a request that is not HTTP with a 400 in the shop shape', async () => {
      const answer = await sendRaw('HELLO THERE\r\n\r\n');
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: 'The request is not well-formed HTTP.', code: 'malformed_request' });
    });

    it('still serves a normal request on the same server', async () => {
      const answer = await sendRaw('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      expect(answer.status).toBe(200);
    });
  });
});
