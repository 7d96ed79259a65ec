import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { inStaffOrder } from '../../lib/ordering.ts';

/** Every course's slug, in staff order: each has its page, `/courses/<slug>`. */
export async function listCourseSlugs(db: Database): Promise<string[]> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .orderBy(...inStaffOrder(products));
  return rows.map((row) => row.slug);
}
