import { isEnvelopeShape } from '@selvedge/contract';

/**
 * The reading side of the response envelope (DESIGN §4): AES-256-GCM through WebCrypto, which
 * both browsers and Node provide. It deters casual scraping; it is not a security boundary.
 */

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** An imported AES-GCM key (WebCrypto's CryptoKey, named without the DOM library). */
export type ResponseKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

export async function importResponseKey(keyBase64: string): Promise<ResponseKey> {
  const raw = base64ToBytes(keyBase64);
  if (raw.length !== 32) throw new Error('the response key must be 32 bytes, base64-encoded');
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
}

export function isEnvelope(body: unknown): boolean {
  return isEnvelopeShape(body);
}

/** Raw DEFLATE (version 2's compression) undone by the platform's own DecompressionStream. */
async function inflateRaw(bytes: ArrayBuffer): Promise<string> {
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'))).text();
}

/** Decrypts an envelope into the JSON value it carries. Throws on a wrong key or a tampered body. */
export async function openEnvelope(body: unknown, key: ResponseKey): Promise<unknown> {
  if (!isEnvelopeShape(body)) throw new Error('The answer is not an encrypted envelope.');
  const envelope = body;
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: base64ToBytes(envelope.iv) }, key, base64ToBytes(envelope.data));
  const json = envelope.v === 2 ? await inflateRaw(plain) : new TextDecoder().decode(plain);
  return JSON.parse(json) as unknown;
}
