import { ADMIN_DISCOUNT_CODE_SORTS, type AdminDiscountCode } from '@selvedge/contract/admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { dateText } from '../../lib/admin-format';
import ui from '../../lib/ui/admin-ui.module.css';
import { DataTable } from '../../lib/ui/data-table';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { useDiscountCodeList } from './discount-codes-api';
import { limitsText, scopeText, valueText } from './discount-code-text';
import styles from './discount-codes.module.css';

type Sort = (typeof ADMIN_DISCOUNT_CODE_SORTS)[number];
const DEFAULT_SORT: Sort = '-created';
const isSort = (value: string | null): value is Sort => (ADMIN_DISCOUNT_CODE_SORTS as readonly string[]).includes(value ?? '');

const datesText = (code: AdminDiscountCode) => {
  if (!code.startsAt && !code.endsAt) return 'Always';
  return `${dateText(code.startsAt, 'Any time')} – ${dateText(code.endsAt, 'no end')}`;
};

const column = createColumnHelper<AdminDiscountCode>();
const columns = [
  column.accessor('code', {
    id: 'code',
    header: 'Code',
    cell: (cell) => <Link to={`/discount-codes/${encodeURIComponent(cell.getValue())}`}>{cell.getValue()}</Link>,
  }),
  column.display({
    id: 'value',
    header: 'Gives',
    cell: (cell) => (
      <>
        {valueText(cell.row.original)}
        <br />
        <span className={ui.muted}>{scopeText(cell.row.original)}</span>
      </>
    ),
  }),
  column.display({ id: 'limits', header: 'Limits', cell: (cell) => limitsText(cell.row.original) }),
  column.accessor((row) => row.usage.total, {
    id: 'uses',
    header: 'Uses',
    cell: (cell) => `${cell.getValue().toLocaleString('en-SG')} (${cell.row.original.usage.thisMonth.toLocaleString('en-SG')} this month)`,
  }),
  column.accessor('active', {
    id: 'active',
    header: 'Status',
    enableSorting: false,
    cell: (cell) => (cell.getValue() ? <span className={styles.status}>Active</span> : <span className={styles.inactive}>Inactive</span>),
  }),
  column.display({ id: 'dates', header: 'Dates', cell: (cell) => datesText(cell.row.original) }),
  column.accessor('createdAt', { id: 'created', header: 'Made', cell: (cell) => dateText(cell.getValue()) }),
];

/** Discount codes (owners and managers): found by part of the code, filtered, sorted and paged by the server; the query lives in the page's address. */
export function DiscountCodesRoute() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const activeParam = params.get('active');
  const active = activeParam === 'true' || activeParam === 'false' ? activeParam : undefined;
  const sortParam = params.get('sort');
  const sort: Sort = isSort(sortParam) ? sortParam : DEFAULT_SORT;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useDiscountCodeList({ q: q || undefined, active, sort, page });
  const [words, setWords] = useState(q);

  const change = (next: Record<string, string | null>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === null || value === '') merged.delete(key);
        else merged.set(key, value);
      }
      return merged;
    });
  const search = (event: FormEvent) => {
    event.preventDefault();
    change({ q: words.trim(), page: null });
  };

  return (
    <>
      <PageHeader title="Discount codes">
        <Link className={ui.button} to="/discount-codes/new">
          New discount code
        </Link>
      </PageHeader>
      <form role="search" aria-label="Discount codes" className={styles.filters} onSubmit={search}>
        <label>
          Find a code
          <input type="search" className={ui.select} placeholder="Part of the code" value={words} maxLength={40} onChange={(event) => setWords(event.target.value)} />
        </label>
        <label>
          Status
          <select className={ui.select} value={active ?? ''} onChange={(event) => change({ active: event.target.value, page: null })}>
            <option value="">Active and inactive</option>
            <option value="true">Active only</option>
            <option value="false">Inactive only</option>
          </select>
        </label>
        <button type="submit" className={ui.button}>
          Search
        </button>
      </form>
      <QueryState query={list} label="discount codes">
        {(answer) => (
          <DataTable
            caption="Discount codes"
            columns={columns}
            rows={answer.codes}
            rowId={(row) => row.code}
            sort={sort}
            onSort={(next) => change({ sort: next === DEFAULT_SORT ? null : next, page: null })}
            page={answer.page}
            pageSize={answer.pageSize}
            total={answer.total}
            onPage={(next) => change({ page: next === 1 ? null : String(next) })}
            empty={q ? `No code holds “${q}”.` : 'No discount codes here yet.'}
            refreshing={list.isPlaceholderData}
          />
        )}
      </QueryState>
    </>
  );
}
