import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { childrenCount, guardiansCount, isLinked } from './people.ts';
import { FAMILY_MESSAGES, MAX_CHILDREN, MAX_GUARDIANS } from '@iqra/contracts';
import { guardianships, users } from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';

// The links of a family, made and undone by someone other than the parent (staff, decision
// 033): the rules every link keeps, whoever makes it. A child has at most two parents, a
// parent at most twelve children; both are learners, never one another's forebears; a child
// without a sign-in of their own keeps at least one parent. Each function runs inside its
// caller's transaction and locks the people it links, one at a time in the order of their
// ids, so two changes to the same people wait for each other.

interface Person {
  id: number;
  role: 'student' | 'tutor' | 'admin';
  email: string | null;
}

/** The people, locked for the change (in the order of their ids), by id; missing ones left out. */
export async function lockPeople(tx: Tx, ids: number[]): Promise<Map<number, Person>> {
  const people = new Map<number, Person>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const [row] = await tx
      .select({ id: users.id, role: users.role, email: users.email })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (row) people.set(id, row);
  }
  return people;
}

/** Whether `ancestorId` is a parent, grandparent, … of `personId`. */
async function isForebearOf(tx: Tx, ancestorId: number, personId: number) {
  const result = await tx.execute(sql`
    with recursive forebears(id) as (
      select guardian_id from guardianships where child_id = ${personId}
      union
      select g.guardian_id from guardianships g join forebears f on g.child_id = f.id
    )
    select 1 as one from forebears where id = ${ancestorId} limit 1`);
  return (result as { rows: unknown[] }).rows.length > 0;
}

/** A family rule a new link would break. */
export type BrokenLinkRule =
  'self' | 'linked' | 'cycle' | 'too_many_guardians' | 'too_many_children';

/**
 * The family rules a link of `guardianId` as a parent of `childId` would break, both people
 * locked already and both learners: none for a link that may be made. Staff read them as
 * fields of their form, an invitee as words to them. `adding` is false for a move (the child
 * has no more parents after it than before).
 */
export async function brokenLinkRules(
  tx: Tx,
  guardianId: number,
  childId: number,
  adding = true,
): Promise<BrokenLinkRule[]> {
  if (guardianId === childId) return ['self'];
  if (await isLinked(tx, guardianId, childId)) return ['linked'];
  const broken: BrokenLinkRule[] = [];
  if (await isForebearOf(tx, childId, guardianId)) broken.push('cycle');
  if (adding && (await guardiansCount(tx, childId)) >= MAX_GUARDIANS) {
    broken.push('too_many_guardians');
  }
  if ((await childrenCount(tx, guardianId)) >= MAX_CHILDREN) broken.push('too_many_children');
  return broken;
}

/**
 * What keeps `guardianId` from becoming a parent of `childId`, by field (empty when nothing
 * does). The two are locked already. A new link is refused on `guardian_id` and `child_id`; a
 * move (the child's parent replaced: no more parents than before) on `guardian_id`, the new
 * parent's field.
 */
async function linkRefusals(
  tx: Tx,
  people: Map<number, Person>,
  guardianId: number,
  childId: number,
  kind: 'link' | 'move',
): Promise<Record<string, string[]>> {
  const fields = { guardian: 'guardian_id', child: kind === 'link' ? 'child_id' : 'guardian_id' };
  const errors: Record<string, string[]> = {};
  const refuse = (field: string, message: string) => void (errors[field] ??= []).push(message);
  const guardian = people.get(guardianId);
  const child = people.get(childId);
  if (guardianId !== childId) {
    if (!guardian) refuse(fields.guardian, 'The selected parent is invalid.');
    else if (guardian.role !== 'student') refuse(fields.guardian, FAMILY_MESSAGES.parentNotLearner);
    if (!child) refuse(fields.child, 'The selected child is invalid.');
    else if (child.role !== 'student') refuse(fields.child, FAMILY_MESSAGES.childNotLearner);
    if (Object.keys(errors).length > 0) return errors;
  }
  const words: Record<BrokenLinkRule, [string, string]> = {
    self: [fields.child, FAMILY_MESSAGES.self],
    linked: [
      fields.child,
      kind === 'link' ? FAMILY_MESSAGES.alreadyLinked : FAMILY_MESSAGES.alreadyParent,
    ],
    cycle: [fields.child, FAMILY_MESSAGES.cycle],
    too_many_guardians: [fields.child, FAMILY_MESSAGES.tooManyGuardians],
    too_many_children: [fields.guardian, FAMILY_MESSAGES.tooManyChildren],
  };
  for (const rule of await brokenLinkRules(tx, guardianId, childId, kind === 'link')) {
    refuse(...words[rule]);
  }
  return errors;
}

