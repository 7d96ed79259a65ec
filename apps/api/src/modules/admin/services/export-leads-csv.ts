import { csvOf } from '../../../lib/csv.ts';
import type { Database } from '../../../db/client.ts';
import type { ListParams } from '../resource/definition.ts';
import type { LeadList } from '../resources/leads.ts';

const EXPORT_LIMIT = 50_000;

/** Every row matching the list's search and filters, as CSV with a header line. */
export async function exportLeadsCsv<Row>(
  db: Database,
  { resource, columns }: LeadList<Row>,
  params: ListParams,
): Promise<string> {
  const { rows } = await resource.list(db, { ...params, page: 1, perPage: EXPORT_LIMIT });
  return csvOf([
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => column.value(row))),
  ]);
}
