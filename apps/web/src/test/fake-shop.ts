/**
 * The shop's API as the storefront's tests meet it: an msw server in front of `fetch` that answers
 * every `/api` call in sealed envelopes, as the server does (DESIGN §4), so the code under test
 * opens them with the page's response key exactly as it does in a browser. Answers are checked
 * against the contract before they are sealed: a fake cannot drift from what the server may say.
 */
import { ApiErrorSchema, RESPONSE_KEY_META_NAME, type ApiError } from '@selvedge/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import { resetResponseKey } from '../lib/api-client';

const rawKey = crypto.getRandomValues(new Uint8Array(32));
/** Base64 of any length: the bytes go to `fromCharCode` a slice at a time, never as a hundred thousand arguments. */
const toBase64 = (bytes: Uint8Array) => {
  let text = '';
  for (let start = 0; start < bytes.length; start += 0x8000) text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(text);
};

/** Puts the response key in the page, as index.html carries it. */
export function installResponseKey(): void {
  resetResponseKey();
  document.head.querySelector(`meta[name="${RESPONSE_KEY_META_NAME}"]`)?.remove();
  const meta = document.createElement('meta');
  meta.name = RESPONSE_KEY_META_NAME;
  meta.content = toBase64(rawKey);
  document.head.append(meta);
}

/** The envelope the server would send for `value` (version 1: uncompressed). */
export async function seal(value: unknown): Promise<{ v: 1; iv: string; data: string }> {
  const key = await crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(value))));
  return { v: 1, iv: toBase64(iv), data: toBase64(data) };
}

export const shopServer = setupServer();

/** One call the storefront made: its method, its path without `/api` (query included) and its JSON body. */
export interface ShopCall {
  method: string;
  path: string;
  body: unknown;
  /** The request's Idempotency-Key, when it carried one. */
  idempotencyKey?: string;
  /** A multipart request's form (its text fields and files); `body` is then undefined. */
  form?: FormData;
  /** How the request used the browser's HTTP cache, when not as the answer's headers say. */
  cache?: RequestCache;
}

/** What a fake answers: a status and the JSON the server would seal (null: no content). */
export interface ShopAnswer {
  status: number;
  body: unknown;
  /** Raw bytes instead of JSON (a picture), sent unsealed as the server sends files. */
  file?: { bytes: Uint8Array; contentType: string };
}

/** A success answer of the contract's `schema`: the body is checked against it first. */
export function answer<Schema extends z.ZodType>(schema: Schema, body: z.input<Schema>, status = 200): ShopAnswer {
  return { status, body: schema.parse(body) };
}

/**
 * An error answer in the contract's shape: a sentence, a code of the enum, and the fields it is about.
 * `more` is what a few refusals carry beside them (a changed checkout), checked by the caller's schema.
 */
export function refusal(status: number, error: ApiError, more: Readonly<Record<string, unknown>> = {}): ShopAnswer {
  return { status, body: { ...ApiErrorSchema.parse(error), ...more } };
}

/** A file's bytes, as the API serves a picture. */
export const fileAnswer = (bytes: Uint8Array, contentType: string): ShopAnswer => ({
  status: 200,
  body: null,
  file: { bytes, contentType },
});

/** An answer with nothing in it (204). */
export const noContent: ShopAnswer = { status: 204, body: null };

type Responder = (call: ShopCall) => ShopAnswer | undefined | Promise<ShopAnswer | undefined>;

const notFaked = (call: ShopCall): ShopAnswer => refusal(404, { error: `No fake for ${call.method} ${call.path}`, code: 'not_found' });

/**
 * Answers the storefront's API calls with `respond` (anything it leaves is a 404 naming the call)
 * and records every call, in order.
 */
export function fakeShopApi(respond: Responder): { calls: ShopCall[]; callsTo(method: string, path: string): ShopCall[]; open(): number } {
  const calls: ShopCall[] = [];
  let open = 0;
  shopServer.use(
    http.all('*/api/*', async ({ request }) => {
      open += 1;
      try {
        return await answerCall(request);
      } finally {
        open -= 1;
      }
    }),
  );
  async function answerCall(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data') ?? false;
    const form = multipart ? await request.formData() : undefined;
    const text = multipart ? '' : await request.text();
    const call: ShopCall = {
      method: request.method,
      path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    if (form) call.form = form;
    const idempotencyKey = request.headers.get('idempotency-key');
    if (idempotencyKey) call.idempotencyKey = idempotencyKey;
    if (request.cache !== 'default') call.cache = request.cache;
    calls.push(call);
    const { status, body, file } = (await respond(call)) ?? notFaked(call);
    if (file) return new HttpResponse(file.bytes, { status, headers: { 'content-type': file.contentType } });
    if (body === null) return new HttpResponse(null, { status });
    return HttpResponse.json(await seal(body), { status });
  }
  return {
    calls,
    callsTo: (method, path) => calls.filter((call) => call.method === method && call.path.split('?')[0] === path),
    /** How many calls are still being answered. */
    open: () => open,
  };
}
