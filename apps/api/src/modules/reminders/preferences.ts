import { eq, sql } from 'drizzle-orm';
import {
  LEARNER_REMINDERS,
  REMINDER_KINDS,
  REMINDER_LABELS,
  TUTOR_REMINDERS,
  UNSUBSCRIBE_LINK_INVALID,
  type MailPreferences,
  type MailPreferencesUpdate,
  type ReminderKind,
  type UnsubscribeState,
  type UserRole,
} from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { demoRequests, users } from '../../db/schema.ts';
import { NotFound } from '../../lib/errors.ts';
import { newSecret } from '../../lib/tokens.ts';

// Who wants which reminders: the kinds a person turned off (on their account page, or with the
// one-click link at the foot of a reminder), and the secret those links carry. A trial family
// has no account; their reminders and links hang on their demo request.

/** Whose reminder settings: an account, or a demo request's family. */
export type Owner = { type: 'user' | 'family'; id: number };

const tableOf = (owner: Owner['type']) => (owner === 'user' ? users : demoRequests);

/** The kinds of reminder a role gets. */
export function kindsFor(role: UserRole | 'family'): readonly ReminderKind[] {
  if (role === 'student') return LEARNER_REMINDERS;
  if (role === 'tutor') return TUTOR_REMINDERS;
  if (role === 'family') return ['class_24h', 'class_1h'];
  return [];
}

/**
 * What a reminder to `owner` needs: what they turned off, and the secret of their unsubscribe
 * links (made now, once, if they have none). Null when the owner is gone.
 */
export async function mailSettingsOf(
  db: Database,
  owner: Owner,
): Promise<{ optOuts: string[]; token: string } | null> {
  const table = tableOf(owner.type);
  const [row] = await db
    .select({ optOuts: table.mailOptOuts, token: table.mailToken })
    .from(table)
    .where(eq(table.id, owner.id));
  if (!row) return null;
  if (row.token) return { optOuts: row.optOuts, token: row.token };
  // Two mails composed at once both try; the first secret written is the one kept.
  const [made] = await db
    .update(table)
    .set({ mailToken: sql`coalesce(${table.mailToken}, ${newSecret()})` })
    .where(eq(table.id, owner.id))
    .returning({ token: table.mailToken });
  return made?.token ? { optOuts: row.optOuts, token: made.token } : null;
}

const listed = (kinds: readonly ReminderKind[], optOuts: string[]): MailPreferences => ({
  reminders: kinds.map((kind) => ({
    kind,
    label: REMINDER_LABELS[kind],
    on: !optOuts.includes(kind),
  })),
});

/** The reminders a signed-in person gets, each on or off. */
export async function preferencesOf(
  db: Database,
  user: { id: number; role: UserRole },
): Promise<MailPreferences> {
  const [row] = await db
    .select({ optOuts: users.mailOptOuts })
    .from(users)
    .where(eq(users.id, user.id));
  return listed(kindsFor(user.role), row?.optOuts ?? []);
}

/** Turns the named kinds on or off for a signed-in person; answers the whole list. */
export async function updatePreferences(
  db: Database,
  user: { id: number; role: UserRole },
  update: MailPreferencesUpdate,
): Promise<MailPreferences> {
  const [row] = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ optOuts: users.mailOptOuts })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    const off = new Set(current?.optOuts ?? []);
    for (const kind of REMINDER_KINDS) {
      const on = update[kind];
      if (on === true) off.delete(kind);
      if (on === false) off.add(kind);
    }
    return tx
      .update(users)
      .set({ mailOptOuts: REMINDER_KINDS.filter((kind) => off.has(kind)) })
      .where(eq(users.id, user.id))
      .returning({ optOuts: users.mailOptOuts });
  });
  return listed(kindsFor(user.role), row?.optOuts ?? []);
}

/** The account or family an unsubscribe link's secret belongs to; 404 for none. */
async function ownerOfToken(db: Database, token: string): Promise<Owner> {
  // Secrets are 43 characters of base64url; anything else is no link of ours.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new NotFound(UNSUBSCRIBE_LINK_INVALID);
  for (const type of ['user', 'family'] as const) {
    const table = tableOf(type);
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.mailToken, token));
    if (row) return { type, id: row.id };
  }
  throw new NotFound(UNSUBSCRIBE_LINK_INVALID);
}

/** What an unsubscribe link would turn off, and whether it is on now. */
export async function unsubscribeState(
  db: Database,
  token: string,
  kind: ReminderKind,
): Promise<UnsubscribeState> {
  const owner = await ownerOfToken(db, token);
  const table = tableOf(owner.type);
  const [row] = await db
    .select({ optOuts: table.mailOptOuts })
    .from(table)
    .where(eq(table.id, owner.id));
  return { kind, label: REMINDER_LABELS[kind], on: !(row?.optOuts ?? []).includes(kind) };
}

/** Turns one kind of reminder off for the owner of an unsubscribe link (no session needed). */
export async function unsubscribe(
  db: Database,
  token: string,
  kind: ReminderKind,
): Promise<UnsubscribeState> {
  const owner = await ownerOfToken(db, token);
  const table = tableOf(owner.type);
  await db
    .update(table)
    .set({
      mailOptOuts: sql`case when ${kind} = any (${table.mailOptOuts}) then ${table.mailOptOuts}
        else array_append(${table.mailOptOuts}, ${kind}::text) end`,
    })
    .where(eq(table.id, owner.id));
  return { kind, label: REMINDER_LABELS[kind], on: false };
}
