import type { Database } from '../../../db/client.ts';
import type { ListParams } from '../resource/definition.ts';
import type { LeadList } from '../resources/leads.ts';

const EXPORT_LIMIT = 50_000;

/** A spreadsheet must not run what a visitor typed: cells that start a formula are quoted. */
function safeCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Every row matching the list's search and filters, as CSV with a header line. */
export async function exportLeadsCsv<Row>(
  db: Database,
  { resource, columns }: LeadList<Row>,
  params: ListParams,
): Promise<string> {
  const { rows } = await resource.list(db, { ...params, page: 1, perPage: EXPORT_LIMIT });
  // Loaded on the first export: staff's, now and then.
  const { stringify } = await import('csv-stringify/sync');
  return stringify([
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => safeCell(column.value(row)))),
  ]);
}
