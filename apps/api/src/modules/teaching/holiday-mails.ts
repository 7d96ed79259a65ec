import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { HOLIDAY_KINDS, type Language } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { classes, makeupCredits, subscriptions } from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { textIn } from '../../lib/in-language.ts';
import {
  courseWith,
  isolate,
  readerOf,
  whenFor,
  type MailContent,
  type MailReader,
  type Mailer,
} from '../mail/index.ts';
import { classEvent } from './class-calendar.ts';
import { attendee, invitationTo, pageOf } from './class-mails.ts';
import { classNameIn } from './class-names.ts';
import { classQuery, type ClassRow } from './class-rows.ts';
import { participantAt, participantsOf, type Participant } from './participants.ts';

// The mail of a holiday's change (decision 049): each learner (a child's guardians, each on
// their own clock) and each tutor gets one mail listing every class of theirs the holiday took
// or gave back, with what the learner gets for them (the plan's new end, or make-up credits)
// and the classes for their calendar. Queued with the change, one row per person in one
// statement; written when it is sent, from the classes as they are then.

export const HOLIDAY_MAIL = 'holiday-classes';

const holidayPart = z.object({
  kind: z.enum(HOLIDAY_KINDS),
  nameEn: z.string().nullable(),
  nameAr: z.string().nullable(),
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
});

const payloadSchema = z.object({
  /** The holiday as it is after the change. */
  holiday: holidayPart,
  /** Whether the school no longer keeps it. */
  removed: z.boolean(),
  side: z.enum(['learner', 'tutor']),
  cancelled: z.array(z.number()),
  restored: z.array(z.number()),
});

type HolidayPart = z.infer<typeof holidayPart>;

const EID_NAMES = {
  eid_al_fitr: { en: 'Eid al-Fitr', ar: 'عيد الفطر' },
  eid_al_adha: { en: 'Eid al-Adha', ar: 'عيد الأضحى' },
} as const;

