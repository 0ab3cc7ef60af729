// CSV for spreadsheet programs: UTF-8 with a byte-order mark (so Excel reads
// accents and "$" right), CRLF rows, RFC 4180 quoting, and formula-injection safety: a text cell
// that starts with = + - @ (or a tab or carriage return, which some programs skip before a
// formula) gets a leading apostrophe, so a spreadsheet shows it as text instead of running it.
// Numbers the portal writes itself (amounts, ids) stay numbers.

export type CsvCell = string | number | null | undefined;

const BOM = '\ufeff';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(
  headers: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<CsvCell>>,
): string {
  return BOM + [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
