import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { newInvitationLink } from '../auth/index.ts';
import type { Language } from '@iqra/contracts';
import {
  enqueueComposedMail,
  requestLanguageOf,
  type MailContent,
  type MailTemplates,
} from '../mail/index.ts';

export const TUTOR_INVITATION_MAIL = 'tutor-invitation';

/**
 * Queues a new tutor's invitation. Its one-time link is made when the mail is sent, so no
 * secret waits in the outbox, and a mail that is never sent leaves no working link behind.
 */
export async function queueTutorInvitation(
  tx: Tx,
  email: string,
  /** The language of the page the tutor was added from: the mail's, until they choose one. */
  locale: Language,
): Promise<void> {
  await enqueueComposedMail(tx, {
    to: email,
    kind: TUTOR_INVITATION_MAIL,
    subject: 'You are invited to teach at Iqra Academy',
    sensitive: true,
    payload: { locale },
  });
}

/** Composes an invitation as it is sent: to a tutor account with that address, if any. */
export function tutorInvitationComposer(db: Database, templates: MailTemplates, publicUrl: string) {
  return async ({ to, payload }: { to: string; payload: unknown }): Promise<MailContent | null> => {
    const [tutor] = await db
      .select({ id: users.id, firstName: users.firstName, language: users.language })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${to.toLowerCase()}`, eq(users.role, 'tutor')))
      .limit(1);
    if (!tutor) return null;
    const setPasswordUrl = await newInvitationLink(db, publicUrl, tutor.id);
    const locale = tutor.language ?? requestLanguageOf(payload);
    return templates.in(locale).tutorInvitation({ firstName: tutor.firstName, setPasswordUrl });
  };
}
