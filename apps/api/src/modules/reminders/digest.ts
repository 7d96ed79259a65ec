import { and, asc, eq, gte, inArray, lt, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import {
  ATTENDANCE_LABELS,
  LESSON_KIND_LABELS,
  type ClassLesson,
  type Language,
} from '@iqra/contracts';
import { classes, guardianships, products, subscriptions, tiers, users } from '../../db/schema.ts';
import { homeworkToPrepare, lessonsOf } from '../lessons/index.ts';
import {
  courseWith,
  isolate,
  readerOf,
  whenFor,
  type DigestPart,
  type MailContent,
  type MailReader,
} from '../mail/index.ts';
import { classNameIn, classQuery, tutorOf, type ClassRow } from '../teaching/index.ts';
import { unsubscribing, wanting, type ReminderContext } from './reminder-context.ts';
import { textIn } from '../../lib/in-language.ts';

// The weekly digest, written when it is sent: for the reader's children (and the reader, if
// they learn too), the week that ended at the digest's moment and the week after it, on the
// reader's clock. due.ts decides when one is owed; this says what is in it, or that there is
// nothing to say (then nothing is sent).

const digestSchema = z.object({ userId: z.number(), dueAt: z.coerce.date() });

/** How far ahead a plan's end is worth a line. */
const PLAN_ENDING_DAYS = 14;

/** "Sun 7 Mar, 17:00": a class in a digest's rows, on the reader's clock. */
const shortWhen = (reader: MailReader, at: Date, zone: string) =>
  new Intl.DateTimeFormat(reader.locale === 'en' ? 'en-GB' : `ar-u-nu-${reader.digits}`, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(at);

/** "Sunday 7 March": the ends of the week a digest covers. */
const dayOf = (reader: MailReader, at: Date, zone: string) =>
  new Intl.DateTimeFormat(reader.locale === 'en' ? 'en-GB' : `ar-u-nu-${reader.digits}`, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: zone,
  }).format(at);

/** The same wall-clock moment `weeks` weeks away on `zone`'s calendar (167 to 169 hours). */
const weeksAway = (at: Date, zone: string, weeks: number) =>
  new Date(
    Temporal.Instant.fromEpochMilliseconds(at.getTime())
      .toZonedDateTimeISO(zone)
      .add({ weeks })
      .toInstant().epochMilliseconds,
  );

/** How a class of the week went, in a few words. */
function outcome(row: ClassRow): 'attended' | 'missed' | 'cancelled' | 'unrecorded' {
  if (row.status === 'cancelled' || row.attendance === 'tutor_absent') return 'cancelled';
  if (row.attendance === 'present' || row.attendance === 'late') return 'attended';
  if (row.attendance === 'absent' || row.attendance === 'excused') return 'missed';
  return 'unrecorded';
}

/** The words of a digest's rows, in each language (the mail's own are in its template). */
const WORDS = {
  en: {
    outcomes: {
      attended: 'attended',
      missed: 'missed',
      cancelled: 'cancelled',
      unrecorded: 'not recorded yet',
    },
    classes: (n: number) => `${n} ${n === 1 ? 'class' : 'classes'}`,
    list: ', ',
    attendance: ATTENDANCE_LABELS,
    kinds: LESSON_KIND_LABELS,
    cancelled: 'Cancelled',
    unrecorded: 'Not recorded yet',
    homework: 'Homework',
    note: 'Tutor’s note',
    prepare: (course: string) => `To prepare for ${course}`,
  },
  ar: {
    outcomes: {
      attended: 'حضور',
      missed: 'غياب',
      cancelled: 'ملغاة',
      unrecorded: 'لم تُسجَّل بعد',
    },
    classes: (n: number) =>
      n === 1
        ? 'حصة واحدة'
        : n === 2
          ? 'حصتان'
          : n % 100 >= 3 && n % 100 <= 10
            ? `${n} حصص`
            : `${n} حصة`,
    list: '، ',
    attendance: {
      present: 'حاضر',
      late: 'متأخر',
      absent: 'غائب',
      excused: 'غياب بعذر',
      tutor_absent: 'المعلّم غائب',
    },
    kinds: {
      new_lesson: 'درس جديد',
      recent_revision: 'مراجعة قريبة',
      long_revision: 'مراجعة بعيدة',
      qaida: 'درس القاعدة',
      unit: 'وحدة',
    },
    cancelled: 'ملغاة',
    unrecorded: 'لم تُسجَّل بعد',
    homework: 'الواجب',
    note: 'ملاحظة المعلّم',
    prepare: (course: string) => `للتحضير لـ${isolate(course)}`,
  },
} satisfies Record<Language, unknown>;

type Words = (typeof WORDS)['en'];

function tallyOf(words: Words, rows: ClassRow[]): string | null {
  if (rows.length === 0) return null;
  const counts = new Map<keyof Words['outcomes'], number>();
  for (const row of rows) counts.set(outcome(row), (counts.get(outcome(row)) ?? 0) + 1);
  const parts = (Object.keys(words.outcomes) as (keyof Words['outcomes'])[]).flatMap((key) =>
    counts.has(key) ? [`${counts.get(key)} ${words.outcomes[key]}`] : [],
  );
  return `${words.classes(rows.length)}: ${parts.join(words.list)}`;
}

/** What a coverage reads as in a row: "Al-Mulk 67:1–10", or a Qaida lesson's title. */
const coverage = (
  words: Words,
  item: { kind: keyof typeof LESSON_KIND_LABELS; label: string; note: string },
) => `${words.kinds[item.kind]}: ${item.label}${item.note ? ` (${item.note})` : ''}`;

/** A class with its tutor, when it has one. */
const classWith = (reader: MailReader, row: ClassRow) => {
  const course = classNameIn(reader.locale, row);
  const tutor = tutorOf(row)?.name;
  return tutor ? courseWith(reader.locale, course, tutor) : course;
};

/** A class of the week as rows: when and how it went, the tutor's note, the lesson. */
function weekRows(
  reader: MailReader,
  row: ClassRow,
  lesson: ClassLesson | undefined,
  zone: string,
) {
  const words = WORDS[reader.locale];
  const how =
    row.status === 'cancelled'
      ? words.cancelled
      : row.attendance
        ? words.attendance[row.attendance]
        : words.unrecorded;
  const rows: [string, string][] = [
    [shortWhen(reader, row.startsAt, zone), `${classWith(reader, row)}: ${how}`],
  ];
  for (const entry of lesson?.entries ?? []) {
    rows.push([words.kinds[entry.kind], `${entry.label}: ${entry.grade_label}`]);
  }
  if (lesson?.homework) rows.push([words.homework, coverage(words, lesson.homework)]);
  if (row.note) rows.push([words.note, row.note]);
  return rows;
}

/** The reader's children, eldest first, and the reader. */
async function learnersOf(context: ReminderContext, reader: { id: number }) {
  const children = await context.db
    .select({ id: users.id, firstName: users.firstName })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.childId))
    .where(eq(guardianships.guardianId, reader.id))
    .orderBy(asc(users.birthYear), asc(users.id));
  return [
    ...children.map((child) => ({ id: child.id, child: child.firstName as string | null })),
    { id: reader.id, child: null },
  ];
}

