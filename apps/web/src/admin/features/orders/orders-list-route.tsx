import { ORDER_STATUSES, PRODUCT_TYPES } from '@selvedge/contract';
import type { AdminOrderSummary } from '@selvedge/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAddressDraft } from '../../lib/list-query';
import ui from '../../lib/ui/admin-ui.module.css';
import { DataTable } from '../../lib/ui/data-table';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { changed, ORDERS_PAGE_SIZE, searchOf, viewOf, type OrderListView } from './order-list-query';
import { dayOf, dueText, moneyText, PRODUCT_TYPE_WORDS, statusText, typesText } from '../../lib/order-words';
import { useOrderList } from './orders-api';
import styles from './orders.module.css';

const DUE_WORDS = { overdue: 'Overdue', week: 'Due within 7 days', later: 'Due later' } as const;

const columns: ColumnDef<AdminOrderSummary, unknown>[] = [
  {
    id: 'number',
    header: 'Order',
    enableSorting: true,
    accessorFn: (order) => order.number,
    cell: ({ row }) => <Link to={`/orders/${row.original.number}`}>{row.original.number}</Link>,
  },
  {
    id: 'created',
    header: 'Placed',
    enableSorting: true,
    accessorFn: (order) => order.createdAt,
    cell: ({ row }) => dayOf(row.original.createdAt),
  },
  {
    id: 'customer',
    header: 'Customer and e-mail',
    enableSorting: false,
    // One column, the e-mail under the name: the table fits a tablet's width.
    cell: ({ row }) => (
      <span className={styles.customerCell}>
        {row.original.customerName}
        <span className={ui.muted}>{row.original.email}</span>
      </span>
    ),
  },
  {
    id: 'types',
    header: 'Pieces',
    enableSorting: false,
    cell: ({ row }) => `${row.original.pieceCount} · ${typesText(row.original.productTypes)}`,
  },
  {
    id: 'status',
    header: 'Stage',
    enableSorting: false,
    cell: ({ row }) => (
      <span className={styles.status} data-status={row.original.status}>
        {statusText(row.original.status)}
      </span>
    ),
  },
  {
    id: 'due',
    header: 'Due',
    enableSorting: true,
    accessorFn: (order) => order.dueOn,
    cell: ({ row }) => (
      <span className={row.original.overdue ? styles.overdue : undefined}>{dueText(row.original.dueOn, row.original.overdue)}</span>
    ),
  },
  {
    id: 'flags',
    header: 'Flags',
    enableSorting: false,
    cell: ({ row }) => [row.original.trial ? 'Trial' : null, row.original.preorder ? 'Pre-order' : null].filter(Boolean).join(', ') || '—',
  },
  {
    id: 'total',
    header: 'Total',
    enableSorting: true,
    accessorFn: (order) => Number(order.total.amount),
    cell: ({ row }) => <span className={styles.amount}>{moneyText(row.original.total)}</span>,
  },
];

function Filters({ view, onChange }: { view: OrderListView; onChange(change: Partial<OrderListView>): void }) {
  // The address changed the search (back, a link): the box follows it.
  const [q, setQ] = useAddressDraft(view.q);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() });
  };
  return (
    <form className={ui.filters} role="search" aria-label="Find orders" onSubmit={search}>
      <label className={ui.filter}>
        Stage
        <select
          className={ui.select}
          value={view.stage}
          onChange={(event) => onChange({ stage: event.target.value as OrderListView['stage'] })}
        >
          <option value="">Every stage</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusText(status)}
            </option>
          ))}
        </select>
      </label>
      <label className={ui.filter}>
        Type
        <select
          className={ui.select}
          value={view.type}
          onChange={(event) => onChange({ type: event.target.value as OrderListView['type'] })}
        >
          <option value="">Every type</option>
          {PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {PRODUCT_TYPE_WORDS[type]}
            </option>
          ))}
        </select>
      </label>
      <label className={ui.filter}>
        Due
        <select className={ui.select} value={view.due} onChange={(event) => onChange({ due: event.target.value as OrderListView['due'] })}>
          <option value="">Any day</option>
          {(Object.keys(DUE_WORDS) as (keyof typeof DUE_WORDS)[]).map((due) => (
            <option key={due} value={due}>
              {DUE_WORDS[due]}
            </option>
          ))}
        </select>
      </label>
      <label className={ui.filter}>
        Trial
        <select
          className={ui.select}
          value={view.trial}
          onChange={(event) => onChange({ trial: event.target.value as OrderListView['trial'] })}
        >
          <option value="">With or without</option>
          <option value="true">With a trial piece</option>
          <option value="false">Without a trial piece</option>
        </select>
      </label>
      <label className={ui.filter}>
        Pre-order
        <select
          className={ui.select}
          value={view.preorder}
          onChange={(event) => onChange({ preorder: event.target.value as OrderListView['preorder'] })}
        >
          <option value="">With or without</option>
          <option value="true">Pre-orders</option>
          <option value="false">Not pre-orders</option>
        </select>
      </label>
      <label className={`${ui.filter} ${styles.searchField}`}>
        Search
        <input
          className={ui.filterInput}
          type="search"
          value={q}
          maxLength={100}
          placeholder="Number, name or e-mail"
          onChange={(event) => setQ(event.target.value)}
        />
      </label>
      <button type="submit" className={ui.secondaryButton}>
        Search
      </button>
    </form>
  );
}

/** /admin/orders: every order, filtered, searched, sorted and paged by the server, as the address says. */
export function OrdersListRoute() {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const list = useOrderList(view);
  const go = (change: Partial<OrderListView>) => setParams(searchOf(changed(view, change)));
  const filtered = Boolean(view.stage || view.type || view.due || view.trial || view.preorder || view.q);
  return (
    <>
      <PageHeader title="Orders">
        <Link className={ui.secondaryButton} to="/orders/board">
          Board
        </Link>
      </PageHeader>
      <Filters view={view} onChange={go} />
      <QueryState query={list} label="orders">
        {(data) => (
          <DataTable
            caption="Orders"
            columns={columns}
            rows={data.orders}
            rowId={(order) => order.number}
            sort={view.sort}
            onSort={(sort) => go({ sort: sort as OrderListView['sort'] })}
            page={view.page}
            pageSize={ORDERS_PAGE_SIZE}
            total={data.total}
            onPage={(page) => go({ page })}
            refreshing={list.isPlaceholderData}
            empty={filtered ? 'No order matches these filters.' : 'No orders yet.'}
          />
        )}
      </QueryState>
    </>
  );
}
