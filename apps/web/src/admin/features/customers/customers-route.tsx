import { ADMIN_CUSTOMER_SORTS, type AdminCustomerSummary } from '@selvedge/contract/admin';
import { createColumnHelper } from '@tanstack/react-table';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { dateText, dateTimeText } from '../../lib/admin-format';
import { useAddressDraft, useListQuery } from '../../lib/list-query';
import ui from '../../lib/ui/admin-ui.module.css';
import { DataTable } from '../../lib/ui/data-table';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { useCustomerList } from './customers-api';
import styles from './customers.module.css';

const column = createColumnHelper<AdminCustomerSummary>();
const columns = [
  column.accessor((row) => `${row.firstName} ${row.lastName}`.trim(), {
    id: 'name',
    header: 'Name',
    cell: (cell) => <Link to={`/customers/${encodeURIComponent(cell.row.original.id)}`}>{cell.getValue() || 'No name given'}</Link>,
  }),
  column.accessor('email', { header: 'Email' }),
  column.accessor('orderCount', { id: 'orders', header: 'Orders' }),
  column.accessor('lastOrderAt', { id: 'lastOrder', header: 'Last order', cell: (cell) => dateTimeText(cell.getValue(), 'Never') }),
  column.accessor('createdAt', { id: 'created', header: 'Customer since', cell: (cell) => dateText(cell.getValue()) }),
];

/** Customers (owners and managers): found by name or e-mail, sorted and paged by the server; the query lives in the page's address. */
export function CustomersRoute() {
  const query = useListQuery({ sorts: ADMIN_CUSTOMER_SORTS, defaultSort: '-created' });
  const { q, sort, page } = query;
  const list = useCustomerList({ q: q || undefined, sort, page });
  const [words, setWords] = useAddressDraft(q);
  const search = (event: FormEvent) => {
    event.preventDefault();
    query.search(words);
  };

  return (
    <>
      <PageHeader title="Customers" />
      <form role="search" className={styles.search} onSubmit={search}>
        <label htmlFor="customer-search">Find a customer</label>
        <input
          id="customer-search"
          type="search"
          className={ui.select}
          placeholder="Name or e-mail"
          value={words}
          maxLength={100}
          onChange={(event) => setWords(event.target.value)}
        />
        <button type="submit" className={ui.button}>
          Search
        </button>
      </form>
      <QueryState query={list} label="customers">
        {(answer) => (
          <DataTable
            caption="Customers"
            columns={columns}
            rows={answer.customers}
            rowId={(row) => row.id}
            {...query.table(answer)}
            empty={q ? `No customer’s name or e-mail holds “${q}”.` : 'No customers yet.'}
            refreshing={list.isPlaceholderData}
          />
        )}
      </QueryState>
    </>
  );
}
