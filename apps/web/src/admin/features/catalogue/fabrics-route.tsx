import { PRODUCT_TYPES } from '@selvedge/contract';
import { FABRIC_SALE_STATUSES, type AdminFabric } from '@selvedge/contract/admin';
import { formatMoneyValue } from '@selvedge/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import ui from '../../lib/ui/admin-ui.module.css';
import { DoneLine } from '../../lib/ui/form-messages';
import { DataTable } from '../../lib/ui/data-table';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { SALE_STATUS_WORDS, TYPE_WORDS, type SaleStatus } from '../../lib/catalogue-words';
import { FABRIC_PAGE_SIZE, filtersFromSearch, searchOfFilters, withFilter, type FabricFilters } from './fabric-filters';
import { FabricSaleAction } from './fabric-sale-dialog';
import { useFabricList } from './fabrics-api';
import styles from './catalogue.module.css';

const STATUS_LOOKS: Record<SaleStatus, string | undefined> = {
  on_sale: styles.onSale,
  out_of_stock: styles.outOfStock,
  withdrawn: styles.withdrawn,
};

/** The table's columns; `onSaved` is told of each change of sale status made from a row. */
function fabricColumns(onSaved: (fabric: AdminFabric) => void): ColumnDef<AdminFabric, unknown>[] {
  return [
    {
      id: 'swatch',
      header: () => <span className="visually-hidden">Swatch</span>,
      cell: ({ row }) =>
        row.original.imageUrl ? (
          <img className={styles.swatch} src={row.original.imageUrl} alt="" width={48} height={48} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.noSwatch} aria-hidden="true" />
        ),
    },
    {
      id: 'title',
      header: 'Fabric',
      cell: ({ row }) => (
        <div className={styles.titleCell}>
          <Link className={styles.fabricTitle} to={`/fabrics/${encodeURIComponent(row.original.id)}`}>
            {row.original.title}
          </Link>
          <span className={styles.handle}>{row.original.handle}</span>
        </div>
      ),
    },
    { id: 'type', header: 'Type', cell: ({ row }) => TYPE_WORDS[row.original.productType] },
    {
      id: 'tags',
      header: 'Tags',
      cell: ({ row }) =>
        row.original.tags.length > 0 ? (
          <ul className={styles.tags} aria-label={`Tags of ${row.original.title}`}>
            {row.original.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : (
          <span className={ui.muted}>None</span>
        ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <div className={styles.statusCell}>
          <span className={`${styles.status} ${STATUS_LOOKS[row.original.saleStatus] ?? ''}`}>
            {SALE_STATUS_WORDS[row.original.saleStatus]}
          </span>
          {row.original.saleStatusNote ? <span className={styles.note}>“{row.original.saleStatusNote}”</span> : null}
        </div>
      ),
    },
    { id: 'price', header: 'Price', cell: ({ row }) => <span className={styles.price}>{formatMoneyValue(row.original.price)}</span> },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: ({ row }) => <FabricSaleAction fabric={row.original} onSaved={onSaved} />,
    },
  ];
}

function FilterBar({ filters, onChange }: { filters: FabricFilters; onChange(filters: FabricFilters): void }) {
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(withFilter(filters, { q: String(new FormData(event.currentTarget).get('q') ?? '').trim() }));
  };
  return (
    <div className={styles.filters}>
      <label className={styles.filter}>
        Type
        <select
          className={ui.select}
          value={filters.type ?? ''}
          onChange={(event) => onChange(withFilter(filters, { type: (event.target.value || null) as FabricFilters['type'] }))}
        >
          <option value="">Every type</option>
          {PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_WORDS[type]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        Status
        <select
          className={ui.select}
          value={filters.status ?? ''}
          onChange={(event) => onChange(withFilter(filters, { status: (event.target.value || null) as FabricFilters['status'] }))}
        >
          <option value="">Any status</option>
          {FABRIC_SALE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {SALE_STATUS_WORDS[status]}
            </option>
          ))}
        </select>
      </label>
      {/* Keyed by the address's words, so going back in history shows the search that page had. */}
      <form key={filters.q} role="search" className={styles.search} onSubmit={search}>
        <label className={styles.filter}>
          Search
          <input className={ui.filterInput} type="search" name="q" defaultValue={filters.q} maxLength={100} placeholder="Title or handle" />
        </label>
        <button type="submit" className={ui.secondaryButton}>
          Search
        </button>
      </form>
    </div>
  );
}

/** The fabrics (issue 16): found by type, status and words, and taken off sale or put back. */
export function FabricsRoute() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const list = useFabricList(filters);
  const [saved, setSaved] = useState<AdminFabric | null>(null);
  const show = (next: FabricFilters) => setParams(new URLSearchParams(searchOfFilters(next)));
  // TanStack Table renders each cell function as a component: the columns must stay the same
  // objects from render to render, or every row (and an open dialog in it) would mount again.
  const columns = useMemo(() => fabricColumns(setSaved), []);

  return (
    <>
      <PageHeader title="Fabrics">
        <Link className={ui.button} to="/fabrics/new">
          New fabric
        </Link>
      </PageHeader>
      <FilterBar filters={filters} onChange={show} />
      <DoneLine>{saved ? `${saved.title} is now ${SALE_STATUS_WORDS[saved.saleStatus].toLowerCase()}.` : null}</DoneLine>
      <QueryState query={list} label="fabrics">
        {(page) => (
          <div className={styles.fabricsTable}>
            <DataTable
              caption="Fabrics"
              columns={columns}
              rows={page.fabrics}
              rowId={(fabric) => fabric.id}
              page={page.page}
              pageSize={FABRIC_PAGE_SIZE}
              total={page.total}
              onPage={(next) => show({ ...filters, page: next })}
              empty="No fabric matches these filters."
              refreshing={list.isPlaceholderData}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
