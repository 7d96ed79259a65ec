import { and, asc, eq, gte, inArray, lt, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { ATTENDANCE_LABELS, LESSON_KIND_LABELS, type ClassLesson } from '@iqra/contracts';
import { classes, guardianships, products, subscriptions, tiers, users } from '../../db/schema.ts';
import { formatInZone } from '../../lib/zoned-time.ts';
import { homeworkToPrepare, lessonsOf } from '../lessons/index.ts';
import type { DigestPart, MailContent } from '../mail/index.ts';
import { classQuery, tutorOf, type ClassRow } from '../teaching/index.ts';
import { unsubscribing, wanting, type ReminderContext } from './reminder-context.ts';

// The weekly digest, written when it is sent: for the reader's children (and the reader, if
// they learn too), the week that ended at the digest's moment and the week after it, on the
// reader's clock. due.ts decides when one is owed; this says what is in it, or that there is
// nothing to say (then nothing is sent).

const digestSchema = z.object({ userId: z.number(), dueAt: z.coerce.date() });

/** How far ahead a plan's end is worth a line. */
const PLAN_ENDING_DAYS = 14;

/** "Sun 7 Mar, 17:00": a class in a digest's rows, on the reader's clock. */
const shortWhen = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(at);

/** "Sunday 7 March": the ends of the week a digest covers. */
const dayOf = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
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

const OUTCOME_WORDS = {
  attended: 'attended',
  missed: 'missed',
  cancelled: 'cancelled',
  unrecorded: 'not recorded yet',
} as const;

function tallyOf(rows: ClassRow[]): string | null {
  if (rows.length === 0) return null;
  const counts = new Map<keyof typeof OUTCOME_WORDS, number>();
  for (const row of rows) counts.set(outcome(row), (counts.get(outcome(row)) ?? 0) + 1);
  const parts = (Object.keys(OUTCOME_WORDS) as (keyof typeof OUTCOME_WORDS)[]).flatMap((key) =>
    counts.has(key) ? [`${counts.get(key)} ${OUTCOME_WORDS[key]}`] : [],
  );
  const total = `${rows.length} ${rows.length === 1 ? 'class' : 'classes'}`;
  return `${total}: ${parts.join(', ')}`;
}

/** What a coverage reads as in a row: "Al-Mulk 67:1–10", or a Qaida lesson's title. */
const coverage = (item: { kind: keyof typeof LESSON_KIND_LABELS; label: string; note: string }) =>
  `${LESSON_KIND_LABELS[item.kind]}: ${item.label}${item.note ? ` (${item.note})` : ''}`;

/** A class of the week as rows: when and how it went, the tutor's note, the lesson. */
function weekRows(row: ClassRow, lesson: ClassLesson | undefined, zone: string) {
  const course = row.course ?? row.title;
  const tutor = tutorOf(row)?.name;
  const how =
    row.status === 'cancelled'
      ? 'Cancelled'
      : row.attendance
        ? ATTENDANCE_LABELS[row.attendance]
        : 'Not recorded yet';
  const rows: [string, string][] = [
    [shortWhen(row.startsAt, zone), `${course}${tutor ? ` with ${tutor}` : ''}: ${how}`],
  ];
  for (const entry of lesson?.entries ?? []) {
    rows.push([LESSON_KIND_LABELS[entry.kind], `${entry.label}: ${entry.grade_label}`]);
  }
  if (lesson?.homework) rows.push(['Homework', coverage(lesson.homework)]);
  if (row.note) rows.push(['Tutor’s note', row.note]);
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
      plan: tiers.name,
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
      const tutor = tutorOf(row)?.name;
      return [
        shortWhen(row.startsAt, zone),
        `${row.course ?? row.title}${tutor ? ` with ${tutor}` : ''}`,
      ];
    });
    const prepared = new Set<number>();
    for (const row of upcoming) {
      const homework = row.subscriptionId ? prepare.get(row.subscriptionId) : undefined;
      if (!homework || !row.subscriptionId || prepared.has(row.subscriptionId)) continue;
      prepared.add(row.subscriptionId);
      aheadRows.push([`To prepare for ${row.course ?? row.title}`, coverage(homework)]);
    }
    return [
      {
        child: learner.child,
        tally: tallyOf(week),
        week: week.flatMap((row) => weekRows(row, lessons.get(row.id), zone)),
        ahead: aheadRows,
        plansEnding: plans.map((plan) => ({
          course: plan.course,
          plan: plan.plan,
          ends: formatInZone(plan.endedAt, zone),
        })),
      },
    ];
  });
  if (parts.length === 0) return null;

  const { headers, unsubscribe } = unsubscribing(context, settings.token, 'weekly_digest');
  const family = parts.some((part) => part.child !== null);
  return {
    ...context.mailer.templates.weeklyDigest({
      firstName: reader.firstName,
      from: dayOf(from, zone),
      to: dayOf(dueAt, zone),
      zone,
      parts,
      pageUrl: `${context.publicUrl}${family ? '/family' : '/learning?tab=classes'}`,
      unsubscribe,
    }),
    headers,
  };
}
