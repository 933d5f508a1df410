import { z } from 'zod';
import type { Envelope } from './envelope-format.js';

export { isEnvelopeShape, PLAIN_PATH_MARKER, RESPONSE_KEY_META_NAME, type Envelope } from './envelope-format.js';

/** The envelope (envelope-format.ts) as a schema, for the server's tests and any reader that has zod already. */
export const EnvelopeSchema: z.ZodType<Envelope> = z.object({
  v: z.literal([1, 2]),
  iv: z.string(),
  data: z.string(),
});
