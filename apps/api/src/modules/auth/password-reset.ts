import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { RESET_TOKEN_INVALID, SIGN_IN_ADDRESS_TAKEN, type Language } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { authTokens, passwordResets, signInEmail, users } from '../../db/schema.ts';
import { addUtc } from '../../lib/dates.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { newSecret, sha256 } from '../../lib/tokens.ts';
import {
  requestLanguageOf,
  type MailContent,
  type Mailer,
  type MailTemplates,
} from '../mail/index.ts';
import { assertStrongPassword } from './password-strength.ts';

const RESET_MINUTES = 60;
// A restore link goes to an address that may be read less often than the new one.
const RESTORE_DAYS = 7;

export const PASSWORD_RESET_MAIL = 'password-reset';

/**
 * Asks for a reset mail: one outbox row, without a body, whether or not the address has an
 * account, so the answer takes the same time either way. The mail worker composes it when it
 * sends it (`passwordResetComposer`), and drops it when there is no account.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  email: string,
  /** The language of the page that asked: the mail's, when the account keeps none. */
  locale: Language = 'en',
): Promise<void> {
  await mailer.queueComposed(db, {
    to: email,
    kind: PASSWORD_RESET_MAIL,
    subject: mailer.templates.passwordResetSubject,
    sensitive: true,
    payload: { locale },
  });
}

/** Composes a reset mail as it is sent: a new one-time link for the account, if there is one. */
export function passwordResetComposer(db: Database, templates: MailTemplates, publicUrl: string) {
  return async ({ to, payload }: { to: string; payload: unknown }): Promise<MailContent | null> => {
    const [user] = await db
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(sql`lower(${users.email}) = ${to.toLowerCase()}`)
      .limit(1);
    if (!user) return null;
    const link = await newResetLink(db, publicUrl, {
      userId: user.id,
      expiresAt: addUtc(new Date(), { minutes: RESET_MINUTES }),
    });
    return templates.in(user.language ?? requestLanguageOf(payload)).passwordReset(link);
  };
}

/** A one-time link to the reset page; only the token's hash is stored. */
async function newResetLink(
  writer: Pick<Database, 'insert'>,
  publicUrl: string,
  values: { userId: number; expiresAt: Date; restoreEmail?: string },
): Promise<string> {
  const token = newSecret();
  await writer.insert(passwordResets).values({ ...values, tokenSha256: sha256(token) });
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** A tutor's invitation: a one-time link to choose their first password, for 7 days. */
export async function newInvitationLink(
  writer: Pick<Database, 'insert'>,
  publicUrl: string,
  userId: number,
): Promise<string> {
  const link = await newResetLink(writer, publicUrl, {
    userId,
    expiresAt: addUtc(new Date(), { days: RESTORE_DAYS }),
  });
  return `${link}&welcome=1`;
}

/**
 * A one-time link for the address an account had before its e-mail was changed: it sets a new
 * password and puts that address back (`resetPassword`). Mailed to the old address only.
 */
export async function newRestoreLink(
  tx: Pick<Database, 'insert'>,
  publicUrl: string,
  userId: number,
  restoreEmail: string,
): Promise<string> {
  return newResetLink(tx, publicUrl, {
    userId,
    expiresAt: addUtc(new Date(), { days: RESTORE_DAYS }),
    restoreEmail,
  });
}

/**
 * A child's own sign-in, sent by their parent: a one-time link to the child's address that sets
 * that address and a password together (a restore link on an account with no address), for 7
 * days from `now` (the school's clock). Only the newest works: making it ends the account's
 * other open links.
 */
export async function newSignInLink(
  writer: Pick<Database, 'insert' | 'update'>,
  publicUrl: string,
  userId: number,
  email: string,
  now: Date,
): Promise<string> {
  await writer
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  const link = await newResetLink(writer, publicUrl, {
    userId,
    expiresAt: addUtc(now, { days: RESTORE_DAYS }),
    restoreEmail: email.toLowerCase(),
  });
  return `${link}&welcome=1`;
}

/** What a reset did besides the password: for a restore link, whether the address came back. */
export type ResetOutcome =
  | { restore: 'none' }
  | { restore: 'first'; email: string }
  | { restore: 'restored'; email: string }
  | { restore: 'taken'; email: string; accountEmail: string };

/**
 * Sets a new password with a valid link, once; every session of that user ends. A restore link
 * also puts its address back on the account, unless another account has it by now.
 */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
): Promise<ResetOutcome> {
  const valid = () =>
    and(
      eq(passwordResets.tokenSha256, sha256(token)),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, new Date()),
    );
  const [link] = await db
    .select({
      id: passwordResets.id,
      userId: passwordResets.userId,
      restoreEmail: passwordResets.restoreEmail,
      firstName: users.firstName,
      lastName: users.lastName,
      email: signInEmail,
      /** An account with no sign-in yet (a child): its link must set the address too. */
      signsIn: sql<boolean>`${users.email} is not null`,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(valid())
    .limit(1);
  if (!link) throw ValidationFailed.field('token', RESET_TOKEN_INVALID);
  // A weak password is refused before the link is used up, so it can be tried again.
  // A first sign-in's account has no address yet: the one the link gives is its own.
  await assertStrongPassword(password, {
    ...link,
    email: link.signsIn ? link.email : (link.restoreEmail ?? ''),
  });
  const passwordHash = await hashPassword(password);

  const apply = (mayRestore: boolean) =>
    db.transaction(async (tx): Promise<ResetOutcome | null> => {
      const now = new Date();
      const [used] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.id, link.id), valid()))
        .returning({ id: passwordResets.id });
      if (!used) return null;
      const restoreEmail = link.restoreEmail;
      let restoring: string | null = null;
      if (restoreEmail !== null && mayRestore) {
        const [holder] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${restoreEmail}`, ne(users.id, link.userId)))
          .limit(1);
        if (!holder) restoring = restoreEmail;
      }
      // An account without an address takes its password only with one (users_sign_in_check).
      if (!link.signsIn && !restoring) {
        throw ValidationFailed.field('token', SIGN_IN_ADDRESS_TAKEN);
      }
      const [account] = await tx
        .update(users)
        .set({ passwordHash, ...(restoring ? { email: restoring } : {}), updatedAt: now })
        .where(eq(users.id, link.userId))
        .returning({ email: signInEmail });
      await tx.delete(authTokens).where(eq(authTokens.userId, link.userId));
      // Other open links end too: ordinary ones always (whoever asked for them), restore links
      // made after this one (later changes, perhaps by whoever took the account). Earlier
      // restore links stay, so someone who took the account cannot cancel the owner's; a first
      // sign-in ends them all (none of them was the owner's).
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.userId, link.userId),
            isNull(passwordResets.usedAt),
            !link.signsIn
              ? undefined
              : restoreEmail === null
                ? isNull(passwordResets.restoreEmail)
                : or(isNull(passwordResets.restoreEmail), gt(passwordResets.id, link.id)),
          ),
        );
      if (restoreEmail === null) return { restore: 'none' };
      if (!link.signsIn) return { restore: 'first', email: restoreEmail };
      return restoring
        ? { restore: 'restored', email: restoreEmail }
        : { restore: 'taken', email: restoreEmail, accountEmail: account?.email ?? link.email };
    });

  let outcome: ResetOutcome | null;
  try {
    outcome = await apply(true);
  } catch (error) {
    // Another account took the address between the check and the write: reset without it.
    if (!isUniqueViolation(error)) throw error;
    outcome = await apply(false);
  }
  if (!outcome) throw ValidationFailed.field('token', RESET_TOKEN_INVALID);
  return outcome;
}
