import type { AdminPreorder } from '@selvedge/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { dateTimeText } from '../../lib/admin-format';
import ui from '../../lib/ui/admin-ui.module.css';
import { DataTable } from '../../lib/ui/data-table';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { usePreorders } from './preorders-api';
import styles from './preorders.module.css';

/** The same objects every render (TanStack Table mounts each cell function as a component). */
const COLUMNS: ColumnDef<AdminPreorder, unknown>[] = [
  {
    id: 'title',
    header: 'Pre-order',
    cell: ({ row }) => <Link to={`/preorders/${encodeURIComponent(row.original.id)}`}>{row.original.title}</Link>,
  },
  { id: 'collection', header: 'Collection', cell: ({ row }) => row.original.collectionTitle },
  { id: 'cutoff', header: 'Cutoff', cell: ({ row }) => dateTimeText(row.original.cutoff) },
  {
    id: 'state',
    header: 'State',
    cell: ({ row }) => (row.original.ongoing ? <span className={styles.open}>Open</span> : <span className={ui.muted}>Not open</span>),
  },
  { id: 'products', header: 'Fabrics', cell: ({ row }) => row.original.products.length },
];

/** /admin/preorders: every pre-order, open or not, each opening its page. */
export function PreordersRoute() {
  const list = usePreorders();
  return (
    <>
      <PageHeader title="Pre-orders">
        <Link className={ui.button} to="/preorders/new">
          New pre-order
        </Link>
      </PageHeader>
      <QueryState query={list} label="pre-orders">
        {({ preorders }) => (
          <DataTable
            caption="Pre-orders"
            columns={COLUMNS}
            rows={preorders}
            rowId={(preorder) => preorder.id}
            page={1}
            pageSize={Math.max(1, preorders.length)}
            total={preorders.length}
            onPage={() => undefined}
            empty="No pre-order yet."
          />
        )}
      </QueryState>
    </>
  );
}
