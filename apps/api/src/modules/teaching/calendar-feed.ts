import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { CalendarFeed } from '@iqra/contracts';
import { classes, subscriptions, users } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { newSecret } from '../../lib/tokens.ts';
import { classEvent, feedCalendar } from './class-calendar.ts';
import { classQuery } from './class-rows.ts';

// A private calendar feed per person: an address with a secret in it that a calendar app
// (Google, Apple, Outlook) reads every few hours, listing the person's classes. A new secret
// kills the old address.

/** How far back a feed reaches; it reaches forward to the last class planned. */
const FEED_DAYS_BACK = 30;
const FEED_MAX_CLASSES = 2_000;
/** A feed's file name: the secret (32 random bytes, base64url) and `.ics`. */
const FEED_NAME = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The addresses of a feed: `webcal:` for calendar apps, `https:` for the rest. */
export function feedOf(publicUrl: string, secret: string | null): CalendarFeed {
  if (secret === null) return { webcal_url: null, https_url: null };
  const https = `${publicUrl}/calendar/${secret}.ics`;
  return { webcal_url: https.replace(/^https?:/, 'webcal:'), https_url: https };
}

export async function calendarSecretOf(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ secret: users.calendarSecret })
    .from(users)
    .where(eq(users.id, userId));
  return row?.secret ?? null;
}

/** Gives the person a new feed secret; the old address answers 404 from now on. */
export async function renewCalendarSecret(db: Database, userId: number): Promise<string> {
  const secret = newSecret();
  await db.update(users).set({ calendarSecret: secret }).where(eq(users.id, userId));
  return secret;
}

/**
 * The feed behind a file name (`<secret>.ics`): the iCalendar text of its owner's classes
 * from 30 days back on, cancelled ones marked cancelled; null for no such feed.
 */
export async function calendarFeedText(
  db: Database,
  name: string,
  publicUrl: string,
  now: Date,
): Promise<string | null> {
  const secret = FEED_NAME.exec(name)?.[1];
  if (!secret) return null;
  const [owner] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.calendarSecret, secret));
  if (!owner) return null;
  const viewer = owner.role === 'tutor' ? 'tutor' : 'learner';
  const theirs =
    viewer === 'tutor'
      ? eq(classes.tutorId, owner.id)
      : sql`${classes.subscriptionId} in (select ${subscriptions.id} from ${subscriptions} where ${subscriptions.userId} = ${owner.id})`;
  const rows = await classQuery(db)
    .where(
      and(theirs, gte(classes.startsAt, new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000))),
    )
    .orderBy(asc(classes.startsAt), asc(classes.id))
    .limit(FEED_MAX_CLASSES);
  return feedCalendar(
    rows.map((row) => classEvent(row, viewer, publicUrl)),
    publicUrl,
  );
}
