import { useState } from 'react';
import type { z } from 'zod';
import { ApiRequestError } from '../../lib/api-client';
import { failureText } from '../../lib/api-failure';

/** What the back office says when an edit was refused because someone saved first (409 `stale_edit`). */
export const STALE_EDIT_TEXT =
  'Someone else changed this first. The form now shows what they saved: check it, make your change again and save.';

const isStaleEdit = (error: unknown): error is ApiRequestError => error instanceof ApiRequestError && error.code === 'stale_edit';

/**
 * The row as it is now, from a 409 `stale_edit` answer (its `current`), checked against `schema`;
 * null for any other failure.
 */
export function staleCurrent<T extends z.ZodType>(error: unknown, schema: T): z.infer<T> | null {
  if (!isStaleEdit(error)) return null;
  const parsed = schema.safeParse((error.body as { current?: unknown } | null)?.current);
  return parsed.success ? parsed.data : null;
}

/** A refused stale edit: the server's sentence, and the row as it is now in words (null when it could not be read). */
export interface StaleNow {
  message: string;
  now: string | null;
}

/**
 * The answer to a stale edit whose refusal does not carry the row: it is read again, said in words,
 * and its version is handed to `onVersion`, so a second press is made from what is now shown, not
 * from what was first seen. `caught(error)` is true when the error was a stale edit, false otherwise.
 */
export function useStaleReread<Row extends { version: number }>(
  reread: () => Promise<Row | null>,
  describe: (row: Row) => string,
  onVersion: (version: number) => void,
) {
  const [stale, setStale] = useState<StaleNow | null>(null);
  const caught = async (error: unknown): Promise<boolean> => {
    if (!isStaleEdit(error)) return false;
    const row = await reread().catch(() => null);
    setStale({ message: failureText(error), now: row ? describe(row) : null });
    if (row) onVersion(row.version);
    return true;
  };
  return { stale, caught };
}
