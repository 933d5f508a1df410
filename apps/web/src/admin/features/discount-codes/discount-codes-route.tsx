import { ADMIN_DISCOUNT_CODE_SORTS, type AdminDiscountCode } from '@selvedge/contract/admin';
import { createColumnHelper } from '@tanstack/react-table';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { dateText } from '../../lib/admin-format';
import { useAddressDraft, useListQuery } from '../../lib/list-query';
import ui from '../../lib/ui/admin-ui.module.css';
import { DataTable } from '../../lib/ui/data-table';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { useDiscountCodeList } from './discount-codes-api';
import { limitsText, scopeText, valueText } from './discount-code-text';
import styles from './discount-codes.module.css';

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
  const query = useListQuery({ sorts: ADMIN_DISCOUNT_CODE_SORTS, defaultSort: '-created' });
  const { q, sort, page } = query;
  const activeParam = query.params.get('active');
  const active = activeParam === 'true' || activeParam === 'false' ? activeParam : undefined;
  const list = useDiscountCodeList({ q: q || undefined, active, sort, page });
  const [words, setWords] = useAddressDraft(q);
  const search = (event: FormEvent) => {
    event.preventDefault();
    query.search(words);
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
          <input
            type="search"
            className={ui.select}
            placeholder="Part of the code"
            value={words}
            maxLength={40}
            onChange={(event) => setWords(event.target.value)}
          />
        </label>
        <label>
          Status
          <select className={ui.select} value={active ?? ''} onChange={(event) => query.filter('active', event.target.value)}>
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
            {...query.table(answer)}
            empty={q ? `No code holds “${q}”.` : 'No discount codes here yet.'}
            refreshing={list.isPlaceholderData}
          />
        )}
      </QueryState>
    </>
  );
}