/** A holiday's name in `language`: an Eid's the site's word, a closure's its own. */
export function holidayName(
  holiday: Pick<HolidayPart, 'kind' | 'nameEn' | 'nameAr'>,
  language: Language,
): string {
  if (holiday.kind !== 'closure') return EID_NAMES[holiday.kind][language];
  return textIn(language, holiday.nameEn ?? '', holiday.nameAr);
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * "Tuesday 9 – Thursday 11 March 2027 (1–3 Shawwal 1448)": a holiday's days on the Gregorian
 * calendar and on the Umm al-Qura one, in the reader's language.
 */
export function holidayDays(reader: MailReader, holiday: Pick<HolidayPart, 'startsOn' | 'endsOn'>) {
  const locale = reader.locale === 'en' ? 'en-GB' : `ar-u-nu-${reader.digits}`;
  const range = (tag: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).formatRange(
      utcDay(holiday.startsOn),
      utcDay(holiday.endsOn),
    );
  const gregorian = range(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const hijriTag =
    reader.locale === 'en'
      ? 'en-GB-u-ca-islamic-umalqura'
      : `ar-u-ca-islamic-umalqura-nu-${reader.digits}`;
  const hijri = range(hijriTag, { day: 'numeric', month: 'long', year: 'numeric' });
  return `${gregorian} (${hijri})`;
}

/**
 * Queues the mail of a holiday's change, in its transaction: one to each person on either side
 * of the classes it took (`cancelled`) or gave back (`restored`).
 */
export async function mailHolidayChange(
  tx: Tx,
  services: { mailer: Mailer },
  change: {
    holiday: HolidayPart;
    removed: boolean;
    cancelled: number[];
    restored: number[];
  },
): Promise<void> {
  const ids = [...change.cancelled, ...change.restored];
  if (ids.length === 0) return;
  const rows = await classQuery(tx).where(sql`${classes.id} = any(${`{${ids.join(',')}}`}::int[])`);
  const cancelled = new Set(change.cancelled);
  const people = new Map<
    string,
    { to: string; side: Participant['side']; cancelled: number[]; restored: number[] }
  >();
  for (const row of rows) {
    for (const person of participantsOf(row)) {
      const key = `${person.side} ${person.email}`;
      const mail = people.get(key) ?? {
        to: person.email,
        side: person.side,
        cancelled: [],
        restored: [],
      };
      (cancelled.has(row.id) ? mail.cancelled : mail.restored).push(row.id);
      people.set(key, mail);
    }
  }
  const holiday = {
    kind: change.holiday.kind,
    nameEn: change.holiday.nameEn,
    nameAr: change.holiday.nameAr,
    startsOn: change.holiday.startsOn,
    endsOn: change.holiday.endsOn,
  };
  await services.mailer.queueComposed(
    tx,
    [...people.values()].map((mail) => ({
      to: mail.to,
      kind: HOLIDAY_MAIL,
      subject: `${holidayName(holiday, 'en')}: classes changed`,
      sensitive: false,
      payload: { holiday, removed: change.removed, ...mail },
    })),
  );
}

/** What the learner gets for the classes a holiday took: make-up credits, or a later end. */
async function makingGood(
  db: Database,
  reader: MailReader,
  person: Participant,
  taken: ClassRow[],
): Promise<string[]> {
  if (person.side !== 'learner' || taken.length === 0) return [];
  const ids = `{${taken.map((row) => row.id).join(',')}}`;
  const credited = await db
    .select({ classId: makeupCredits.classId })
    .from(makeupCredits)
    .where(sql`${makeupCredits.classId} = any(${ids}::int[])`);
  const withCredit = new Set(credited.map((row) => row.classId));
  const lines: string[] = [];
  const en = reader.locale === 'en';
  if (withCredit.size > 0) {
    lines.push(
      en
        ? `${person.child ? `${person.child} has` : 'You have'} a make-up credit for each class not held: the tutor or the school will book the extra classes with you.`
        : `${person.child ? `لدى ${isolate(person.child)}` : 'لديك'} رصيد حصة تعويضية عن كل حصة لا تُعقد: سيحجز المعلم أو الأكاديمية الحصص الإضافية معك.`,
    );
  }
  const extended = [
    ...new Set(
      taken
        .filter((row) => !withCredit.has(row.id))
        .map((row) => row.subscriptionId)
        .filter((id): id is number => id !== null),
    ),
  ];
  for (const subscriptionId of extended) {
    const [plan] = await db
      .select({ endedAt: subscriptions.endedAt })
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    const row = taken.find((one) => one.subscriptionId === subscriptionId);
    if (!plan || !row) continue;
    const course = classNameIn(reader.locale, row);
    const ends = new Intl.DateTimeFormat(en ? 'en-GB' : `ar-u-nu-${reader.digits}`, {
      dateStyle: 'full',
      timeZone: person.zone,
    }).format(plan.endedAt);
    lines.push(
      en
        ? `${course}: the plan now ends on ${ends}, so no class is lost.`
        : `${isolate(course)}: تنتهي الخطة الآن في ${ends}، فلا تضيع أي حصة.`,
    );
  }
  return lines;
}

/** Writes a holiday's mail as it is sent, from the classes as they are then. */
export function holidayMailComposer(services: { db: Database; mailer: Mailer; publicUrl: string }) {
  const { db, mailer, publicUrl } = services;
  return async ({ to, payload }: { to: string; payload: unknown }): Promise<MailContent | null> => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) return null;
    const { holiday, removed, side, cancelled, restored } = parsed.data;
    const ids = [...cancelled, ...restored];
    const rows = (
      await classQuery(db)
        .where(sql`${classes.id} = any(${`{${ids.join(',')}}`}::int[])`)
        .orderBy(asc(classes.startsAt), asc(classes.id))
    ).filter((row) => participantAt(row, side, to));
    const first = rows[0];
    const person = first && participantAt(first, side, to);
    if (!first || !person) return null;
    const reader = await readerOf(db, to);
    const line = (row: ClassRow) => {
      const other = participantAt(row, side, to)?.withName ?? person.withName;
      return `${whenFor(reader, row.startsAt, person.zone)}: ${courseWith(reader.locale, classNameIn(reader.locale, row), other)}`;
    };
    const wasCancelled = new Set(cancelled);
    const taken = rows.filter((row) => wasCancelled.has(row.id));
    const given = rows.filter((row) => !wasCancelled.has(row.id));
    const events = rows.map((row) => classEvent(row, person, publicUrl));
    const method = given.length === 0 ? 'CANCEL' : taken.length === 0 ? 'REQUEST' : 'PUBLISH';
    return {
      ...mailer.templates.in(reader.locale).holidayClasses({
        firstName: person.firstName,
        child: person.child,
        holiday: holidayName(holiday, reader.locale),
        days: removed ? null : holidayDays(reader, holiday),
        cancelled: taken.map(line),
        restored: given.map(line),
        after: await makingGood(db, reader, person, taken),
        pageUrl: pageOf(publicUrl, person),
      }),
      calendar: await invitationTo(mailer, publicUrl, method, events, attendee(person)),
    };
  };
}
