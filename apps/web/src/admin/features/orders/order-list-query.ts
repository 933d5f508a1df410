import { ORDER_STATUSES, PRODUCT_TYPES, type OrderStatus, type ProductType } from '@selvedge/contract';
import { ADMIN_ORDER_SORTS } from '@selvedge/contract/admin';

/**
 * The orders list as its address says: filters, search, sort and page live in the URL's query, so
 * a link or a reload shows the same list. Anything the address holds that the server would refuse
 * is left out, never sent.
 */

const DUE_CHOICES = ['overdue', 'week', 'later'] as const;
type DueChoice = (typeof DUE_CHOICES)[number];
type Flag = 'true' | 'false';
type OrderSort = (typeof ADMIN_ORDER_SORTS)[number];

export interface OrderListView {
  stage: OrderStatus | '';
  type: ProductType | '';
  due: DueChoice | '';
  trial: Flag | '';
  preorder: Flag | '';
  q: string;
  sort: OrderSort;
  page: number;
}

const DEFAULT_SORT: OrderSort = 'due';
export const ORDERS_PAGE_SIZE = 25;

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | '' =>
  value !== null && (choices as readonly string[]).includes(value) ? (value as T) : '';

export function viewOf(params: URLSearchParams): OrderListView {
  const page = Number(params.get('page'));
  return {
    stage: oneOf(ORDER_STATUSES, params.get('stage')),
    type: oneOf(PRODUCT_TYPES, params.get('type')),
    due: oneOf(DUE_CHOICES, params.get('due')),
    trial: oneOf(['true', 'false'] as const, params.get('trial')),
    preorder: oneOf(['true', 'false'] as const, params.get('preorder')),
    q: (params.get('q') ?? '').slice(0, 100),
    sort: oneOf(ADMIN_ORDER_SORTS, params.get('sort')) || DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The view as the server's query (and the address's): what is left at its default is not written. */
export function listParams(view: OrderListView): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (view.stage) params.stage = view.stage;
  if (view.type) params.type = view.type;
  if (view.due) params.due = view.due;
  if (view.trial) params.trial = view.trial;
  if (view.preorder) params.preorder = view.preorder;
  const q = view.q.trim();
  if (q) params.q = q;
  if (view.sort !== DEFAULT_SORT) params.sort = view.sort;
  if (view.page > 1) params.page = view.page;
  params.pageSize = ORDERS_PAGE_SIZE;
  return params;
}

/** The address's query for a view (the page size is the page's own, so it is left out). */
export function searchOf(view: OrderListView): URLSearchParams {
  const { pageSize: _pageSize, ...rest } = listParams(view);
  return new URLSearchParams(Object.entries(rest).map(([key, value]) => [key, String(value)]));
}

/** A change of filter, search or sort starts again at the first page; a change of page keeps the rest. */
export function changed(view: OrderListView, change: Partial<OrderListView>): OrderListView {
  return { ...view, ...change, page: change.page ?? 1 };
}
