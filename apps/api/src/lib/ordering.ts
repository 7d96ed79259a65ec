import { asc, type AnyColumn } from 'drizzle-orm';

/**
 * The order staff give a list in the back office (each row's position), ties broken by id so
 * two reads never disagree: `.orderBy(...inStaffOrder(faqs))`.
 */
export function inStaffOrder(table: { position: AnyColumn; id: AnyColumn }) {
  return [asc(table.position), asc(table.id)];
}
