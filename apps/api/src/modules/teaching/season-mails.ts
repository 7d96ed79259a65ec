import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { classes, seriesSeasons } from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { textIn } from '../../lib/in-language.ts';
import { seasonSpan } from '../../lib/weekly-series.ts';
import {
  planTimes,
  readerOf,
  whenFor,
  Whose,
  type MailContent,
  type Mailer,
  type MailReader,
  type SeasonNews,
} from '../mail/index.ts';
import { pageOf } from './class-mails.ts';
import { classQuery } from './class-rows.ts';
import { participantAt, participantsOf, type Side } from './participants.ts';
import {
  planCalendar,
  planPeople,
  removedPayload,
  removedSchema,
  type RemovedClass,
} from './plan-mails.ts';

// A seasonal timetable's mails: one to each person of the sides told, written when it is sent
// (like a plan's mail) from the season and its classes as they are then. Its proposal goes to
// the side that answers; its answer to the side that asked; a change of classes (agreed, or an
// agreed one undone) to both, with the days' classes as a calendar and those taken away as
// cancelled. A child's side is its guardians (participantsOf).

export const SEASON_MAIL = 'series-season';

const seasonMailSchema = z.object({
  seasonId: z.number(),
  side: z.enum(['learner', 'tutor']),
  news: z.enum(['proposed', 'accepted', 'declined', 'withdrawn']),
  at: z.iso.datetime(),
  /** Whether the mail carries the days' classes: the classes changed. */
  calendar: z.boolean(),
  removed: removedSchema,
});

/** Queues a season's news to everyone on `sides`, in the change's transaction. */
export async function mailSeason(
  tx: Tx,
  mailer: Mailer,
  news: {
    seasonId: number;
    sides: Side[];
    news: SeasonNews;
    at: Date;
    /** Whether the season changed classes: the mail then carries the days' classes. */
    calendar: boolean;
    removed: RemovedClass[];
  },
): Promise<void> {
  const [season] = await tx
    .select({ seriesId: seriesSeasons.seriesId })
    .from(seriesSeasons)
    .where(eq(seriesSeasons.id, news.seasonId));
  const found = season && (await planPeople(tx, season.seriesId));
  if (!found) return;
  for (const person of participantsOf(found.people)) {
    if (!news.sides.includes(person.side)) continue;
    await mailer.queueComposed(tx, {
      to: person.email,
      kind: SEASON_MAIL,
      subject: `Seasonal timetable: ${Whose(person.child)} ${found.course}`,
      sensitive: false,
      payload: {
        seasonId: news.seasonId,
        side: person.side,
        news: news.news,
        at: news.at.toISOString(),
        calendar: news.calendar,
        removed: removedPayload(news.removed),
      },
    });
  }
}

/** "Monday 8 February 2027": a calendar date as a mail to `reader` says it. */
function dayFor(reader: MailReader, day: string): string {
  const locale: string = reader.locale === 'en' ? 'en-GB' : `ar-u-nu-${reader.digits}`;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

const DAYS_BETWEEN: Record<Language, (first: string, last: string) => string> = {
  en: (first, last) => `${first} to ${last}`,
  ar: (first, last) => `من ${first} إلى ${last}`,
};

/** Writes a season's mail as it is sent, to whoever holds its side of the plan then. */
export function seasonMailComposer(services: { db: Database; mailer: Mailer; publicUrl: string }) {
  const { db, mailer, publicUrl } = services;
  return async ({ to, payload }: { to: string; payload: unknown }): Promise<MailContent | null> => {
    const parsed = seasonMailSchema.safeParse(payload);
    if (!parsed.success) return null;
    const { seasonId, side, news, at, calendar, removed } = parsed.data;
    const [season] = await db.select().from(seriesSeasons).where(eq(seriesSeasons.id, seasonId));
    const found = season && (await planPeople(db, season.seriesId));
    const person = found && participantAt(found.people, side, to);
    if (!season || !found || !person) return null;
    const span = seasonSpan(season, found.series.anchorZone);
    const from = new Date(Math.max(Date.parse(at), span.from.getTime()));
    const rows = calendar
      ? await classQuery(db)
          .where(
            and(
              eq(classes.seriesId, season.seriesId),
              eq(classes.status, 'scheduled'),
              gt(classes.startsAt, from),
              lt(classes.startsAt, span.until),
            ),
          )
          .orderBy(asc(classes.startsAt))
      : [];
    const reader = await readerOf(db, to);
    const first = rows[0]?.startsAt;
    const content = mailer.templates.in(reader.locale).seasonNews({
      firstName: person.firstName,
      child: person.child,
      course: textIn(reader.locale, found.course, found.courseAr),
      withName: person.withName,
      news,
      days: DAYS_BETWEEN[reader.locale](
        dayFor(reader, season.startsOn),
        dayFor(reader, season.endsOn),
      ),
      season: planTimes(reader.locale, season),
      usual: planTimes(reader.locale, found.series),
      first: first ? whenFor(reader, first, person.zone) : null,
      pageUrl: pageOf(publicUrl, person),
    });
    if (!calendar) return content;
    return {
      ...content,
      calendar: await planCalendar(services, found.course, person, rows, removed),
    };
  };
}
