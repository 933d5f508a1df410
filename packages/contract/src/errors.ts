import { z } from 'zod';

/** Every error answer of the API: a sentence for a person and a stable code for a program. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The exact text SPEC §8 gives for an expired or unknown session. */
export const TOKEN_EXPIRED_MESSAGE = 'Token expired.';
