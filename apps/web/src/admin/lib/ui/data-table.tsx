import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import styles from './data-table.module.css';

/** The server's sort words: `due` ascending, `-due` descending. */
export function sortingOf(sort: string): SortingState {
  return sort ? [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }] : [];
}

export function sortOf(sorting: SortingState, fallback: string): string {
  const first = sorting[0];
  return first ? `${first.desc ? '-' : ''}${first.id}` : fallback;
}

export interface DataTableProps<Row> {
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  rows: readonly Row[];
  rowId(row: Row): string;
  /** The server's sort (`due`, `-created`); columns with `enableSorting` sort by their id. */
  sort?: string;
  onSort?(sort: string): void;
  /** Paging on the server: the page shown (from 1), its size and how many rows there are in all. */
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  empty: ReactNode;
  /** True while the next page or sort is being fetched (the old rows stay, dimmed). */
  refreshing?: boolean;
}

/**
 * A back-office table (TanStack Table, headless): sorted and paged by the server, so 10,000 orders
 * cost the browser one page. A sortable column's header is a button that says which way it sorts.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowId,
  sort = '',
  onSort,
  page,
  pageSize,
  total,
  onPage,
  empty,
  refreshing = false,
}: DataTableProps<Row>) {
  const sorting = sortingOf(sort);
  // The table is drawn from its state on each render; nothing of it is memoised or handed on.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: rows as Row[],
    columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    state: { sorting, pagination: { pageIndex: page - 1, pageSize } },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSort?.(sortOf(next, sort));
    },
  });
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <div className={styles.wrap}>
      <div className={styles.scroller} aria-busy={refreshing || undefined}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const direction = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() && onSort ? (
                        <button type="button" className={styles.sortButton} onClick={header.column.getToggleSortingHandler()}>
                          {label}
                          <span aria-hidden="true" className={styles.sortMark}>
                            {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className={styles.empty}>{empty}</p> : null}
      </div>
      <nav className={styles.pager} aria-label={`${caption}: pages`}>
        <p className={styles.count} aria-live="polite">
          {total === 0 ? 'None' : `${first}–${last} of ${total.toLocaleString('en-SG')}`}
        </p>
        <button type="button" className={styles.pageButton} onClick={() => onPage(page - 1)} disabled={page <= 1}>
          Previous
        </button>
        <span className={styles.pageOf}>
          Page {page} of {pages}
        </span>
        <button type="button" className={styles.pageButton} onClick={() => onPage(page + 1)} disabled={page >= pages}>
          Next
        </button>
      </nav>
    </div>
  );
}
