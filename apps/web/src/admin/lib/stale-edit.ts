import type { z } from 'zod';
import { ApiRequestError } from '../../lib/api-client';

/** What the back office says when an edit was refused because someone saved first (409 `stale_edit`). */
export const STALE_EDIT_TEXT = 'Someone else changed this first. The form now shows what they saved: check it, make your change again and save.';

/**
 * The row as it is now, from a 409 `stale_edit` answer (its `current`), checked against `schema`;
 * null for any other failure.
 */
export function staleCurrent<T extends z.ZodType>(error: unknown, schema: T): z.infer<T> | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'stale_edit') return null;
  const parsed = schema.safeParse((error.body as { current?: unknown } | null)?.current);
  return parsed.success ? parsed.data : null;
}
