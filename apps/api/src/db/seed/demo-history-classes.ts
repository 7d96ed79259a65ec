import { Temporal } from 'temporal-polyfill';
import { occurrencesBetween } from '../../lib/weekly-series.ts';
import type { Transaction as Tx } from '../client.ts';
import { classes, classSeries, demoRequests, makeupCredits } from '../schema.ts';
import { courses } from './content.ts';
import { HISTORY_LEADS, type HistoryLearner } from './demo-history-data.ts';

// The demo school's year of classes (demo-history.ts): each term's weekly plan and its classes,
// the make-up credits and classes, and the demo requests with their trial classes. Tutors'
// plans keep Sundays free; make-up and trial classes are on Sunday evenings in Cairo.

const DAY_MS = 86_400_000;
export const SCHOOL_ZONE = 'Africa/Cairo';
/** The teaching module's title of a trial class (modules/teaching/class-names.ts). */
const TRIAL_TITLE = 'Free trial class';

type NewClass = typeof classes.$inferInsert;
type Attendance = NonNullable<NewClass['attendance']>;

/** A history learner's term, as demo-history.ts made it. */
export interface Term {
  learner: HistoryLearner;
  email: string;
  tutorId: number;
  subscriptionId: number;
  startedAt: Date;
  endedAt: Date;
}

export async function historyClasses(tx: Tx, now: Date, terms: Term[]): Promise<void> {
  const sundays = new SundayHours();
  const maryam = terms.find((term) => term.learner.tutor === 'maryam')?.tutorId;
  if (maryam === undefined) throw new Error('Seed data is inconsistent: no history with Maryam');
  await trials(tx, now, { terms, sundays, leadsTutorId: maryam });
  const series = await tx
    .insert(classSeries)
    .values(
      terms.map((term) => ({
        subscriptionId: term.subscriptionId,
        tutorId: term.tutorId,
        ...ruleOf(term.learner),
        createdAt: term.startedAt,
      })),
    )
    .returning({ id: classSeries.id });
  const rows = terms.flatMap((term, index) => termClasses(term, index, series[index]?.id, now));
  const held = await tx.insert(classes).values(rows).returning({
    id: classes.id,
    subscriptionId: classes.subscriptionId,
    tutorId: classes.tutorId,
    title: classes.title,
    startsAt: classes.startsAt,
    endsAt: classes.endsAt,
    cancelledBy: classes.cancelledBy,
    attendance: classes.attendance,
  });
  const owed = held.filter(
    (row) => row.cancelledBy === 'tutor' || row.attendance === 'tutor_absent',
  );
  await makeups(tx, now, owed, sundays);
}

const ruleOf = (learner: HistoryLearner) => ({
  weekdays: learner.weekdays,
  startTime: learner.startTime,
  minutes: learner.tier.startsWith('60') ? 60 : 30,
  anchorZone: SCHOOL_ZONE,
});

/**
 * The term's classes, all held: mostly present, now and then late, absent, excused or missed
 * by the tutor, a few cancelled by the learner, and those the tutor cancelled.
 */
function termClasses(term: Term, index: number, seriesId: number | undefined, now: Date) {
  const times = occurrencesBetween(ruleOf(term.learner), term.startedAt, term.endedAt);
  const cancels = new Set(
    (term.learner.tutorCancels ?? []).map((place) => (place < 0 ? times.length + place : place)),
  );
  return times.map((time, place): NewClass => ({
    subscriptionId: term.subscriptionId,
    seriesId: seriesId ?? null,
    tutorId: term.tutorId,
    title: courseTitle(term.learner.course),
    startsAt: time.startsAt,
    endsAt: time.endsAt,
    anchorZone: SCHOOL_ZONE,
    timeSetAt: now,
    ...(cancels.has(place)
      ? cancelled('tutor', time.startsAt)
      : outcomeOf((place * 7 + index * 3) % 40, time)),
  }));
}

const cancelled = (by: 'learner' | 'tutor', startsAt: Date) => ({
  status: 'cancelled' as const,
  cancelledBy: by,
  cancelledAt: new Date(startsAt.getTime() - 20 * 3_600_000),
});

const recorded = (attendance: Attendance, endsAt: Date) => ({
  attendance,
  recordedAt: new Date(endsAt.getTime() + 10 * 60_000),
});

/** One class in forty cancelled by the learner; about one in seven not simply present. */
function outcomeOf(draw: number, time: { startsAt: Date; endsAt: Date }) {
  if (draw === 1) return cancelled('learner', time.startsAt);
  const odd: Record<number, Attendance> = {
    2: 'late',
    9: 'late',
    4: 'absent',
    5: 'excused',
    6: 'tutor_absent',
  };
  return recorded(odd[draw] ?? 'present', time.endsAt);
}

/**
 * Credits for what the tutors cancelled or missed: most booked as a make-up class on the Sunday
 * after (before the demo tutor's present plans began, teaching.ts); the first left to expire,
 * and those not expired yet left open.
 */
