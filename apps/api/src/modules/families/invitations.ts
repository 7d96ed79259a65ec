import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  ALREADY_INVITED,
  INVITATION_DAYS,
  INVITE_SELF,
  MAX_CHILDREN,
  MAX_GUARDIANS,
  MAX_PENDING_INVITATIONS,
  TOO_MANY_CHILDREN,
  TOO_MANY_PENDING,
  tooManyGuardians,
  type FamilyInvitation,
  type InvitationKind,
} from '@iqra/contracts';
import type { Language } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { familyInvitations, users } from '../../db/schema.ts';
import { recordAudit, type Tx } from '../../lib/audit.ts';
import { addUtc } from '../../lib/dates.ts';
import { NotFound, ValidationFailed } from '../../lib/errors.ts';
import { newSecret, sha256 } from '../../lib/tokens.ts';
import {
  enqueueComposedMail,
  readerOf,
  requestLanguageOf,
  type MailContent,
  type MailTemplates,
} from '../mail/index.ts';
import { childOf } from './children.ts';
import { lockPeople } from './links.ts';
import { childrenCount, fullName, guardiansCount, type Person } from './people.ts';

// Joining a family by invitation (decision 034). A parent invites by address: an existing
// learner to be linked as their child, or another adult to be a guardian of one of their
// children too. The invitee accepts signed in with that address. The link's token is made
// when its mail is sent (no secret waits in the outbox) and kept only as its SHA-256; sending
// again makes a new one. Whether an address has an account is never told to the parent: the
// checks that depend on the invitee are made when they accept, and told to them.
// The invitee's side is accepting.ts; a child's own sign-in, child-sign-in.ts.

export const FAMILY_INVITATION_MAIL = 'family-invitation';

const invitationColumns = {
  id: familyInvitations.id,
  kind: familyInvitations.kind,
  email: familyInvitations.email,
  childId: familyInvitations.childId,
  childName: users.firstName,
  createdAt: familyInvitations.createdAt,
  expiresAt: familyInvitations.expiresAt,
};

type InvitationRow = {
  id: number;
  kind: InvitationKind;
  email: string;
  childId: number | null;
  childName: string | null;
  createdAt: Date;
  expiresAt: Date;
};

function toInvitation(row: InvitationRow, now: Date): FamilyInvitation {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    child: row.childId === null ? null : { id: row.childId, firstName: row.childName ?? '' },
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
  };
}

/** The parent's invitations still waiting for an answer, newest first. */
export async function invitationsOf(db: Database | Tx, guardianId: number, now: Date) {
  const rows = await db
    .select(invitationColumns)
    .from(familyInvitations)
    .leftJoin(users, eq(users.id, familyInvitations.childId))
    .where(and(eq(familyInvitations.guardianId, guardianId), isNull(familyInvitations.acceptedAt)))
    .orderBy(desc(familyInvitations.createdAt), desc(familyInvitations.id));
  return rows.map((row) => toInvitation(row, now));
}

/** One of the parent's pending invitations; 404 for anyone else's, or one accepted. */
async function invitationOf(tx: Tx, guardianId: number, id: number, now: Date) {
  const [row] = await tx
    .select(invitationColumns)
    .from(familyInvitations)
    .leftJoin(users, eq(users.id, familyInvitations.childId))
    .where(
      and(
        eq(familyInvitations.id, id),
        eq(familyInvitations.guardianId, guardianId),
        isNull(familyInvitations.acceptedAt),
      ),
    );
  if (!row) throw new NotFound();
  return toInvitation(row, now);
}

/** The mail goes in the invitee's language, else in the page's the parent invited from. */
const queueInvitationMail = (tx: Tx, email: string, invitationId: number, locale: Language) =>
  enqueueComposedMail(tx, {
    to: email,
    kind: FAMILY_INVITATION_MAIL,
    subject: 'An invitation to join a family at Iqra Academy',
    payload: { invitationId, locale },
    sensitive: true,
  });

/**
 * A parent invites `email`: to be linked as their child (`childId` undefined; the parent's
 * consent is recorded now), or to be a guardian of their child `childId` too. 422 for their own
 * address, an address already invited to the same, too many waiting, a full family. Audited;
 * the mail goes with the change.
 */
