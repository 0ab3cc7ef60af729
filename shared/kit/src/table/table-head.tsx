// The head of a DataTable: a row of column headers, sortable ones as buttons with their order
// in aria-sort, and below it, when a column can be filtered, a row of filter boxes.
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import type { Table } from '@tanstack/react-table';

/** The sort icon of a header (hidden from screen readers, which hear aria-sort). */
const SORT_ICONS = { asc: '▲', desc: '▼', none: '↕' } as const;
const sortIcon = (sorted: false | 'asc' | 'desc') =>
  sorted ? SORT_ICONS[sorted] : SORT_ICONS.none;

export function TableHead<T>({
  table,
  columns,
  anyFilter,
}: {
  table: Table<T>;
  /** The table's columns (DataColumn), for their alignment. */
  columns: ReadonlyArray<{ id: string; align?: 'start' | 'end' }>;
  anyFilter: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <thead>
      {table.getHeaderGroups().map((hg) => (
        <tr key={hg.id}>
          {hg.headers.map((h) => {
            const col = columns.find((c) => c.id === h.column.id);
            const sorted = h.column.getIsSorted();
            const content = h.isPlaceholder
              ? null
              : typeof h.column.columnDef.header === 'function'
                ? h.column.columnDef.header(h.getContext())
                : h.column.columnDef.header;
            return (
              <th
                key={h.id}
                scope="col"
                className={col?.align === 'end' ? 'qc-table__num' : undefined}
                aria-sort={
                  h.column.getCanSort()
                    ? sorted === 'asc'
                      ? 'ascending'
                      : sorted === 'desc'
                        ? 'descending'
                        : 'none'
                    : undefined
                }
              >
                {h.column.getCanSort() ? (
                  <button
                    type="button"
                    className="qc-table__sort"
                    onClick={h.column.getToggleSortingHandler()}
                  >
                    {content}
                    <span aria-hidden="true" className="qc-table__sort-icon">
                      {sortIcon(sorted)}
                    </span>
                  </button>
                ) : (
                  content
                )}
              </th>
            );
          })}
        </tr>
      ))}
      {anyFilter ? (
        <tr className="qc-table__filters">
          {table.getHeaderGroups()[0]?.headers.map((h) => (
            <td key={h.id}>
              {h.column.getCanFilter() ? (
                // Below 640 px the header row is clipped, so the box says what it filters
                // itself; screen readers keep the input's own name.
                <label className="qc-table__filter">
                  <span className="qc-table__filter-text" aria-hidden="true">
                    {t('table.filter', { column: String(h.column.columnDef.header) })}
                  </span>
                  <input
                    className="qc-input qc-input--cell"
                    type="search"
                    aria-label={t('table.filter', {
                      column: String(h.column.columnDef.header),
                    })}
                    placeholder={t('table.filterShort')}
                    value={(h.column.getFilterValue() as string) ?? ''}
                    onChange={(e) => h.column.setFilterValue(e.target.value || undefined)}
                  />
                </label>
              ) : null}
            </td>
          ))}
        </tr>
      ) : null}
    </thead>
  );
}
