import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_TOKEN_INVALID } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { authTokens, passwordResets, users } from '../../db/schema.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { newSecret, sha256 } from '../../lib/tokens.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MailContent, MailTemplates } from '../mail/templates.ts';
import { assertStrongPassword } from './password-strength.ts';

const RESET_MINUTES = 60;

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
): Promise<void> {
  await mailer.queueComposed(db, {
    to: email,
    kind: PASSWORD_RESET_MAIL,
    subject: mailer.templates.passwordResetSubject,
    sensitive: true,
  });
}

/** Composes a reset mail as it is sent: a new one-time link for the account, if there is one. */
export function passwordResetComposer(db: Database, templates: MailTemplates, publicUrl: string) {
  return async ({ to }: { to: string }): Promise<MailContent | null> => {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${to.toLowerCase()}`)
      .limit(1);
    if (!user) return null;
    const token = newSecret();
    await db.insert(passwordResets).values({
      userId: user.id,
      tokenSha256: sha256(token),
      expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
    });
    return templates.passwordReset(
      `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
    );
  };
}

/** Sets a new password with a valid link, once; every session of that user ends. */
export async function resetPassword(db: Database, token: string, password: string): Promise<void> {
  const valid = () =>
    and(
      eq(passwordResets.tokenSha256, sha256(token)),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, new Date()),
    );
  const [owner] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(valid())
    .limit(1);
  if (!owner) throw ValidationFailed.field('token', RESET_TOKEN_INVALID);
  // A weak password is refused before the link is used up, so it can be tried again.
  assertStrongPassword(password, owner);
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(valid())
      .returning({ userId: passwordResets.userId });
    if (!reset) return false;
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, reset.userId));
    await tx.delete(authTokens).where(eq(authTokens.userId, reset.userId));
    return true;
  });
  if (!done) throw ValidationFailed.field('token', RESET_TOKEN_INVALID);
}
