import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listQueryOf, useAddressDraft, useListQuery, withParams } from './list-query';

const SORTS = { sorts: ['-created', 'created', 'name', '-name'] as const, defaultSort: '-created' as const };

/** The list query hook on a page at `path`, with the page's address as it is after each change. */
function renderListQuery(path: string) {
  let address = '';
  const { result } = renderHook(
    () => {
      const query = useListQuery(SORTS);
      const location = useLocation();
      address = location.search;
      return query;
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <RouterProvider router={createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] })} />
      ),
    },
  );
  return { result, address: () => address };
}

describe('a list query read from the address', () => {
  it('reads the search, the sort and the page', () => {
    expect(listQueryOf(new URLSearchParams('q=ada&sort=name&page=3'), SORTS)).toEqual({ q: 'ada', sort: 'name', page: 3 });
  });

  it('reads what it does not know as the default rather than sending it', () => {
    expect(listQueryOf(new URLSearchParams('sort=price&page=-2'), SORTS)).toEqual({ q: '', sort: '-created', page: 1 });
    expect(listQueryOf(new URLSearchParams('page=many'), SORTS).page).toBe(1);
    expect(listQueryOf(new URLSearchParams(''), SORTS)).toEqual({ q: '', sort: '-created', page: 1 });
  });

  it('sets values and takes out empty ones, keeping the rest', () => {
    const next = withParams(new URLSearchParams('q=ada&active=true&page=2'), { q: '', page: null, sort: 'name' });
    expect(next.toString()).toBe('active=true&sort=name');
  });
});

describe('a list query kept in the address', () => {
  it('writes a search and starts again at the first page, and a reload reads the same list back', () => {
    const { result, address } = renderListQuery('/customers?active=true&page=4');
    act(() => result.current.search('  grace  '));
    expect(address()).toBe('?active=true&q=grace');
    expect(listQueryOf(new URLSearchParams(address()), SORTS)).toEqual({ q: 'grace', sort: '-created', page: 1 });
    expect(result.current).toMatchObject({ q: 'grace', sort: '-created', page: 1 });
  });

  it('leaves the default sort and the first page out of the address', () => {
    const { result, address } = renderListQuery('/customers?q=ada');
    act(() => result.current.sortBy('name'));
    expect(address()).toBe('?q=ada&sort=name');
    act(() => result.current.goTo(3));
    expect(address()).toBe('?q=ada&sort=name&page=3');
    act(() => result.current.sortBy('-created'));
    expect(address()).toBe('?q=ada');
    act(() => result.current.goTo(2));
    act(() => result.current.goTo(1));
    expect(address()).toBe('?q=ada');
  });

  it('hands a table the sort, the server’s paging, and ways to change them that write the address', () => {
    const { result, address } = renderListQuery('/customers?sort=name&page=2');
    const table = result.current.table({ page: 2, pageSize: 25, total: 60 });
    expect(table).toMatchObject({ sort: 'name', page: 2, pageSize: 25, total: 60 });
    act(() => table.onPage(3));
    expect(address()).toBe('?sort=name&page=3');
    act(() => result.current.table({ page: 3, pageSize: 25, total: 60 }).onSort('-name'));
    expect(address()).toBe('?sort=-name');
  });

  it('sets a filter of the page’s own, back at the first page, and takes it out when emptied', () => {
    const { result, address } = renderListQuery('/codes?sort=name&page=2');
    act(() => result.current.filter('active', 'false'));
    expect(address()).toBe('?sort=name&active=false');
    expect(result.current.params.get('active')).toBe('false');
    act(() => result.current.filter('active', ''));
    expect(address()).toBe('?sort=name');
  });
});

describe("a filter form's draft", () => {
  it('keeps what is typed, and follows the address when it changes on its own', () => {
    const { result, rerender } = renderHook(({ value }) => useAddressDraft(value), { initialProps: { value: { q: 'ada' } } });
    act(() => result.current[1]({ q: 'grac' }));
    // The same address, a new object: what is typed stays.
    rerender({ value: { q: 'ada' } });
    expect(result.current[0]).toEqual({ q: 'grac' });
    rerender({ value: { q: 'lin' } });
    expect(result.current[0]).toEqual({ q: 'lin' });
  });
});
