import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useKeepRecord, useRecordChange, type RecordCache } from './admin-api';

interface Shelf {
  id: string;
  label: string;
}

const shelfCache: RecordCache<Shelf> = { keyOf: (shelf) => ['shelves', 'one', shelf.id], lists: ['shelves', 'list'] };

/** A query cache holding shelf 1 and a list of shelves, both fresh. */
function aCache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['shelves', 'one', '1'], { id: '1', label: 'Linen' });
  client.setQueryData(['shelves', 'list', '?page=2'], [{ id: '1', label: 'Linen' }]);
  client.setQueryData(['shelves', 'one', '2'], { id: '2', label: 'Wool' });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

describe("a record's place in the query cache", () => {
  it('takes a change’s answer as the record’s own and reads its lists again, leaving other records be', async () => {
    const { client, wrapper } = aCache();
    const { result } = renderHook(() => useRecordChange(shelfCache, async (label: string) => ({ id: '1', label })), { wrapper });
    await act(() => result.current.mutateAsync('Tweed'));
    expect(client.getQueryData(['shelves', 'one', '1'])).toEqual({ id: '1', label: 'Tweed' });
    expect(client.getQueryState(['shelves', 'list', '?page=2'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['shelves', 'one', '2'])?.isInvalidated).toBe(false);
  });

  it('keeps a record as the server holds it without reading the lists again', () => {
    const { client, wrapper } = aCache();
    const { result } = renderHook(() => useKeepRecord(shelfCache), { wrapper });
    act(() => void result.current({ id: '1', label: 'Cord' }));
    expect(client.getQueryData(['shelves', 'one', '1'])).toEqual({ id: '1', label: 'Cord' });
    expect(client.getQueryState(['shelves', 'list', '?page=2'])?.isInvalidated).toBe(false);
  });
});
