import { afterEach, describe, expect, it, vi } from 'vitest';
import { seal } from '../test/fake-shop';
import { ApiRequestError } from './api-client';
import { apiFile } from './api-file';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('a file of the API', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("reads a file under /api with the session's token, and refuses an address elsewhere", async () => {
    window.localStorage.setItem('token', 'abc123');
    const fetchMock = vi.fn(
      async () => new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'content-type': 'image/webp' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const blob = await apiFile('/api/orders/SV-1/fit-pictures/fp_0123456789/thumbnail');
    expect(blob.size).toBe(3);
    const [address, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(address).toBe('/api/orders/SV-1/fit-pictures/fp_0123456789/thumbnail');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer abc123');
    await expect(apiFile('https://elsewhere.example/picture.jpg')).rejects.toBeInstanceOf(ApiRequestError);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('turns a refused file into an error of its status, and sends no token without a session', async () => {
    const fetchMock = answer(404, await seal({ error: 'No such picture.', code: 'not_found' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFile('/api/orders/SV-1/fit-pictures/fp_0123456789/full')).rejects.toMatchObject({ status: 404 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
  });
});
