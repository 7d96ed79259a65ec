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
import { demoRequests, guardianships, users } from '../../db/schema.ts';
import { NotFound } from '../../lib/errors.ts';
import { newSecret } from '../../lib/tokens.ts';

// Who wants which reminders: the kinds a person turned off (on their account page, or with the
// one-click link at the foot of a reminder), and the secret those links carry. A trial family
// has no account; their reminders and links hang on their demo request.
//
// The weekly digest is the one kind that is not on for everyone by default: it is on for a
// parent (someone with a child in the family) unless they turn it off, and off for any other
// learner unless they turn it on. Its choice is kept in `users.digest_on` (null: the default),
// and read here as if it were in the person's opt-outs, so the rest reads it like any kind.

/** Whose reminder settings: an account, or a demo request's family. */
export type Owner = { type: 'user' | 'family'; id: number };

const tableOf = (owner: Owner['type']) => (owner === 'user' ? users : demoRequests);

/** Whether the account wants the weekly digest: as they chose, or, by default, if a parent. */
export const wantsDigest = sql<boolean>`coalesce(${users.digestOn}, exists (
  select 1 from ${guardianships} where ${guardianships.guardianId} = ${users.id}))`;

/** The kinds of reminder a role gets. */
export function kindsFor(role: UserRole | 'family'): readonly ReminderKind[] {
  if (role === 'student') return LEARNER_REMINDERS;
  if (role === 'tutor') return TUTOR_REMINDERS;
  if (role === 'family') return ['class_24h', 'class_1h'];
  return [];
}

/** The kinds turned off, with the digest among them when it is not wanted. */
const optOutsOf = (row: { optOuts: string[]; digest?: boolean }) =>
  row.digest === false ? [...row.optOuts, 'weekly_digest'] : row.optOuts;

/** What is read of an account's settings, its digest's too. */
async function userSettings(db: Database, id: number) {
  const [row] = await db
    .select({
      optOuts: users.mailOptOuts,
      token: users.mailToken,
      digest: wantsDigest,
      weekday: users.digestWeekday,
      minute: users.digestMinute,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** What is read of an owner's settings: an account's, or a trial family's. */
async function settingsRow(db: Database, owner: Owner) {
  if (owner.type === 'user') return userSettings(db, owner.id);
  const [row] = await db
    .select({ optOuts: demoRequests.mailOptOuts, token: demoRequests.mailToken })
    .from(demoRequests)
    .where(eq(demoRequests.id, owner.id));
  return row;
}

/**
 * What a reminder to `owner` needs: what they turned off, and the secret of their unsubscribe
 * links (made now, once, if they have none). Null when the owner is gone.
 */
export async function mailSettingsOf(
  db: Database,
  owner: Owner,
): Promise<{ optOuts: string[]; token: string } | null> {
  const row = await settingsRow(db, owner);
  if (!row) return null;
  const optOuts = optOutsOf(row);
  if (row.token) return { optOuts, token: row.token };
  // Two mails composed at once both try; the first secret written is the one kept.
  const table = tableOf(owner.type);
  const [made] = await db
    .update(table)
    .set({ mailToken: sql`coalesce(${table.mailToken}, ${newSecret()})` })
    .where(eq(table.id, owner.id))
    .returning({ token: table.mailToken });
  return made?.token ? { optOuts, token: made.token } : null;
}

/** "HH:MM" for a minute of the day, and back. */
const timeOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const listed = (
  role: UserRole,
  row: { optOuts: string[]; digest: boolean; weekday: number; minute: number } | undefined,
): MailPreferences => {
  const kinds = kindsFor(role);
  const optOuts = row ? optOutsOf(row) : [];
  return {
    reminders: kinds.map((kind) => ({
      kind,
      label: REMINDER_LABELS[kind],
      on: !optOuts.includes(kind),
    })),
    digest:
      row && kinds.includes('weekly_digest')
        ? { weekday: row.weekday, time: timeOf(row.minute) }
        : null,
  };
};

/** The reminders a signed-in person gets, each on or off, and when their digest goes. */
export async function preferencesOf(
  db: Database,
  user: { id: number; role: UserRole },
): Promise<MailPreferences> {
  return listed(user.role, await userSettings(db, user.id));
}

/** Turns the named kinds on or off for a signed-in person; answers the whole list. */
export async function updatePreferences(
  db: Database,
  user: { id: number; role: UserRole },
  update: MailPreferencesUpdate,
): Promise<MailPreferences> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ optOuts: users.mailOptOuts })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    const off = new Set(current?.optOuts ?? []);
    for (const kind of REMINDER_KINDS) {
      const on = update[kind];
      if (kind === 'weekly_digest') continue;
      if (on === true) off.delete(kind);
      if (on === false) off.add(kind);
    }
    await tx
      .update(users)
      .set({
        mailOptOuts: REMINDER_KINDS.filter((kind) => off.has(kind)),
        ...(update.weekly_digest === undefined ? {} : { digestOn: update.weekly_digest }),
        ...(update.digest_weekday === undefined ? {} : { digestWeekday: update.digest_weekday }),
        ...(update.digest_time === undefined ? {} : { digestMinute: minuteOf(update.digest_time) }),
      })
      .where(eq(users.id, user.id));
  });
  return preferencesOf(db, user);
}

/** The account or family an unsubscribe link's secret belongs to; 404 for none. */
async function ownerOfToken(db: Database, token: string, kind: ReminderKind): Promise<Owner> {
  // Secrets are 43 characters of base64url; anything else is no link of ours.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new NotFound(UNSUBSCRIBE_LINK_INVALID);
  for (const type of ['user', 'family'] as const) {
    // A trial's family gets no digest, so no link of theirs turns one off.
    if (type === 'family' && kind === 'weekly_digest') continue;
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
  const owner = await ownerOfToken(db, token, kind);
  const row = await settingsRow(db, owner);
  return {
    kind,
    label: REMINDER_LABELS[kind],
    on: !optOutsOf(row ?? { optOuts: [] }).includes(kind),
  };
}

/** Turns one kind of reminder off for the owner of an unsubscribe link (no session needed). */
export async function unsubscribe(
  db: Database,
  token: string,
  kind: ReminderKind,
): Promise<UnsubscribeState> {
  const owner = await ownerOfToken(db, token, kind);
  if (kind === 'weekly_digest') {
    await db.update(users).set({ digestOn: false }).where(eq(users.id, owner.id));
  } else {
    const table = tableOf(owner.type);
    await db
      .update(table)
      .set({
        mailOptOuts: sql`case when ${kind} = any (${table.mailOptOuts}) then ${table.mailOptOuts}
        else array_append(${table.mailOptOuts}, ${kind}::text) end`,
      })
      .where(eq(table.id, owner.id));
  }
  return { kind, label: REMINDER_LABELS[kind], on: false };
}
