import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list paged and sorted by the server, as its address says: the search words, the sort, the page
 * and any filter of the page's own live in the URL's query, so a link or a reload shows the same
 * list. What is at its default is left out of the address; a value the page does not know is read
 * as the default rather than sent to be refused.
 */
export interface ListSorts<Sort extends string> {
  sorts: readonly Sort[];
  defaultSort: Sort;
}

export interface ListQuery<Sort extends string> {
  q: string;
  sort: Sort;
  page: number;
}

/** The search, sort and page an address asks for. */
export function listQueryOf<Sort extends string>(params: URLSearchParams, { sorts, defaultSort }: ListSorts<Sort>): ListQuery<Sort> {
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    sort: sort !== null && (sorts as readonly string[]).includes(sort) ? (sort as Sort) : defaultSort,
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/** The address with `change` made: a value set, or taken out when it is null or empty. */
export function withParams(params: URLSearchParams, change: Readonly<Record<string, string | null>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * The list's query, read from the page's address, and the ways to change it. A new search, sort or
 * filter starts again at the first page; a change of page keeps the rest.
 */
export function useListQuery<Sort extends string>(sorts: ListSorts<Sort>) {
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(params, sorts);
  const change = (next: Readonly<Record<string, string | null>>) => setParams((current) => withParams(current, next));
  const sortBy = (sort: string) => change({ sort: sort === sorts.defaultSort ? null : sort, page: null });
  const goTo = (page: number) => change({ page: page === 1 ? null : String(page) });
  return {
    ...query,
    params,
    search: (words: string) => change({ q: words.trim(), page: null }),
    sortBy,
    filter: (key: string, value: string) => change({ [key]: value, page: null }),
    goTo,
    /** A `DataTable`'s sort and paging, for the server's answer to this query. */
    table: (answer: { page: number; pageSize: number; total: number }) => ({
      sort: query.sort,
      onSort: sortBy,
      page: answer.page,
      pageSize: answer.pageSize,
      total: answer.total,
      onPage: goTo,
    }),
  };
}

/**
 * What a filter form holds before it is applied, started from the address's value and following it
 * when the address changes on its own (back, a link), so the form never shows a search the list
 * does not.
 */
export function useAddressDraft<T>(value: T): [T, (draft: T) => void] {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (JSON.stringify(seen) !== JSON.stringify(value)) {
    setSeen(value);
    setDraft(value);
  }
  return [draft, setDraft];
}
