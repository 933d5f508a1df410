import { describe, expect, it } from 'vitest';
import { fabricListQuery, filtersFromSearch, searchOfFilters, withFilter } from './fabric-filters';

const read = (search: string) => filtersFromSearch(new URLSearchParams(search));

describe("the fabrics page's filters and its address", () => {
  it('reads type, status, words and page from the address and writes them back the same', () => {
    const filters = read('?type=shirt&status=withdrawn&q=oxford&page=3');
    expect(filters).toEqual({ type: 'shirt', status: 'withdrawn', q: 'oxford', page: 3 });
    expect(searchOfFilters(filters)).toBe('?type=shirt&status=withdrawn&q=oxford&page=3');
    expect(read(searchOfFilters(filters))).toEqual(filters);
  });

  it('leaves out what it does not know instead of sending it to be refused', () => {
    expect(read('?type=hat&status=gone&page=0')).toEqual({ type: null, status: null, q: '', page: 1 });
    expect(read('?page=2.5')).toMatchObject({ page: 1 });
    expect(read('?page=99999')).toMatchObject({ page: 1 });
    expect(read(`?q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('keeps the first page and empty filters out of the address', () => {
    expect(searchOfFilters(read(''))).toBe('');
    expect(searchOfFilters({ type: null, status: 'on_sale', q: '  ', page: 1 })).toBe('?status=on_sale');
  });

  it('starts a changed filter from the first page and keeps the others', () => {
    const filters = read('?type=polo&q=pique&page=4');
    expect(withFilter(filters, { status: 'out_of_stock' })).toEqual({ type: 'polo', status: 'out_of_stock', q: 'pique', page: 1 });
    expect(withFilter(filters, { type: null })).toEqual({ type: null, status: null, q: 'pique', page: 1 });
  });

  it('asks the API for one page of 25 with the filters that are set', () => {
    expect(fabricListQuery(read('?type=jackets&page=2'))).toEqual({ type: 'jackets', page: 2, pageSize: 25 });
    expect(fabricListQuery(read('?status=on_sale&q=linen'))).toEqual({ status: 'on_sale', q: 'linen', page: 1, pageSize: 25 });
  });
});
