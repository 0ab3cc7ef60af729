// The row selection column of a DataTable: a box in the header for every row of the page, and
// one per row named after it.
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';

export function selectColumn<T>(
  t: TFunction<'common'>,
  rowLabel: (row: T) => string,
): ColumnDef<T> {
  return {
    id: '__select',
    enableSorting: false,
    header: ({ table }) => (
      <input
        type="checkbox"
        className="qc-checkbox"
        aria-label={t('table.selectAll')}
        checked={table.getIsAllPageRowsSelected()}
        ref={(el) => {
          if (el) el.indeterminate = table.getIsSomePageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    // On a phone a row is a card whose header row is clipped: the box says what it does in
    // words beside it (hidden from screen readers, which read the box's own full name).
    cell: ({ row }) => (
      <label className="qc-table__select">
        <input
          type="checkbox"
          className="qc-checkbox"
          aria-label={t('table.selectRow', { row: rowLabel(row.original) })}
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect()}
          onChange={row.getToggleSelectedHandler()}
        />
        <span className="qc-table__select-text" aria-hidden="true">
          {t('table.selectShort')}
        </span>
      </label>
    ),
  };
}
