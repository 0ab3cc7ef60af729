// Data table on @tanstack/react-table (headless): sort, column filters, debounced global search,
// row selection, client- or server-side paging, editable cells for bulk tables, announcements.
// Server mode (paged) follows the one server-paging contract (contracts/paging.ts): the table
// never sorts or filters the rows of one page; sort, search and filters go to onQueryChange and
// the API orders the whole list. Without onQueryChange a server table only pages, and its
// headers are not sort buttons (sorting 25 rows on screen made page 2 follow another order).
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type FilterFn,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import type { PagedList } from '@qcard/contracts/domain';
import type { TableQuery } from '@qcard/contracts/paging';
import { configNumber } from '@qcard/runtime/config/config-store';
import { Pager } from '@qcard/kit/table/pager';
import { EditableCell } from '@qcard/kit/table/editable-cell';
import { useDebouncedSearch, useEchoedSorting } from '@qcard/kit/table/table-query';
import { useTableAnnouncement } from '@qcard/kit/table/table-announcements';
import { useRowFocus } from '@qcard/kit/table/row-focus';
import { selectColumn } from '@qcard/kit/table/select-column';
import { TableHead } from '@qcard/kit/table/table-head';
// The search box, filters and row checkboxes are kit controls: a page with a table and no form
// field would draw them bare on a direct load.
import '../styles/forms.css';
import '../styles/table.css';

export interface DataColumn<T> {
  id: string;
  header: string;
  /** Value for sorting/filtering; defaults to row[id]. */
  accessor?: (row: T) => unknown;
  /** Display; defaults to the accessor value. */
  cell?: (row: T) => ReactNode;
  /** Client mode: default true. Server mode: only columns the API can sort by, set true. */
  sortable?: boolean;
  filterable?: boolean;
  /** Bulk tables: edit this column in rows that are editable (money = cents shown as dollars). */
  editable?: 'money' | 'integer' | 'text';
  align?: 'start' | 'end';
}

export interface DataTableProps<T> {
  caption: string;
  /** Show the caption visually (else only to screen readers). */
  showCaption?: boolean;
  columns: ReadonlyArray<DataColumn<T>>;
  /** Client-side data (sorted, filtered and paged here). */
  rows?: ReadonlyArray<T>;
  /** Server-side page (data of one page + counts); paging calls onPageChange(pageNumber, 1-based). */
  paged?: PagedList<T>;
  onPageChange?: (pageNumber: number) => void;
  /**
   * Server mode: the user sorted, searched, filtered or paged; ask the API for that page of the
   * list in that order (sort or search changes go back to page 1). The order shown is the one the
   * API echoes in paged.sortBy / paged.sortDir.
   */
  onQueryChange?: (query: TableQuery) => void;
  getRowId: (row: T) => string;
  /** Name of a row for accessible labels ("Select row E-17"). */
  rowLabel?: (row: T) => string;
  pageSize?: number;
  pageSetSize?: number;
  globalSearch?: boolean;
  searchLabel?: string;
  selectable?: boolean;
  isRowSelectable?: (row: T) => boolean;
  selectedIds?: ReadonlyArray<string>;
  onSelectionChange?: (ids: string[]) => void;
  /** Default: status === 'Active' (SPEC: only Active rows are editable in bulk tables). */
  isRowEditable?: (row: T) => boolean;
  onCellChange?: (row: T, columnId: string, value: unknown) => void;
  /** Per-cell error (e.g. code 461 text) shown under the editable input. */
  cellError?: (row: T, columnId: string) => string | undefined;
  emptyText?: ReactNode;
  loading?: boolean;
}

const textOf = (v: unknown) => (v === null || v === undefined ? '' : String(v)).toLowerCase();
const containsFilter: FilterFn<unknown> = (row, columnId, filter) =>
  textOf(row.getValue(columnId)).includes(textOf(filter).trim());
const isActive = (row: unknown) => (row as { status?: unknown } | null)?.status === 'Active';

