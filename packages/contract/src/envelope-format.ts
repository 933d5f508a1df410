// Without zod, so that the storefront's first page can open answers without downloading it.

/**
 * Encrypted response body (DESIGN §4): AES-256-GCM, `data` is base64 of ciphertext followed by
 * the 16-byte tag. Version 1 seals the JSON text itself. Version 2 seals the JSON compressed with
 * raw DEFLATE (RFC 1951): ciphertext does not compress on the way, so a large public answer (a page
 * of cloth) is compressed before it is sealed (docs/decisions/014). Paths containing
 * `/contentful-plain/` are never wrapped.
 */
export interface Envelope {
  v: 1 | 2;
  iv: string;
  data: string;
}

export const PLAIN_PATH_MARKER = '/contentful-plain/';
export const RESPONSE_KEY_META_NAME = 'selvedge-response-key';

/** Whether an answer is an envelope, to exactly EnvelopeSchema's rules (envelope.test.ts holds the two together). */
export function isEnvelopeShape(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { v, iv, data } = body as Record<string, unknown>;
  return (v === 1 || v === 2) && typeof iv === 'string' && typeof data === 'string';
}
