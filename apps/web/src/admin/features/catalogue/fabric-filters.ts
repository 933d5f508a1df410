import { isProductType, type ProductType } from '@selvedge/contract';
import { FABRIC_SALE_STATUSES, type AdminFabricListQuery } from '@selvedge/contract/admin';
import { queryString } from '../../lib/admin-api';
import type { SaleStatus } from '../../lib/catalogue-words';

/** Rows on one page of the fabrics table. */
export const FABRIC_PAGE_SIZE = 25;

/** What the fabrics page shows, kept in its address so a view can be shared, reloaded or gone back to. */
export interface FabricFilters {
  type: ProductType | null;
  status: SaleStatus | null;
  /** Words in the title or handle. */
  q: string;
  page: number;
}

const isSaleStatus = (value: string): value is SaleStatus => (FABRIC_SALE_STATUSES as readonly string[]).includes(value);

/** The filters in a page address; a value the page does not know is left out rather than sent to be refused. */
export function filtersFromSearch(params: URLSearchParams): FabricFilters {
  const type = params.get('type') ?? '';
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    type: isProductType(type) ? type : null,
    status: isSaleStatus(status) ? status : null,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The page address's query for `filters` (the first page and empty filters leave no trace). */
export function searchOfFilters(filters: FabricFilters): string {
  return queryString({ type: filters.type, status: filters.status, q: filters.q.trim(), page: filters.page > 1 ? filters.page : null });
}

/** The API's query for `filters`. */
export function fabricListQuery(filters: FabricFilters): AdminFabricListQuery {
  return {
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    page: filters.page,
    pageSize: FABRIC_PAGE_SIZE,
  };
}

/** A change of filter starts again from the first page; a change of page keeps the filters. */
export function withFilter(filters: FabricFilters, change: Partial<Omit<FabricFilters, 'page'>>): FabricFilters {
  return { ...filters, ...change, page: 1 };
}
