import { spreadsheetCell } from '@iqra/contracts';
import { saveBlob } from '../../../lib/download.ts';

// A chart's numbers as a spreadsheet: RFC 4180 quoting, and each cell made safe as the server's
// exports make theirs (a tutor's name starting with = is read as text).

type Cell = string | number;

/** One cell as CSV writes it. */
function csvCell(value: Cell): string {
  const text = spreadsheetCell(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the first the header) as a CSV file's text, lines ended CRLF. */
function toCsv(rows: readonly (readonly Cell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Downloads rows as a CSV file, with a byte-order mark so spreadsheets read it as UTF-8. */
export function downloadCsv(rows: readonly (readonly Cell[])[], filename: string) {
  saveBlob(new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' }), filename);
}
