import { and, count, eq, sql } from 'drizzle-orm';
import { guardianships, users } from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';

// What joining a family checks and holds: who is linked to whom, how many, and the rows held
// while it decides.

/** The person who invites or accepts, as the routes know them. */
export interface Person {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

export const atAddress = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** How many guardians a child has. */
export async function guardiansCount(tx: Tx, childId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(guardianships)
    .where(eq(guardianships.childId, childId));
  return row?.n ?? 0;
}

/** How many children a guardian has. */
export async function childrenCount(tx: Tx, guardianId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(guardianships)
    .where(eq(guardianships.guardianId, guardianId));
  return row?.n ?? 0;
}

export const isLinked = async (tx: Tx, guardianId: number, childId: number) =>
  (
    await tx
      .select({ one: sql`1` })
      .from(guardianships)
      .where(and(eq(guardianships.guardianId, guardianId), eq(guardianships.childId, childId)))
  ).length > 0;
