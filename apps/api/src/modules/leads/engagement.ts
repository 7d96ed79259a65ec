import { and, eq, sql } from 'drizzle-orm';
import type { ContactInput, Language } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { contactMessages, newsletterSubscribers } from '../../db/schema.ts';
import { newSecret, sha256 } from '../../lib/tokens.ts';
import type { Mailer } from '../mail/index.ts';

type ContactData = Omit<ContactInput, 'agree'> & { email: string; phone: string };

/** Stores a contact-form message and tells staff. */
export async function createContactMessage(db: Database, mailer: Mailer, input: ContactData) {
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phonePrefix: input.phone_prefix,
      phone: input.phone,
      message: input.message,
    });
    await mailer.queue(tx, {
      to: mailer.staffEmail,
      ...mailer.templates.contactStaff({
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        phone: `${input.phone_prefix} ${input.phone}`,
        message: input.message,
      }),
    });
  });
}

/**
 * Double opt-in: a pending address gets a confirmation mail with a fresh link; a confirmed
 * one gets nothing. Either way the caller answers the same, so nobody learns who subscribes.
 */
export async function subscribeToNewsletter(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  email: string,
  /** The language of the page the visitor subscribed from: their confirmation's. */
  locale: Language = 'en',
): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email}`)
      .for('update')
      .limit(1);
    if (existing?.status === 'confirmed') return;
    const token = newSecret();
    if (existing) {
      await tx
        .update(newsletterSubscribers)
        .set({ status: 'pending', tokenSha256: sha256(token) })
        .where(eq(newsletterSubscribers.id, existing.id));
    } else {
      await tx
        .insert(newsletterSubscribers)
        .values({ email, status: 'pending', tokenSha256: sha256(token) })
        // Two sign-ups at once: the unique index keeps one row; the second sends no mail.
        .onConflictDoNothing();
    }
    const link = (action: 'confirm' | 'unsubscribe') =>
      `${publicUrl}/api/newsletter/${action}?token=${encodeURIComponent(token)}`;
    await mailer.queue(tx, {
      to: email,
      ...mailer.templates.in(locale).newsletterConfirm(link('confirm'), link('unsubscribe')),
    });
  });
}

/** Follows a newsletter link; false when the token is unknown. */
export async function applyNewsletterToken(
  db: Database,
  token: string,
  action: 'confirm' | 'unsubscribe',
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set(
      action === 'confirm' ? { status: 'confirmed', confirmedAt: now } : { status: 'unsubscribed' },
    )
    .where(
      and(
        eq(newsletterSubscribers.tokenSha256, sha256(token)),
        // An unsubscribed address is not re-subscribed by an old confirmation link.
        action === 'confirm' ? sql`${newsletterSubscribers.status} <> 'unsubscribed'` : undefined,
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return row !== undefined;
}