async function makeups(
  tx: Tx,
  now: Date,
  owed: {
    id: number;
    subscriptionId: number | null;
    tutorId: number | null;
    title: string;
    startsAt: Date;
    endsAt: Date;
  }[],
  sundays: SundayHours,
) {
  const bookedBy = now.getTime() - 21 * DAY_MS;
  const credits = [...owed]
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .map((row, place) => {
      const expiresAt = new Date(row.startsAt.getTime() + 4 * 7 * DAY_MS);
      const local = cairo(row.startsAt);
      const sunday = local.add({ days: 7 - local.dayOfWeek || 7 });
      const tutorId = row.tutorId ?? 0;
      const startsAt = sundays.peek(tutorId, sunday, 19);
      const booked =
        place > 0 && expiresAt <= now && startsAt.getTime() <= bookedBy && startsAt < expiresAt;
      if (booked) sundays.book(tutorId, sunday, 19);
      const endsAt = new Date(startsAt.getTime() + (row.endsAt.getTime() - row.startsAt.getTime()));
      return { row, expiresAt, booked, startsAt, endsAt };
    });
  const toBook = credits.filter((credit) => credit.booked);
  const made =
    toBook.length === 0
      ? []
      : await tx
          .insert(classes)
          .values(
            toBook.map(({ row, startsAt, endsAt }) => ({
              kind: 'makeup' as const,
              subscriptionId: row.subscriptionId,
              tutorId: row.tutorId,
              title: row.title,
              startsAt,
              endsAt,
              anchorZone: SCHOOL_ZONE,
              timeSetAt: now,
              ...recorded('present', endsAt),
            })),
          )
          .returning({ id: classes.id });
  if (credits.length === 0) return;
  await tx.insert(makeupCredits).values(
    credits.map((credit) => ({
      subscriptionId: credit.row.subscriptionId ?? 0,
      classId: credit.row.id,
      usedClassId: credit.booked ? (made[toBook.indexOf(credit)]?.id ?? null) : null,
      expiresAt: credit.expiresAt,
      createdAt: credit.row.startsAt,
    })),
  );
}

/**
 * Demo requests: those of learners who then paid, by the same address, with a trial class the
 * Sunday before their first month; and families who asked and did not buy, most of them with a
 * trial with Maryam the Sunday after.
 */
async function trials(
  tx: Tx,
  now: Date,
  input: { terms: Term[]; sundays: SundayHours; leadsTutorId: number },
) {
  const asked = input.terms
    .filter((term) => term.learner.trial)
    .map((term) => {
      const dayBefore = cairo(term.startedAt).subtract({ days: 1 });
      const sunday = dayBefore.subtract({ days: dayBefore.dayOfWeek % 7 });
      const startsAt = input.sundays.book(term.tutorId, sunday, 20);
      const request = {
        email: term.email,
        preferredAt: startsAt,
        timeZone: term.learner.timeZone,
        language: 'en' as const,
        status: 'closed' as const,
        createdAt: new Date(startsAt.getTime() - 3 * DAY_MS),
      };
      return { request, trial: { tutorId: term.tutorId, startsAt, outcome: 'present' as const } };
    });
  const others = HISTORY_LEADS.map((lead) => {
    const createdAt = new Date(now.getTime() - lead.daysAgo * DAY_MS);
    const next = cairo(new Date(createdAt.getTime() + DAY_MS));
    const sunday = next.add({ days: 7 - next.dayOfWeek });
    const startsAt = lead.trial ? input.sundays.book(input.leadsTutorId, sunday, 21) : null;
    if (startsAt && startsAt.getTime() > now.getTime() - DAY_MS) {
      throw new Error('Seed data is inconsistent: a history trial still to come');
    }
    // Staff have closed those of the weeks before; the last week's are new.
    const status = lead.daysAgo < 7 ? ('new' as const) : ('closed' as const);
    const request = { ...lead, preferredAt: startsAt, status, createdAt };
    const trial =
      startsAt && lead.trial
        ? { tutorId: input.leadsTutorId, startsAt, outcome: lead.trial }
        : null;
    return { request, trial };
  });
  const all = [...asked, ...others];
  const requests = await tx
    .insert(demoRequests)
    .values(
      all.map(({ request }) => ({
        email: request.email,
        preferredAt: request.preferredAt,
        timeZone: request.timeZone,
        language: request.language,
        status: request.status,
        createdAt: request.createdAt,
      })),
    )
    .returning({ id: demoRequests.id });
  const trialRows = all.flatMap(({ trial }, index): NewClass[] => {
    const demoRequestId = requests[index]?.id;
    if (!trial || demoRequestId === undefined) return [];
    const endsAt = new Date(trial.startsAt.getTime() + 30 * 60_000);
    return [
      {
        kind: 'trial',
        demoRequestId,
        tutorId: trial.tutorId,
        title: TRIAL_TITLE,
        startsAt: trial.startsAt,
        endsAt,
        anchorZone: SCHOOL_ZONE,
        timeSetAt: now,
        ...(trial.outcome === 'cancelled'
          ? cancelled('learner', trial.startsAt)
          : recorded(trial.outcome, endsAt)),
      },
    ];
  });
  await tx.insert(classes).values(trialRows);
}

/**
 * The Sunday hours of each tutor taken by make-up and trial classes: a booking at an hour
 * already taken takes the hour before.
 */
class SundayHours {
  private readonly taken = new Set<string>();

  peek(tutorId: number, sunday: Temporal.ZonedDateTime, hour: number): Date {
    let at = hour;
    while (this.taken.has(`${tutorId} ${sunday.toPlainDate().toString()} ${at}`)) at--;
    const time = sunday.with({
      hour: at,
      minute: 0,
      second: 0,
      millisecond: 0,
      microsecond: 0,
      nanosecond: 0,
    });
    return new Date(time.epochMilliseconds);
  }

  book(tutorId: number, sunday: Temporal.ZonedDateTime, hour: number): Date {
    const at = this.peek(tutorId, sunday, hour);
    this.taken.add(`${tutorId} ${sunday.toPlainDate().toString()} ${cairo(at).hour}`);
    return at;
  }
}

export const cairo = (at: Date) =>
  Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(SCHOOL_ZONE);

/** A class is titled by its course's name, as the teaching module titles it. */
const courseTitle = (slug: string) =>
  courses.find((course) => course.slug === slug)?.name ?? fail(`course ${slug}`);

function fail(what: string): never {
  throw new Error(`Seed data is inconsistent: ${what} not found`);
}