const later = alias(subscriptions, 'later');

/** Plans of these learners ending within the fortnight after `from`, not renewed. */
function plansEnding(context: ReminderContext, learnerIds: number[], from: Date) {
  const until = new Date(from.getTime() + PLAN_ENDING_DAYS * 86_400_000);
  return context.db
    .select({
      userId: subscriptions.userId,
      course: products.name,
      courseAr: products.nameAr,
      plan: tiers.name,
      planAr: tiers.nameAr,
      endedAt: subscriptions.endedAt,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(tiers, eq(tiers.id, subscriptions.tierId))
    .where(
      and(
        inArray(subscriptions.userId, learnerIds),
        ne(subscriptions.status, 'cancelled'),
        gte(subscriptions.endedAt, from),
        lt(subscriptions.endedAt, until),
        notExists(
          context.db
            .select({ one: sql`1` })
            .from(later)
            .where(
              and(
                eq(later.userId, subscriptions.userId),
                eq(later.productId, subscriptions.productId),
                ne(later.status, 'cancelled'),
                sql`${later.endedAt} > ${subscriptions.endedAt}`,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(subscriptions.endedAt));
}

/** The digest owed to `mail.to` for the week that ended at its moment; null if none is. */
export async function composeDigest(
  context: ReminderContext,
  mail: { to: string; payload: unknown },
): Promise<MailContent | null> {
  const parsed = digestSchema.safeParse(mail.payload);
  if (!parsed.success) return null;
  const { userId, dueAt } = parsed.data;
  const [reader] = await context.db
    .select({ id: users.id, firstName: users.firstName, email: users.email, zone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  // Gone, or at another address now; or the digest was turned off since it was queued.
  if (!reader || reader.email !== mail.to) return null;
  const settings = await wanting(context, { type: 'user', id: reader.id }, 'weekly_digest');
  if (!settings) return null;

  const zone = reader.zone ?? 'UTC';
  const language = await readerOf(context.db, mail.to);
  const words = WORDS[language.locale];
  const from = weeksAway(dueAt, zone, -1);
  const ahead = weeksAway(dueAt, zone, 1);
  const learners = await learnersOf(context, reader);
  const ids = learners.map((learner) => learner.id);
  const [rows, ending] = await Promise.all([
    classQuery(context.db)
      .where(
        and(
          inArray(subscriptions.userId, ids),
          gte(classes.startsAt, from),
          lt(classes.startsAt, ahead),
        ),
      )
      .orderBy(asc(classes.startsAt), asc(classes.id)),
    plansEnding(context, ids, dueAt),
  ]);
  const past = rows.filter((row) => row.startsAt.getTime() < dueAt.getTime());
  const next = rows.filter((row) => row.startsAt.getTime() >= dueAt.getTime());
  const nextScheduled = next.filter((row) => row.status === 'scheduled');
  const [lessons, prepare] = await Promise.all([
    lessonsOf(
      context.db,
      past.filter((row) => row.attendance !== null).map((row) => row.id),
    ),
    homeworkToPrepare(context.db, [
      ...new Set(nextScheduled.flatMap((row) => (row.subscriptionId ? [row.subscriptionId] : []))),
    ]),
  ]);

  const parts = learners.flatMap((learner): DigestPart[] => {
    const mine = (row: ClassRow) => row.learnerId === learner.id;
    const week = past.filter(mine);
    const upcoming = nextScheduled.filter(mine);
    const plans = ending.filter((plan) => plan.userId === learner.id);
    if (week.length === 0 && upcoming.length === 0 && plans.length === 0) return [];
    const aheadRows: [string, string][] = upcoming.map((row) => {
      return [shortWhen(language, row.startsAt, zone), classWith(language, row)];
    });
    const prepared = new Set<number>();
    for (const row of upcoming) {
      const homework = row.subscriptionId ? prepare.get(row.subscriptionId) : undefined;
      if (!homework || !row.subscriptionId || prepared.has(row.subscriptionId)) continue;
      prepared.add(row.subscriptionId);
      aheadRows.push([words.prepare(classNameIn(language.locale, row)), coverage(words, homework)]);
    }
    return [
      {
        child: learner.child,
        tally: tallyOf(words, week),
        week: week.flatMap((row) => weekRows(language, row, lessons.get(row.id), zone)),
        ahead: aheadRows,
        plansEnding: plans.map((plan) => ({
          course: textIn(language.locale, plan.course, plan.courseAr),
          plan: textIn(language.locale, plan.plan, plan.planAr),
          ends: whenFor(language, plan.endedAt, zone),
        })),
      },
    ];
  });
  if (parts.length === 0) return null;

  const { headers, unsubscribe } = unsubscribing(
    context,
    settings.token,
    'weekly_digest',
    language.locale,
  );
  const family = parts.some((part) => part.child !== null);
  return {
    ...context.mailer.templates.in(language.locale).weeklyDigest({
      firstName: reader.firstName,
      from: dayOf(language, from, zone),
      to: dayOf(language, dueAt, zone),
      zone,
      parts,
      pageUrl: `${context.publicUrl}${family ? '/family' : '/learning?tab=classes'}`,
      unsubscribe,
    }),
    headers,
  };
}
