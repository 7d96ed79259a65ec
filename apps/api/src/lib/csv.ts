import { spreadsheetCell } from '@iqra/contracts';

/** Rows as CSV, each cell made safe (`spreadsheetCell`); csv-stringify is loaded on the first use. */
export async function csvOf(rows: readonly (readonly unknown[])[]): Promise<string> {
  const { stringify } = await import('csv-stringify/sync');
  return stringify(rows.map((row) => row.map(spreadsheetCell)));
}
