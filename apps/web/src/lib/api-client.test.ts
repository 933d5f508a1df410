import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { seal } from '../test/fake-shop';
import { apiRequest, ApiRequestError, sessionExpiry } from './api-client';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('the API client', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens an encrypted answer and checks it against the schema', async () => {
    vi.stubGlobal('fetch', answer(200, await seal({ name: 'Oxford', price: 8900 })));
    const value = await apiRequest('/shopify/products/shirt', z.object({ name: z.string(), price: z.number() }));
    expect(value).toEqual({ name: 'Oxford', price: 8900 });
  });

  it('sends the stored token as a Bearer header, and none without one', async () => {
    const fetchMock = answer(200, await seal({}));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/a', z.object({}));
    window.localStorage.setItem('token', 'abc123');
    await apiRequest('/b', z.object({}));
    const headersOf = (call: number) =>
      (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headersOf(0).authorization).toBeUndefined();
    expect(headersOf(1).authorization).toBe('Bearer abc123');
  });

  it("on 'Token expired.' removes the token and sends the customer home", async () => {
    window.localStorage.setItem('token', 'old');
    const expired = vi.spyOn(sessionExpiry, 'onExpired').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', answer(401, await seal({ error: 'Token expired.', code: 'token_expired' })));
    await expect(apiRequest('/firebase/customers/customer', z.object({}))).rejects.toThrow('Token expired.');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
  });

  it('rethrows other errors with the server sentence, keeping the token', async () => {
    window.localStorage.setItem('token', 'kept');
    vi.stubGlobal('fetch', answer(400, await seal({ error: 'cc: currency must be one of ...', code: 'invalid_input' })));
    const failure = apiRequest('/shopify/products/shirt?cc=XXX', z.object({}));
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 400, code: 'invalid_input' });
    expect(window.localStorage.getItem('token')).toBe('kept');
  });

  it("names an error answer without the shop's shape only by its status", async () => {
    vi.stubGlobal('fetch', answer(502, { message: 'Bad gateway' }));
    const failure = apiRequest('/a', z.object({})).catch((error: unknown) => error);
    await expect(failure).resolves.toBeInstanceOf(ApiRequestError);
    await expect(failure).resolves.toMatchObject({ status: 502, code: 'http_error', message: 'The shop answered 502.' });
  });

  it('throws the answer itself for plain content paths', async () => {
    vi.stubGlobal('fetch', answer(400, { error: 'cc: bad', code: 'invalid_input' }));
    await expect(apiRequest('/contentful-plain/products/config?cc=X', z.object({}))).rejects.toEqual({
      error: 'cc: bad',
      code: 'invalid_input',
    });
  });

  it('sends a FormData as it is, leaving its multipart content type to the browser', async () => {
    const fetchMock = answer(201, await seal({}));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('firstName', 'Grace');
    await apiRequest('/shopify/orders/SV-1/upload', z.object({}), { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });
});