async function insertLink(tx: Tx, guardianId: number, childId: number, at: Date) {
  await tx.insert(guardianships).values({ guardianId, childId, consentAt: at, createdAt: at });
}

/**
 * A learner becomes a parent's child, the parent's consent dated `at` (whoever links them
 * confirms it). 422 per field (`guardian_id`, `child_id`) when a rule forbids it.
 */
export async function linkGuardian(
  tx: Tx,
  link: { guardianId: number; childId: number; at: Date },
): Promise<void> {
  const people = await lockPeople(tx, [link.guardianId, link.childId]);
  const errors = await linkRefusals(tx, people, link.guardianId, link.childId, 'link');
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  await insertLink(tx, link.guardianId, link.childId, link.at);
}

/** The child, locked, when `guardianId` is their parent; 404 otherwise. */
async function lockedChildOf(tx: Tx, guardianId: number, childId: number) {
  const people = await lockPeople(tx, [guardianId, childId]);
  const child = people.get(childId);
  if (!child || !(await isLinked(tx, guardianId, childId))) throw new NotFound();
  return { people, child };
}

/**
 * A parent is no longer the child's. 404 when they were not; 409 when the child has no sign-in
 * of their own and no other parent (nobody could then see or pay for them).
 */
export async function unlinkGuardian(tx: Tx, guardianId: number, childId: number): Promise<void> {
  const { child } = await lockedChildOf(tx, guardianId, childId);
  if (child.email === null && (await guardiansCount(tx, childId)) <= 1) {
    throw new Conflict(FAMILY_MESSAGES.orphan);
  }
  await tx
    .delete(guardianships)
    .where(and(eq(guardianships.guardianId, guardianId), eq(guardianships.childId, childId)));
}

/**
 * The child's parent `fromId` is replaced by `toId` in one go, the new parent's consent dated
 * `at`; the child's other parent stays. 404 when `fromId` is not their parent; 422 on
 * `guardian_id` when `toId` may not be.
 */
export async function moveChild(
  tx: Tx,
  move: { childId: number; fromId: number; toId: number; at: Date },
): Promise<void> {
  const { childId, fromId, toId } = move;
  const { people } = await lockedChildOf(tx, fromId, childId);
  for (const [id, person] of await lockPeople(tx, [toId])) people.set(id, person);
  if (toId === fromId) throw ValidationFailed.field('guardian_id', FAMILY_MESSAGES.sameParent);
  const errors = await linkRefusals(tx, people, toId, childId, 'move');
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  await tx
    .delete(guardianships)
    .where(and(eq(guardianships.guardianId, fromId), eq(guardianships.childId, childId)));
  await insertLink(tx, toId, childId, move.at);
}

/** Every parent of these people, with when each consented, in the order they were linked. */
export async function parentLinksOf(tx: Tx, childIds: number[]) {
  if (childIds.length === 0) return [];
  return tx
    .select({
      childId: guardianships.childId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      consentAt: guardianships.consentAt,
    })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.guardianId))
    .where(inArray(guardianships.childId, childIds))
    .orderBy(asc(guardianships.createdAt), asc(users.id));
}

/** The child's parents as the audit log keeps them: who, and when each consented. */
export async function guardianshipsOf(tx: Tx, childId: number) {
  const rows = await parentLinksOf(tx, [childId]);
  return {
    child_id: childId,
    guardian_ids: rows.map((row) => row.id),
    guardians: rows.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`.trim(),
      consent_at: row.consentAt.toISOString(),
    })),
  };
}
