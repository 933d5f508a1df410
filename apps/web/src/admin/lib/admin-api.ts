import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi, type ApiCaller, type RequestOptions } from '../../lib/api-client';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

/** Where a member of staff whose session ended is sent: the login page, told why. */
const SESSION_ENDED_HREF = '/admin/login?expired=true';

/** A member of staff: their own token (never the customer's), and the login page when it ends. */
const staffCaller: ApiCaller = {
  token: () => readStorage(STORAGE_KEYS.staffToken),
  onTokenExpired() {
    removeStorage(STORAGE_KEYS.staffToken);
    staffSessionEnd.onEnded();
  },
};

/** What happens when the server says the staff session is over (tests replace it). */
const staffSessionEnd = {
  onEnded(): void {
    if (!window.location.pathname.startsWith('/admin/login')) window.location.assign(SESSION_ENDED_HREF);
  },
};

export const storeStaffToken = (token: string) => writeStorage(STORAGE_KEYS.staffToken, token);
export const forgetStaffToken = () => removeStorage(STORAGE_KEYS.staffToken);
export const hasStaffToken = () => readStorage(STORAGE_KEYS.staffToken) !== null;

/** Calls `/api/admin{path}` as the signed-in member of staff and checks the answer against `schema`. */
export function adminRequest<T extends z.ZodType>(path: string, schema: T, options: RequestOptions = {}): Promise<z.infer<T>> {
  return callApi(`/admin${path}`, schema, options, staffCaller);
}

/** A query string of the values that are set, in a stable order (the page's URL and the query key both use it). */
export function queryString(values: Readonly<Record<string, string | number | boolean | null | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A fresh Idempotency-Key for one press of a button that creates something (DESIGN §4). */
export const idempotencyKey = () => ({ 'idempotency-key': crypto.randomUUID() });

/** Where a kind of record is kept in the query cache: each record's own answer, and the lists that hold it. */
export interface RecordCache<Row> {
  keyOf(row: Row): QueryKey;
  lists: QueryKey;
}

/** A change whose answer is the whole record: the answer becomes the record's own, and its lists are read again. */
export function useRecordChange<Input, Row>(cache: RecordCache<Row>, send: (input: Input) => Promise<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (row) => {
      queryClient.setQueryData(cache.keyOf(row), row);
      void queryClient.invalidateQueries({ queryKey: cache.lists });
    },
  });
}

/** Puts a record as the server holds it (after a stale edit) in its own answer, for the page to show. */
export function useKeepRecord<Row>(cache: RecordCache<Row>) {
  const queryClient = useQueryClient();
  return (row: Row) => queryClient.setQueryData(cache.keyOf(row), row);
}
