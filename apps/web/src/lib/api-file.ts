import { API_BASE, ApiRequestError } from './api-client';
import { readStorage, STORAGE_KEYS } from './storage';

/**
 * A file the API serves as raw bytes (a fit picture), read with the caller's access like any call:
 * an `<img src>` could not carry the session's Bearer token. `address` is the one the API gave,
 * under /api; nothing else is fetched, so the token never leaves for another address.
 *
 * Apart from api-client.ts so that only the pages showing such files download it. A refusal is only
 * its status: the page shows that the picture did not load, and an expired session is met by the
 * page's own calls.
 */
export async function apiFile(address: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  if (!address.startsWith(`${API_BASE}/`)) throw new ApiRequestError(0, 'bad_address', 'This file is not the shop’s.');
  const token = readStorage(STORAGE_KEYS.token);
  const response = await fetch(address, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: options.signal ?? null });
  if (!response.ok) throw new ApiRequestError(response.status, 'http_error', `The shop answered ${response.status}.`);
  return response.blob();
}
