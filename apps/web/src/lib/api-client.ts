import { isLenientApiError, PLAIN_PATH_MARKER, RESPONSE_KEY_META_NAME, type AnswerCheck } from '@selvedge/contract';
import { importResponseKey, isEnvelope, openEnvelope, type ResponseKey } from '@selvedge/domain';
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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData is sent as it is (multipart: the browser writes its content type and boundary). */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (an `Idempotency-Key`). */
  headers?: Readonly<Record<string, string>>;
  /** How the browser's HTTP cache is used (by default, as the answer's headers say). */
  cache?: RequestCache;
}

/** Whose call it is: the storefront's customer, or (in the back office) a staff member. */
export interface ApiCaller {
  /** The Bearer token to send, if any. */
  token(): string | null;
  /** The answer said 'Token expired.': forget the token and send the person to sign in again. */
  onTokenExpired(): void;
}

/** The storefront's caller: the customer's token of SPEC §3. */
const customer: ApiCaller = {
  token: () => readStorage(STORAGE_KEYS.token),
  onTokenExpired() {
    removeStorage(STORAGE_KEYS.token);
    sessionExpiry.onExpired();
  },
};

/**
 * Calls the API and checks the answer against `schema` (a zod schema of the contract, or for the
 * first page's answers one of its checks without zod: contract's first-answers.ts). Adds the Bearer
 * token when one is stored, opens encrypted bodies, and turns error answers into ApiRequestError.
 */
export function apiRequest<T>(path: string, schema: AnswerCheck<T>, options: RequestOptions = {}): Promise<T> {
  return callApi(path, schema, options, customer);
}

/** apiRequest for a given caller (the back office's staff). */
export async function callApi<T>(path: string, schema: AnswerCheck<T>, options: RequestOptions, caller: ApiCaller): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  const token = caller.token();
  if (token) headers.authorization = `Bearer ${token}`;
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';

  const response = await fetch(`${API_BASE}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? null : form ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal ?? null,
    cache: options.cache ?? 'default',
  });

  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text) as unknown;
    } catch {
      throw new ApiRequestError(response.status, 'unreadable_response', 'The shop sent an answer we could not read. Please try again.');
    }
  }
  if (isEnvelope(data)) data = await openEnvelope(data, await responseKey());

  if (!response.ok) {
    // For plain content paths the answer itself is thrown (SPEC §8).
    if (path.includes(PLAIN_PATH_MARKER)) throw data;
    // Any code is taken: a page older than the server still shows the sentence of a code new to it.
    if (!isLenientApiError(data)) throw new ApiRequestError(response.status, 'http_error', `The shop answered ${response.status}.`);
    const { error: message, code } = data;
    if (response.status === 401 && code === TOKEN_EXPIRED_CODE) caller.onTokenExpired();
    throw new ApiRequestError(response.status, code, message, problemsOf(data), data);
  }
  return schema.parse(data);
}