export function defaultPageSize(): number {
  return configNumber('App_Config', 'page_size', 25);
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const {
    caption,
    columns,
    getRowId,
    rowLabel = getRowId,
    pageSetSize = props.paged?.pageSetSize ?? 10,
    selectable,
    isRowSelectable,
    isRowEditable = isActive,
    emptyText = t('table.empty'),
    loading,
    paged,
  } = props;
  const server = !!paged;
  const onQueryChange = props.onQueryChange;
  const serverQueries = server && !!onQueryChange;
  const data = useMemo(() => (paged ? paged.data : (props.rows ?? [])) as T[], [paged, props.rows]);
  const pageSize = props.pageSize ?? defaultPageSize();

  const [sorting, setSorting] = useEchoedSorting(paged);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const { searchText, setSearchText, globalFilter, setGlobalFilter } = useDebouncedSearch(
    (text) => {
      setPagination((p) => ({ ...p, pageIndex: 0 }));
      if (serverQueries) ask({ pageNumber: 1, search: text });
    },
  );
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});

  const rowSelection: RowSelectionState = props.selectedIds
    ? Object.fromEntries(props.selectedIds.map((id) => [id, true]))
    : ownSelection;

  /** Server mode: the current sort and search with the changes given. */
  function ask(change: {
    pageNumber: number;
    sorting?: SortingState;
    search?: string;
    filters?: ColumnFiltersState;
  }) {
    if (!onQueryChange) return;
    const s = (change.sorting ?? sorting)[0];
    const filters = Object.fromEntries(
      (change.filters ?? columnFilters).map((f) => [f.id, String(f.value ?? '')]),
    );
    onQueryChange({
      pageNumber: change.pageNumber,
      sortBy: s ? s.id : null,
      sortDir: s?.desc ? 'desc' : 'asc',
      search: change.search ?? globalFilter,
      ...(Object.keys(filters).length > 0 ? { filters } : {}),
    });
  }

  const onCellChange = props.onCellChange;
  const cellError = props.cellError;
  const columnDefs = useMemo<ColumnDef<T>[]>(() => {
    const defs: ColumnDef<T>[] = columns.map((c) => ({
      id: c.id,
      header: c.header,
      accessorFn: (row: T) =>
        c.accessor ? c.accessor(row) : (row as Record<string, unknown>)[c.id],
      enableSorting: server ? serverQueries && c.sortable === true : c.sortable !== false,
      // Server mode: the first click asks for ascending whatever the type of the page's values.
      ...(server ? { sortDescFirst: false } : {}),
      enableColumnFilter: !!c.filterable && (!server || serverQueries),
      filterFn: containsFilter as FilterFn<T>,
      sortUndefined: 'last',
      cell: (ctx) => {
        const row = ctx.row.original;
        if (c.editable && onCellChange && isRowEditable(row)) {
          return (
            <EditableCell
              kind={c.editable}
              value={ctx.getValue()}
              label={t('table.cell', { column: c.header, row: rowLabel(row) })}
              error={cellError?.(row, c.id)}
              onCommit={(v) => onCellChange(row, c.id, v)}
            />
          );
        }
        return c.cell ? c.cell(row) : (ctx.getValue() as ReactNode);
      },
    }));
    if (selectable) defs.unshift(selectColumn<T>(t, rowLabel));
    return defs;
  }, [
    columns,
    selectable,
    onCellChange,
    cellError,
    isRowEditable,
    rowLabel,
    server,
    serverQueries,
    t,
  ]);

  const table = useReactTable<T>({
    data,
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    state: {
      sorting,
      columnFilters,
      globalFilter,
      rowSelection,
      pagination: server
        ? {
            pageIndex: Math.max(0, (paged?.pageNumber ?? 1) - 1),
            pageSize: Math.max(1, data.length),
          }
        : pagination,
    },
    onSortingChange: (u) => {
      const next = typeof u === 'function' ? u(sorting) : u;
      setSorting(next);
      // A new order starts again at page 1 of the whole list.
      if (serverQueries) ask({ pageNumber: 1, sorting: next });
    },
    onColumnFiltersChange: (u) => {
      const next = typeof u === 'function' ? u(columnFilters) : u;
      setColumnFilters(next);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
      if (serverQueries) ask({ pageNumber: 1, filters: next });
    },
    onGlobalFilterChange: setGlobalFilter,
    onPaginationChange: setPagination,
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      if (!props.selectedIds) setOwnSelection(next);
      props.onSelectionChange?.(Object.keys(next).filter((k) => next[k]));
    },
    enableRowSelection: isRowSelectable ? (row) => isRowSelectable(row.original) : true,
    globalFilterFn: containsFilter as FilterFn<T>,
    getColumnCanGlobalFilter: (col) => col.id !== '__select',
    getCoreRowModel: getCoreRowModel(),
    // Server mode: the rows are one page of a list the API ordered and filtered; never reorder them here.
    getSortedRowModel: server ? undefined : getSortedRowModel(),
    getFilteredRowModel: server ? undefined : getFilteredRowModel(),
    getPaginationRowModel: server ? undefined : getPaginationRowModel(),
    manualPagination: server,
    manualSorting: server,
    manualFiltering: server,
    pageCount: server ? (paged?.numberOfPages ?? 1) : undefined,
    autoResetPageIndex: false,
  });

  const resultCount = server
    ? (paged?.numberOfRecords ?? 0)
    : table.getFilteredRowModel().rows.length;
  const pageIndex = table.getState().pagination.pageIndex;
  const pageCount = Math.max(1, table.getPageCount());

  const announcement = useTableAnnouncement({
    sorting,
    columns,
    pageIndex,
    pageCount,
    resultCount,
    globalFilter,
    columnFilters,
  });

  const goTo = (idx: number) => {
    if (serverQueries) ask({ pageNumber: idx + 1 });
    else if (server) props.onPageChange?.(idx + 1);
    else table.setPageIndex(idx);
  };

  const anyFilter = columns.some((c) => c.filterable) && (!server || serverQueries);
  // A server table searches through the API or not at all.
  const showSearch = !!props.globalSearch && (!server || serverQueries);
  const visibleRows = table.getRowModel().rows;
  // Rows the rider's own filter hid: "No activity on this contract yet" would say the list is empty.
  const filteredOut = !server && data.length > 0 && resultCount === 0;
  const colCount = columnDefs.length;
  const region = useRef<HTMLDivElement>(null);
  const rowFocus = useRowFocus(loading ? null : visibleRows.map((r) => r.id), region);

  return (
    <div className="qc-table-wrap" aria-busy={loading || undefined}>
      {showSearch ? (
        <div className="qc-table-search">
          <label htmlFor={`${caption}-search`.replace(/\W+/g, '-')} className="qc-field__label">
            {props.searchLabel ?? t('table.search')}
          </label>
          <input
            id={`${caption}-search`.replace(/\W+/g, '-')}
            className="qc-input"
            type="search"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
        </div>
      ) : null}
      <div ref={region} className="qc-table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className="qc-table">
          <caption className={props.showCaption ? 'qc-table__caption' : 'qc-visually-hidden'}>
            {caption}
          </caption>
          <TableHead table={table} columns={columns} anyFilter={anyFilter} />
          <tbody ref={rowFocus.containerRef} onFocus={rowFocus.onFocus} onBlur={rowFocus.onBlur}>
            {loading ? (
              <tr>
                <td colSpan={colCount} className="qc-table__state">
                  <span className="qc-spinner" aria-hidden="true" /> {t('table.loading')}
                </td>
              </tr>
            ) : visibleRows.length === 0 ? (
              <tr>
                <td colSpan={colCount} className="qc-table__state">
                  {filteredOut ? t('table.noMatch') : emptyText}
                </td>
              </tr>
            ) : (
              visibleRows.map((row) => (
                <tr
                  key={row.id}
                  className={row.getIsSelected() ? 'qc-table__row--selected' : undefined}
                  aria-selected={selectable ? row.getIsSelected() : undefined}
                >
                  {row.getVisibleCells().map((cell) => {
                    const col = columns.find((c) => c.id === cell.column.id);
                    const def = cell.column.columnDef.cell;
                    return (
                      <td
                        key={cell.id}
                        data-label={col?.header}
                        className={col?.align === 'end' ? 'qc-table__num' : undefined}
                      >
                        {typeof def === 'function' ? def(cell.getContext()) : null}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {/* A first load has no count and no pages to show; a footer drawn under the "Loading" row would
          be pushed down when the rows arrive (a layout shift), so it comes with them. */}
      {loading && visibleRows.length === 0 ? null : (
        <div className="qc-table-footer">
          <span className="qc-muted">{t('table.records', { count: resultCount })}</span>
          <Pager
            pageIndex={pageIndex}
            pageCount={pageCount}
            onPage={goTo}
            pageSetSize={pageSetSize}
            label={t('table.pages', { caption })}
          />
        </div>
      )}
      <div
        className="qc-visually-hidden"
        aria-live="polite"
        aria-atomic="true"
        data-testid="table-announcer"
      >
        {announcement}
      </div>
    </div>
  );
}
