import {
  LenientApiErrorSchema,
  PLAIN_PATH_MARKER,
  RESPONSE_KEY_META_NAME,
} from '@selvedge/contract';
import { importResponseKey, isEnvelope, openEnvelope, type ResponseKey } from '@selvedge/domain';
import type { z } from 'zod';
import { readStorage, removeStorage, STORAGE_KEYS } from './storage';

/** One field the server found wrong: its path in the request ('email', 'measurements.chest') and why. */
export interface ApiProblem {
  path: string;
  message: string;
}

/**
 * A failed call: `message` is the server's sentence for the customer, `code` its stable name and
 * `problems` what it said about single fields. lib/api-failure.ts turns one into words for a screen.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly problems: readonly ApiProblem[] = [],
    /** The whole error answer as it came, for the few refusals that carry more than a sentence (a changed checkout). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export const API_BASE = '/api';

/** The code of SPEC §8's 'Token expired.': an expired, revoked or unknown session. */
const TOKEN_EXPIRED_CODE = 'token_expired';

/** The field problems of an error answer; answers without any (or from before they existed) have none. */
function problemsOf(data: unknown): ApiProblem[] {
  const problems = (data as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(problems)) return [];
  return problems.flatMap((problem: unknown) => {
    const { path, message } = (problem ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
}

let keyPromise: Promise<ResponseKey> | null = null;

/** The response key the server wrote into index.html (DESIGN §4). */
function responseKey(): Promise<ResponseKey> {
  if (!keyPromise) {
    const meta = document.querySelector<HTMLMetaElement>(`meta[name="${RESPONSE_KEY_META_NAME}"]`);
    if (!meta?.content) return Promise.reject(new Error('The page has no response key; reload it.'));
    keyPromise = importResponseKey(meta.content);
  }
  return keyPromise;
}

/** For tests: forget the imported key so a new page's key is read. */
export function resetResponseKey(): void {
  keyPromise = null;
}

/**
 * What happens on 'Token expired.' (SPEC §8): the token goes and the customer lands on the home
 * page, with the login form open and 'Your session has expired. Please login again.'.
 */
const SESSION_EXPIRED_HREF = '/?modal=navbar-login&session-expired=true';
export const sessionExpiry = {
  onExpired(): void {
    window.location.assign(SESSION_EXPIRED_HREF);
  },
};

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData is sent as it is (multipart, the browser writes its boundary). */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (an `Idempotency-Key`). */
  headers?: Readonly<Record<string, string>>;
}

/** The headers every call carries: the caller's own, the answer it takes and the session's Bearer token. */
function callHeaders(extra: Readonly<Record<string, string>> | undefined, accept: string): Record<string, string> {
  const headers: Record<string, string> = { ...extra, accept };
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** The body of an answer as JSON, opened when it is an envelope. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text) as unknown;
    } catch {
      throw new ApiRequestError(response.status, 'unreadable_response', 'The shop sent an answer we could not read. Please try again.');
    }
  }
  return isEnvelope(data) ? openEnvelope(data, await responseKey()) : data;
}

/** An error answer as an ApiRequestError (and 'Token expired.' handled as SPEC §8 says). */
function failureOf(status: number, data: unknown): ApiRequestError {
  // Any code is taken: a page older than the server still shows the sentence of a code new to it.
  const parsed = LenientApiErrorSchema.safeParse(data);
  if (!parsed.success) return new ApiRequestError(status, 'http_error', `The shop answered ${status}.`);
  const { error: message, code } = parsed.data;
  if (status === 401 && code === TOKEN_EXPIRED_CODE) {
    removeStorage(STORAGE_KEYS.token);
    sessionExpiry.onExpired();
  }
  return new ApiRequestError(status, code, message, problemsOf(data), data);
}

/**
 * Calls the API and checks the answer against `schema`. Adds the Bearer token when one is stored,
 * opens encrypted bodies, and turns error answers into ApiRequestError.
 */
export async function apiRequest<T extends z.ZodType>(path: string, schema: T, options: RequestOptions = {}): Promise<z.infer<T>> {
  const headers = callHeaders(options.headers, 'application/json');
  const form = options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';

  const response = await fetch(`${API_BASE}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: form ?? (options.body === undefined ? null : JSON.stringify(options.body)),
    signal: options.signal ?? null,
  });

  const data = await readJson(response);
  if (!response.ok) {
    // For plain content paths the answer itself is thrown (SPEC §8).
    if (path.includes(PLAIN_PATH_MARKER)) throw data;
    throw failureOf(response.status, data);
  }
  return schema.parse(data);
}

/**
 * A file the API serves as raw bytes (a fit picture), read with the caller's access like any call:
 * an `<img src>` could not carry the session's Bearer token. `address` is the one the API gave,
 * under /api; nothing else is fetched, so the token never leaves for another address.
 */
export async function apiFile(address: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  if (!address.startsWith(`${API_BASE}/`)) throw new ApiRequestError(0, 'bad_address', 'This file is not the shop\'s.');
  const response = await fetch(address, { headers: callHeaders(undefined, '*/*'), signal: options.signal ?? null });
  if (!response.ok) throw failureOf(response.status, await readJson(response));
  return response.blob();
}
