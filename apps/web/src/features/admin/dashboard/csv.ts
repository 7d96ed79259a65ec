import { saveBlob } from '../../../lib/download.ts';

// A chart's numbers as a spreadsheet: RFC 4180 quoting, and a cell that a spreadsheet would
// take for a formula (=, +, -, @ at its start, as a tutor's name might be) read as text.

type Cell = string | number;

const FORMULA = /^[=+\-@\t\r]/;

/** One cell as CSV writes it. */
export function csvCell(value: Cell): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the first the header) as a CSV file's text, lines ended CRLF. */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Downloads rows as a CSV file, with a byte-order mark so spreadsheets read it as UTF-8. */
export function downloadCsv(rows: readonly (readonly Cell[])[], filename: string) {
  saveBlob(new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' }), filename);
}
