import { z } from 'zod';

/**
 * Encrypted response body (DESIGN §4): AES-256-GCM, `data` is base64 of ciphertext followed by
 * the 16-byte tag. Paths containing `/contentful-plain/` are never wrapped.
 */
export const EnvelopeSchema = z.object({
  v: z.literal(1),
  iv: z.string(),
  data: z.string(),
});
export type Envelope = z.infer<typeof EnvelopeSchema>;

export const PLAIN_PATH_MARKER = '/contentful-plain/';
export const RESPONSE_KEY_META_NAME = 'selvedge-response-key';
