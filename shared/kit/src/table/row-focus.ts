// A table row that goes away while focus is in it (a cart item deleted, an employee removed), or
// is redrawn after the loading row, keeps the place (ui/item-focus): the same column of the same
// row if it is back, else of the row that now stands where it stood (or the last row), else the
// table's own scroll region, which is named by its caption.
import type { RefObject } from 'react';
import { FOCUSABLE } from '@qcard/kit/ui/focus-return';
import { useItemFocus, type ItemFocus, type ItemFocusShape } from '@qcard/kit/ui/item-focus';

const TABLE_ROWS: ItemFocusShape<HTMLTableSectionElement> = {
  items: (tbody) => tbody.rows,
  part: (_row, focused) => focused.closest('td')?.cellIndex ?? 0,
  target: (row, cellIndex) =>
    (row as HTMLTableRowElement).cells[cellIndex]?.querySelector<HTMLElement>(FOCUSABLE) ??
    row.querySelector<HTMLElement>(FOCUSABLE),
};

/**
 * `rowIds`: the ids of the rows drawn, in order (each `<tr>` of the tbody is one of them), or null
 * while the table shows its loading row instead. `fallback`: what takes focus when no row is left.
 */
export function useRowFocus(
  rowIds: readonly string[] | null,
  fallback: RefObject<HTMLElement | null>,
): ItemFocus<HTMLTableSectionElement> {
  return useItemFocus(rowIds, TABLE_ROWS, fallback);
}
