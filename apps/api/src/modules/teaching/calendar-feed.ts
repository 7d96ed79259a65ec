import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { createEvents, type EventAttributes } from 'ics';
import type { CalendarFeed } from '@iqra/contracts';
import { classes, subscriptions, users } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { newSecret } from '../../lib/tokens.ts';
import { classQuery, learnerOf, tutorOf, type ClassRow } from './class-rows.ts';

// A private calendar feed per person: an address with a secret in it that a calendar app
// (Google, Apple, Outlook) reads every few hours, listing the person's classes. A new secret
// kills the old address.

/** How far back a feed reaches; it reaches forward to the last class planned. */
const FEED_DAYS_BACK = 30;
const FEED_MAX_CLASSES = 2_000;
/** The alarm every class carries. */
const ALARM_MINUTES = 15;
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

/** What a calendar shows of a class: for a learner, who teaches; for a tutor, whom. */
function eventOf(
  row: ClassRow,
  viewer: 'learner' | 'tutor',
  context: { host: string; publicUrl: string },
): EventAttributes {
  const other =
    viewer === 'learner'
      ? tutorOf(row)?.name
      : (learnerOf(row)?.name ?? (row.trialEmail ? `a trial (${row.trialEmail})` : undefined));
  const what = row.course ?? row.title;
  const title = other ? `${what} with ${other}` : what;
  const manage =
    viewer === 'learner'
      ? `${context.publicUrl}/learning?tab=classes`
      : `${context.publicUrl}/teach`;
  const description = [
    row.title !== what ? row.title : null,
    row.link ? `Join: ${row.link}` : null,
    `Your classes: ${manage}`,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    uid: `class-${row.id}@${context.host}`,
    sequence: row.sequence,
    start: row.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: row.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title,
    description,
    ...(row.link ? { location: row.link, url: row.link } : {}),
    status: row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: row.status === 'cancelled' ? 'FREE' : 'BUSY',
    alarms:
      row.status === 'cancelled'
        ? []
        : [
            {
              action: 'display',
              description: title,
              trigger: { minutes: ALARM_MINUTES, before: true },
            },
          ],
  };
}

/**
 * The feed behind a file name (`<secret>.ics`): the iCalendar text of its owner's classes
 * from 30 days back on, cancelled ones marked cancelled; null for no such feed.
 */
export async function calendarFeedText(
  db: Database,
  name: string,
  publicUrl: string,
  now = new Date(),
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
  const context = { host: new URL(publicUrl).host, publicUrl };
  const { error, value } = createEvents(
    rows.map((row) => eventOf(row, viewer, context)),
    { productId: 'iqra/classes', method: 'PUBLISH', calName: 'Iqra Academy classes' },
  );
  if (error || value === undefined) throw error ?? new Error('no calendar was made');
  return value;
}
