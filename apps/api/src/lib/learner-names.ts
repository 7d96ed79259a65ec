import { sql, type AnyColumn } from 'drizzle-orm';
import { guardianships } from '../db/schema.ts';

// How a learner is named to others: a child (a learner with a guardian) by first name alone,
// in a tutor's lists, mails and progress views; an adult by their full name.

/** Whether the learner `learnerId` is a child (has a guardian), read with the row. */
export const isChild = (learnerId: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${guardianships} where ${guardianships.childId} = ${learnerId})`;

/** A learner's name as others read it: a child's first name, an adult's full name. */
export const learnerName = (person: { firstName: string; lastName: string; child: boolean }) =>
  person.child ? person.firstName : `${person.firstName} ${person.lastName}`.trim();
