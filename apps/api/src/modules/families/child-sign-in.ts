import { and, eq } from 'drizzle-orm';
import {
  alreadySignsIn,
  CHILD_TOO_YOUNG_FOR_SIGN_IN,
  EMAIL_TAKEN,
  INVITE_SELF,
  surelyOldEnoughForMail,
} from '@iqra/contracts';
import type { Language } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { guardianships, users } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import { newSignInLink } from '../auth/index.ts';
import {
  enqueueComposedMail,
  requestLanguageOf,
  type MailContent,
  type MailTemplates,
} from '../mail/index.ts';
import { childOf } from './children.ts';
import { atAddress, fullName, type Person } from './people.ts';

// A child's own sign-in, sent by their parent (decision 034): a set-password link to the
// child's address that sets the address and the password together (auth's `newSignInLink`).

export const CHILD_SIGN_IN_MAIL = 'child-sign-in';

/** Whether the child may be mailed directly this year: from the year they turn 14. */
const oldEnough = (birthYear: number | null, now: Date) =>
  birthYear !== null && surelyOldEnoughForMail(birthYear, now.getUTCFullYear());

/**
 * The parent sends their child a sign-in of their own, at `email`: a set-password link made
 * when the mail is sent, which sets the address and the password together. 422 for a child who
 * signs in already, a child too young to be mailed, an address another account uses. Audited.
 */
export async function inviteChildToSignIn(
  db: Database,
  parent: Person,
  childId: number,
  email: string,
  now: Date,
  locale: Language = 'en',
) {
  const address = email.toLowerCase();
  return db.transaction(async (tx) => {
    const child = await childOf(tx, parent.id, childId, now);
    if (child.has_sign_in) throw ValidationFailed.field('email', alreadySignsIn(child.firstName));
    if (!oldEnough(child.birth_year, now)) {
      throw ValidationFailed.field('email', CHILD_TOO_YOUNG_FOR_SIGN_IN);
    }
    if (address === parent.email.toLowerCase()) {
      throw ValidationFailed.field('email', INVITE_SELF);
    }
    const [holder] = await tx.select({ id: users.id }).from(users).where(atAddress(address));
    if (holder) throw ValidationFailed.field('email', EMAIL_TAKEN);
    await recordAudit(tx, {
      actorUserId: parent.id,
      action: 'invite to sign in',
      entity: 'users',
      entityId: child.id,
      after: { email: address },
    });
    await enqueueComposedMail(tx, {
      to: address,
      kind: CHILD_SIGN_IN_MAIL,
      subject: 'Your own sign-in at Iqra Academy',
      // The child's language when they have one, else the page's the parent sent it from.
      payload: { childId: child.id, guardianId: parent.id, locale },
      sensitive: true,
    });
    return child;
  });
}

/**
 * Composes a child's sign-in mail as it is sent: a new link, while the child still has no
 * sign-in, is still of an age to be mailed, is still the parent's child, and no other account
 * has taken the address. Nothing is sent otherwise.
 */
export function childSignInComposer(
  db: Database,
  templates: MailTemplates,
  publicUrl: string,
  clock: { now(): Date },
) {
  return async ({ to, payload }: { to: string; payload: unknown }): Promise<MailContent | null> => {
    const { childId, guardianId } = (payload ?? {}) as { childId?: unknown; guardianId?: unknown };
    if (typeof childId !== 'number' || typeof guardianId !== 'number') return null;
    const [child] = await db
      .select({
        firstName: users.firstName,
        birthYear: users.birthYear,
        email: users.email,
        language: users.language,
      })
      .from(users)
      .where(eq(users.id, childId));
    const [parent] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .innerJoin(guardianships, eq(guardianships.guardianId, users.id))
      .where(and(eq(users.id, guardianId), eq(guardianships.childId, childId)));
    if (!child || !parent || child.email !== null || !oldEnough(child.birthYear, clock.now())) {
      return null;
    }
    const [holder] = await db.select({ id: users.id }).from(users).where(atAddress(to));
    if (holder) return null;
    const setPasswordUrl = await newSignInLink(db, publicUrl, childId, to, clock.now());
    const locale = child.language ?? requestLanguageOf(payload);
    return templates.in(locale).childSignIn({
      firstName: child.firstName,
      from: fullName(parent),
      setPasswordUrl,
    });
  };
}
