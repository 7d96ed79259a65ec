import { eq } from 'drizzle-orm';
import {
  CONSENT_REQUIRED,
  INVITATION_EXPIRED,
  INVITATION_USED,
  MAX_CHILDREN,
  MAX_GUARDIANS,
  NO_INVITATION,
  TOO_MANY_CHILDREN,
  tooManyGuardians,
  type InvitationKind,
  type ReceivedInvitation,
} from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { familyInvitations, guardianships, users } from '../../db/schema.ts';
import { recordAudit, type Tx } from '../../lib/audit.ts';
import { Conflict, Gone, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { sha256 } from '../../lib/tokens.ts';
import { brokenLinkRules, lockPeople, type BrokenLinkRule } from './links.ts';
import { fullName, isLinked, type Person } from './people.ts';

// The invitee's side of a family invitation (decision 034): they read it and accept it,
// signed in with the address it was sent to. The checks that depend on who they are happen
// here, and are told to them, never to the parent who invited.

/**
 * The invitation at `token` that is `person`'s: sent to their address. 404 for anyone else
 * (an unknown link and another address's read the same), 410 once used or past its expiry.
 */
async function invitationAt(tx: Tx, person: Person, token: string, now: Date, lock = false) {
  const query = tx
    .select({
      id: familyInvitations.id,
      kind: familyInvitations.kind,
      guardianId: familyInvitations.guardianId,
      childId: familyInvitations.childId,
      email: familyInvitations.email,
      createdAt: familyInvitations.createdAt,
      expiresAt: familyInvitations.expiresAt,
      acceptedAt: familyInvitations.acceptedAt,
    })
    .from(familyInvitations)
    .where(eq(familyInvitations.tokenSha256, sha256(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.email !== person.email.toLowerCase()) throw new NotFound(NO_INVITATION);
  if (row.acceptedAt !== null) throw new Gone(INVITATION_USED);
  if (row.expiresAt.getTime() <= now.getTime()) throw new Gone(INVITATION_EXPIRED);
  return row;
}

async function personName(tx: Tx, id: number) {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, birthYear: users.birthYear })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw new NotFound(NO_INVITATION);
  return row;
}

/** What the invitee reads before accepting. */
export async function receivedInvitation(
  db: Database,
  person: Person,
  token: string,
  now: Date,
): Promise<ReceivedInvitation> {
  const row = await invitationAt(db, person, token, now);
  const from = await personName(db, row.guardianId);
  const child = row.childId === null ? null : await personName(db, row.childId);
  const year = now.getUTCFullYear();
  return {
    kind: row.kind,
    from: { firstName: from.firstName, lastName: from.lastName },
    child: child && { firstName: child.firstName, age: year - (child.birthYear ?? year) },
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * The invitee accepts: the guardianship is made, with the consent of the guardian (the
 * inviting parent's when they invited, for a learner joining as a child; the accepting
 * guardian's now, for a second guardian). 409 where the family could not hold it: already
 * linked, the other way round, two guardians already, a full family. Audited.
 */
export async function acceptInvitation(
  db: Database,
  person: Person,
  input: { token: string; consent?: boolean | undefined },
  now: Date,
): Promise<{ kind: InvitationKind; message: string }> {
  return db.transaction(async (tx) => {
    const row = await invitationAt(tx, person, input.token, now, true);
    const inviter = await personName(tx, row.guardianId);
    let guardianId: number;
    let childId: number;
    let consentAt: Date;
    let message: string;
    if (row.kind === 'child') {
      guardianId = row.guardianId;
      childId = person.id;
      consentAt = row.createdAt;
      message = `You are in ${fullName(inviter)}’s family now: they see your classes and progress.`;
    } else {
      if (input.consent !== true) throw ValidationFailed.field('consent', CONSENT_REQUIRED);
      // The database's check makes a guardian's invitation name its child.
      if (row.childId === null) throw new NotFound(NO_INVITATION);
      guardianId = person.id;
      childId = row.childId;
      consentAt = now;
      // The parent who invited must still be the child's guardian.
      if (!(await isLinked(tx, row.guardianId, childId))) throw new Gone(INVITATION_EXPIRED);
      message = `You are ${(await personName(tx, childId)).firstName}’s guardian now.`;
    }
    await lockPeople(tx, [childId, guardianId]);
    const child = await personName(tx, childId);
    const guardian = await personName(tx, guardianId);
    // The family's rules, as staff's links keep them (links.ts), told to the invitee.
    const mine = row.kind === 'child';
    const words: Record<BrokenLinkRule, string> = {
      self: 'This invitation is your own: nobody can be their own guardian.',
      linked: mine
        ? `You are already in ${fullName(guardian)}’s family.`
        : `You are already ${child.firstName}’s guardian.`,
      cycle: mine
        ? `You are ${fullName(guardian)}’s guardian: you cannot be their child as well.`
        : `${child.firstName} is your guardian: you cannot be theirs as well.`,
      too_many_guardians: mine
        ? `You already have ${MAX_GUARDIANS} guardians.`
        : tooManyGuardians(child.firstName),
      too_many_children: mine
        ? `${fullName(guardian)}’s family is full (${MAX_CHILDREN} children).`
        : TOO_MANY_CHILDREN,
    };
    const [broken] = await brokenLinkRules(tx, guardianId, childId);
    if (broken) throw new Conflict(words[broken]);
    await tx.insert(guardianships).values({ guardianId, childId, consentAt, createdAt: now });
    await tx
      .update(familyInvitations)
      .set({ acceptedAt: now, acceptedBy: person.id })
      .where(eq(familyInvitations.id, row.id));
    await recordAudit(tx, {
      actorUserId: person.id,
      action: 'accept',
      entity: 'family_invitations',
      entityId: row.id,
      after: {
        kind: row.kind,
        guardian_id: guardianId,
        child_id: childId,
        consent_at: consentAt.toISOString(),
      },
    });
    return { kind: row.kind, message };
  });
}
