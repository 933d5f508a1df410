import type { AdminProductConfigList } from '@selvedge/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { dateTimeText } from '../../lib/admin-format';
import { DataTable } from '../../lib/ui/data-table';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { configPath, publisherCell } from './config-header';
import { useProductConfigs } from './product-configs-api';
import styles from './product-configs.module.css';

type Row = AdminProductConfigList['configs'][number];

/** The same objects every render (TanStack Table mounts each cell function as a component). */
const COLUMNS: ColumnDef<Row, unknown>[] = [
  { id: 'type', header: 'Product type', cell: ({ row }) => <Link to={configPath(row.original.productType)}>{row.original.title}</Link> },
  { id: 'version', header: 'Live version', cell: ({ row }) => row.original.version },
  { id: 'published', header: 'Published', cell: ({ row }) => dateTimeText(row.original.createdAt) },
  { id: 'by', header: 'By', cell: ({ row }) => publisherCell(row.original) },
  { id: 'note', header: 'Note', cell: ({ row }) => <span className={styles.note}>{row.original.note || '—'}</span> },
  {
    id: 'history',
    header: () => <span className="visually-hidden">History</span>,
    cell: ({ row }) => (
      <Link
        to={configPath(row.original.productType, '/history')}
        aria-label={`History of the ${row.original.title.toLowerCase()} configuration`}
      >
        History
      </Link>
    ),
  },
];

/** /admin/product-configs: every product type with its live configuration version. */
export function ProductConfigsRoute() {
  const list = useProductConfigs();
  return (
    <>
      <PageHeader title="Product setup" />
      <p className={styles.lede}>
        Each type’s styles, options, exceptions, accessories and their prices, measurement fields and size tables. A change is previewed,
        then published as a new version; the history keeps every version, and any older one can be published again.
      </p>
      <QueryState query={list} label="the product types">
        {({ configs }) => (
          <DataTable
            caption="Product configurations"
            columns={COLUMNS}
            rows={configs}
            rowId={(row) => row.productType}
            page={1}
            pageSize={Math.max(1, configs.length)}
            total={configs.length}
            onPage={() => undefined}
            empty="No configuration is kept."
          />
        )}
      </QueryState>
    </>
  );
}
