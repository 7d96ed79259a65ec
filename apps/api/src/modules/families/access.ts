import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { guardianships } from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { teaches } from '../teaching/index.ts';

/** Who asks to see a learner's data. */
export interface Viewer {
  id: number;
  role: 'student' | 'tutor' | 'admin';
}

/** Whether `guardianId` is a guardian of `childId`. */
export async function isGuardianOf(db: Database | Tx, guardianId: number, childId: number) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(guardianships)
    .where(and(eq(guardianships.guardianId, guardianId), eq(guardianships.childId, childId)));
  return row !== undefined;
}

/**
 * The one rule for a learner's data (classes, notes, progress, the record): the learner, a
 * guardian of theirs, a tutor who teaches them, and staff may see it; nobody else.
 */
export async function maySeeLearner(
  db: Database | Tx,
  viewer: Viewer,
  learnerId: number,
): Promise<boolean> {
  if (viewer.id === learnerId || viewer.role === 'admin') return true;
  if (viewer.role === 'tutor') return teaches(db, viewer.id, learnerId);
  return isGuardianOf(db, viewer.id, learnerId);
}
