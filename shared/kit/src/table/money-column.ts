// A table column of amounts in cents: each shown as money in the page's language and lined up
// on the right, as every amount in the portal's tables is.
import { formatMoney } from '@qcard/kit/format/money';
import type { DataColumn } from '@qcard/kit/table/data-table';

export function moneyColumn<T>(
  id: string,
  header: string,
  amount: (row: T) => number | null | undefined,
  more: Omit<DataColumn<T>, 'id' | 'header' | 'cell'> = {},
): DataColumn<T> {
  return { id, header, align: 'end', cell: (row) => formatMoney(amount(row)), ...more };
}
