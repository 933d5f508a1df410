import { isProductType, type ProductType } from '@selvedge/contract';
import type { AdminProductConfigVersionSummary } from '@selvedge/contract/admin';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { dateTimeText } from '../../lib/admin-format';
import ui from '../../lib/ui/admin-ui.module.css';
import { DataTable } from '../../lib/ui/data-table';
import { QueryState } from '../../lib/ui/query-state';
import { ConfigHeader, configPath, NoSuchType, publisherCell } from './config-header';
import { useConfigVersions, useLiveConfig } from './product-configs-api';
import styles from './product-configs.module.css';

function columns(type: ProductType, live: number | undefined): ColumnDef<AdminProductConfigVersionSummary, unknown>[] {
  return [
    {
      id: 'version',
      header: 'Version',
      cell: ({ row }) => (
        <>
          <Link to={configPath(type, `/versions/${row.original.version}`)}>Version {row.original.version}</Link>
          {row.original.version === live ? <span className={ui.badge}>Live</span> : null}
        </>
      ),
    },
    { id: 'published', header: 'Published', cell: ({ row }) => dateTimeText(row.original.createdAt) },
    { id: 'by', header: 'By', cell: ({ row }) => publisherCell(row.original) },
    { id: 'note', header: 'Note', cell: ({ row }) => <span className={styles.note}>{row.original.note || '—'}</span> },
  ];
}

/** /admin/product-configs/:type/history: every version, newest first, each opening its page. */
export function ConfigHistoryRoute() {
  const { type = '' } = useParams();
  if (!isProductType(type)) return <NoSuchType />;
  return <History type={type} />;
}

function History({ type }: { type: ProductType }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const versions = useConfigVersions(type, page);
  const live = useLiveConfig(type).data?.version;
  // The same column objects while the type and live version stay (TanStack Table mounts each cell function as a component).
  const shown = useMemo(() => columns(type, live), [type, live]);
  const rolledBack = (useLocation().state as { published?: string } | null)?.published;
  return (
    <>
      <ConfigHeader type={type} current="history" />
      {rolledBack ? (
        <p className={ui.success} role="status">
          {rolledBack}
        </p>
      ) : null}
      <p className={styles.lede}>
        Every version ever published. Open an older one to see how it differs from the live version and to publish it again.
      </p>
      <QueryState query={versions} label="the history">
        {(list) => (
          <DataTable
            caption="Versions"
            columns={shown}
            rows={list.versions}
            rowId={(row) => String(row.version)}
            page={list.page}
            pageSize={list.pageSize}
            total={list.total}
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            refreshing={versions.isPlaceholderData}
            empty="No version yet."
          />
        )}
      </QueryState>
    </>
  );
}
