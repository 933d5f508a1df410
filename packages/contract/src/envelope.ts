import { z } from 'zod';

/**
 * Encrypted response body (DESIGN §4): AES-256-GCM, `data` is base64 of ciphertext followed by
 * the 16-byte tag. Version 1 seals the JSON text itself. Version 2 seals the JSON compressed with
 * raw DEFLATE (RFC 1951): ciphertext does not compress on the way, so a large public answer (a page
 * of cloth) is compressed before it is sealed (docs/decisions/014). Paths containing
 * `/contentful-plain/` are never wrapped.
 */
export const EnvelopeSchema = z.object({
  v: z.literal([1, 2]),
  iv: z.string(),
  data: z.string(),
});
export type Envelope = z.infer<typeof EnvelopeSchema>;

export const PLAIN_PATH_MARKER = '/contentful-plain/';
export const RESPONSE_KEY_META_NAME = 'selvedge-response-key';
