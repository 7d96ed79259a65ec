/** A spreadsheet must not run what a visitor typed: cells that start a formula are quoted. */
export function safeCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Rows as CSV, each cell made safe (`safeCell`); csv-stringify is loaded on the first use. */
export async function csvOf(rows: readonly (readonly unknown[])[]): Promise<string> {
  const { stringify } = await import('csv-stringify/sync');
  return stringify(rows.map((row) => row.map(safeCell)));
}
