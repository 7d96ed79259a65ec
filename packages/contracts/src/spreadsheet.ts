// A CSV file is opened in a spreadsheet, which runs a cell that starts like a formula. What
// people typed (a name, a note) must never run there: such text is led by an apostrophe, and
// the spreadsheet shows it as text. The server's exports and the back office's chart files
// write their cells through this one rule.

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as a CSV file may hold it: numbers as they are, text made safe, nothing as empty. */
export function spreadsheetCell(value: unknown): string {
  if (typeof value === 'number') return String(value);
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}