export async function invite(
  db: Database,
  parent: Person,
  input: { email: string; childId?: number; locale?: Language },
  now: Date,
): Promise<FamilyInvitation> {
  const email = input.email.toLowerCase();
  if (email === parent.email.toLowerCase()) throw ValidationFailed.field('email', INVITE_SELF);
  return db.transaction(async (tx) => {
    await lockPeople(tx, [parent.id, ...(input.childId === undefined ? [] : [input.childId])]);
    const kind: InvitationKind = input.childId === undefined ? 'child' : 'guardian';
    if (input.childId !== undefined) {
      const child = await childOf(tx, parent.id, input.childId, now);
      if ((await guardiansCount(tx, child.id)) >= MAX_GUARDIANS) {
        throw ValidationFailed.field('email', tooManyGuardians(child.firstName));
      }
    } else if ((await childrenCount(tx, parent.id)) >= MAX_CHILDREN) {
      throw ValidationFailed.field('email', TOO_MANY_CHILDREN);
    }
    const pending = await tx
      .select({ email: familyInvitations.email, childId: familyInvitations.childId })
      .from(familyInvitations)
      .where(
        and(eq(familyInvitations.guardianId, parent.id), isNull(familyInvitations.acceptedAt)),
      );
    if (pending.some((row) => row.email === email && row.childId === (input.childId ?? null))) {
      throw ValidationFailed.field('email', ALREADY_INVITED);
    }
    if (pending.length >= MAX_PENDING_INVITATIONS) {
      throw ValidationFailed.field('email', TOO_MANY_PENDING);
    }
    const [row] = await tx
      .insert(familyInvitations)
      .values({
        kind,
        guardianId: parent.id,
        childId: input.childId ?? null,
        email,
        // No link works until its mail is sent: the secret of this hash is thrown away.
        tokenSha256: sha256(newSecret()),
        createdAt: now,
        expiresAt: addUtc(now, { days: INVITATION_DAYS }),
      })
      .returning({ id: familyInvitations.id });
    if (!row) throw new Error('The invitation was not written');
    const invitation = await invitationOf(tx, parent.id, row.id, now);
    await recordAudit(tx, {
      actorUserId: parent.id,
      action: 'create',
      entity: 'family_invitations',
      entityId: row.id,
      after: invitation,
    });
    await queueInvitationMail(tx, email, row.id, input.locale ?? 'en');
    return invitation;
  });
}

/** Sends a pending invitation again: a new link (the old one stops working), a new expiry. */
export async function resendInvitation(
  db: Database,
  guardianId: number,
  id: number,
  now: Date,
  locale: Language = 'en',
): Promise<FamilyInvitation> {
  return db.transaction(async (tx) => {
    const before = await invitationOf(tx, guardianId, id, now);
    await tx
      .update(familyInvitations)
      .set({ expiresAt: addUtc(now, { days: INVITATION_DAYS }), tokenSha256: sha256(newSecret()) })
      .where(eq(familyInvitations.id, id));
    const after = await invitationOf(tx, guardianId, id, now);
    await recordAudit(tx, {
      actorUserId: guardianId,
      action: 'resend',
      entity: 'family_invitations',
      entityId: id,
      before,
      after,
    });
    await queueInvitationMail(tx, after.email, id, locale);
    return after;
  });
}

/** Cancels a pending invitation: its link stops working. */
export async function cancelInvitation(db: Database, guardianId: number, id: number, now: Date) {
  await db.transaction(async (tx) => {
    const before = await invitationOf(tx, guardianId, id, now);
    await tx.delete(familyInvitations).where(eq(familyInvitations.id, id));
    await recordAudit(tx, {
      actorUserId: guardianId,
      action: 'delete',
      entity: 'family_invitations',
      entityId: id,
      before,
    });
  });
}

/** Composes an invitation as it is sent: a new link for it, while it still waits. */
export function familyInvitationComposer(
  db: Database,
  templates: MailTemplates,
  publicUrl: string,
) {
  return async ({ to, payload }: { to: string; payload: unknown }): Promise<MailContent | null> => {
    const invitationId = (payload as { invitationId?: unknown } | null)?.invitationId;
    if (typeof invitationId !== 'number') return null;
    const token = newSecret();
    // Only while it is still this address's and waiting: a cancelled one is gone.
    const [row] = await db
      .update(familyInvitations)
      .set({ tokenSha256: sha256(token) })
      .where(
        and(
          eq(familyInvitations.id, invitationId),
          eq(familyInvitations.email, to.toLowerCase()),
          isNull(familyInvitations.acceptedAt),
        ),
      )
      .returning({ guardianId: familyInvitations.guardianId, childId: familyInvitations.childId });
    if (!row) return null;
    const [from] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, row.guardianId));
    const [child] =
      row.childId === null
        ? []
        : await db
            .select({ firstName: users.firstName })
            .from(users)
            .where(eq(users.id, row.childId));
    if (!from) return null;
    const reader = await readerOf(db, to, requestLanguageOf(payload));
    return templates.in(reader.locale).familyInvitation({
      from: fullName(from),
      child: child?.firstName ?? null,
      acceptUrl: `${publicUrl}/family/join?token=${encodeURIComponent(token)}`,
      days: INVITATION_DAYS,
    });
  };
}
