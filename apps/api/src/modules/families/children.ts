import { and, asc, count, eq } from 'drizzle-orm';
import {
  ageInYear,
  MAX_CHILDREN,
  TOO_MANY_CHILDREN,
  type Child,
  type childCreateSchema,
  type childUpdateSchema,
} from '@iqra/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { guardianships, users } from '../../db/schema.ts';
import { recordAudit, type Tx } from '../../lib/audit.ts';
import { NotFound, ValidationFailed } from '../../lib/errors.ts';

type CreateInput = z.output<typeof childCreateSchema>;
type UpdateInput = z.output<typeof childUpdateSchema>;

/** The parent, as adding a child needs them: who, and their clock. */
export interface Guardian {
  id: number;
  timeZone: string | null;
}

/** The oldest a child added by a parent may be said to be. */
const OLDEST = 100;

const childColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  birthYear: users.birthYear,
  gender: users.gender,
  sameGenderTutor: users.sameGenderTutor,
  timeZone: users.timeZone,
  email: users.email,
  consentAt: guardianships.consentAt,
};
type ChildRow = {
  id: number;
  firstName: string;
  lastName: string;
  birthYear: number | null;
  gender: number;
  sameGenderTutor: boolean;
  timeZone: string | null;
  email: string | null;
  consentAt: Date;
};

function toChild(row: ChildRow, year: number): Child {
  const birthYear = row.birthYear ?? year;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    birth_year: birthYear,
    age: ageInYear(birthYear, year),
    gender: row.gender,
    same_gender_tutor: row.sameGenderTutor,
    time_zone: row.timeZone,
    consent_at: row.consentAt.toISOString(),
    has_sign_in: row.email !== null,
  };
}

/** A year of birth no later than this year and no more than a hundred years ago (422). */
function checkBirthYear(birthYear: number | undefined, year: number) {
  if (birthYear === undefined) return;
  if (birthYear > year) {
    throw ValidationFailed.field(
      'birth_year',
      `The year of birth field must not be greater than ${year}.`,
    );
  }
  if (birthYear < year - OLDEST) {
    throw ValidationFailed.field(
      'birth_year',
      `The year of birth field must be at least ${year - OLDEST}.`,
    );
  }
}

const yearOf = (now: Date) => now.getUTCFullYear();

/** The guardian's children, eldest first (then by name). */
export async function childrenOf(db: Database | Tx, guardianId: number, now: Date) {
  const rows = await db
    .select(childColumns)
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.childId))
    .where(eq(guardianships.guardianId, guardianId))
    .orderBy(asc(users.birthYear), asc(users.firstName), asc(users.id));
  return rows.map((row) => toChild(row, yearOf(now)));
}

/** One of the guardian's children; 404 for anyone else's (or anyone who is no child of theirs). */
export async function childOf(db: Database | Tx, guardianId: number, childId: number, now: Date) {
  const [row] = await db
    .select(childColumns)
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.childId))
    .where(and(eq(guardianships.guardianId, guardianId), eq(guardianships.childId, childId)));
  if (!row) throw new NotFound();
  return toChild(row, yearOf(now));
}

/**
 * A child the parent adds: a learner without a sign-in, on the parent's clock unless another
 * is given, linked to the parent with the day they consented. Audited.
 */
export async function addChild(
  db: Database,
  guardian: Guardian,
  input: CreateInput,
  now: Date,
): Promise<Child> {
  checkBirthYear(input.birth_year, yearOf(now));
  return db.transaction(async (tx) => {
    // One at a time per parent: two tabs adding at once count each other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, guardian.id)).for('update');
    const [held] = await tx
      .select({ children: count() })
      .from(guardianships)
      .where(eq(guardianships.guardianId, guardian.id));
    if ((held?.children ?? 0) >= MAX_CHILDREN) {
      throw ValidationFailed.field('firstName', TOO_MANY_CHILDREN);
    }
    const [child] = await tx
      .insert(users)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        gender: input.gender,
        sameGenderTutor: input.same_gender_tutor ?? false,
        phone: '',
        birthYear: input.birth_year,
        role: 'student',
        timeZone: input.time_zone ?? guardian.timeZone,
      })
      .returning({ id: users.id });
    if (!child) throw new Error('The child was not written');
    await tx.insert(guardianships).values({
      guardianId: guardian.id,
      childId: child.id,
      consentAt: now,
      createdAt: now,
    });
    const added = await childOf(tx, guardian.id, child.id, now);
    await recordAudit(tx, {
      actorUserId: guardian.id,
      action: 'create',
      entity: 'users',
      entityId: child.id,
      after: added,
    });
    return added;
  });
}

/** The parent changes a child's details (what is left out stays). Audited. */
export async function updateChild(
  db: Database,
  guardianId: number,
  childId: number,
  input: UpdateInput,
  now: Date,
): Promise<Child> {
  checkBirthYear(input.birth_year, yearOf(now));
  return db.transaction(async (tx) => {
    const before = await childOf(tx, guardianId, childId, now);
    await tx
      .update(users)
      .set({
        ...(input.firstName !== undefined && { firstName: input.firstName }),
        ...(input.lastName !== undefined && { lastName: input.lastName }),
        ...(input.birth_year !== undefined && { birthYear: input.birth_year }),
        ...(input.gender !== undefined && { gender: input.gender }),
        ...(input.same_gender_tutor !== undefined && {
          sameGenderTutor: input.same_gender_tutor,
        }),
        ...(input.time_zone !== undefined && { timeZone: input.time_zone }),
        updatedAt: now,
      })
      .where(eq(users.id, childId));
    const after = await childOf(tx, guardianId, childId, now);
    await recordAudit(tx, {
      actorUserId: guardianId,
      action: 'update',
      entity: 'users',
      entityId: childId,
      before,
      after,
    });
    return after;
  });
}
