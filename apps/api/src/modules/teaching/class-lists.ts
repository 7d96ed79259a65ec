import { holidaysToCome } from './calendar-views.ts';
import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ageInYear,
  type ClassLesson,
  type LessonSummary,
  type ClassPeriod,
  type Language,
  type LearnerNotes,
  type MyClassesResponse,
  type TutorClassesResponse,
  type TutorLearner,
} from '@iqra/contracts';
import {
  classes,
  classListVersion,
  products,
  schoolSettings,
  subscriptions,
  users,
} from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import type { Tx } from '../../lib/audit.ts';
import { EncodedBody } from '../../lib/encoded-body.ts';
import { isChild, learnerName } from '../../lib/learner-names.ts';
import { prepared } from '../../lib/prepared.ts';
import { NotFound, ValidationFailed } from '../../lib/errors.ts';
import { homeworkToPrepare, lessonsOf } from '../lessons/index.ts';
import { firstTurnAfter, keptListsOf } from './kept-lists.ts';
import { currentClassListVersion } from './list-version.ts';
import {
  creditsFromJson,
  learnerCreditsJson,
  listMakeupCredits,
  toMakeupCredit,
} from './makeup-credits.ts';
import {
  classQuery,
  learnerClassTurns,
  learnersOwnClassQuery,
  DEFAULT_RULES,
  RECORD_WITHIN_MS,
  schoolRulesForLists,
  toLearnerClass,
  toTutorClass,
  tutorClassTurn,
} from './class-rows.ts';
import { courseIn } from '../../lib/in-language.ts';

const LIST_LIMIT = 100;
const MAX_RANGE_DAYS = 42;

/**
 * The classes of a learner's subscriptions, and with each row what else the list shows (the
 * learner's credits, the notice window) and the class-list version, all from one snapshot in
 * one round trip: prepared, as the learner's page reads it often.
 */
const learnersClasses = (db: Database, period: ClassPeriod) =>
  prepared(db, `learner_classes_${period}`, () =>
    learnersOwnClassQuery(db, {
      listVersion: sql<string>`(select ${classListVersion.version} from ${classListVersion} where ${classListVersion.id} = 1)`,
      noticeHours: sql<
        number | null
      >`(select ${schoolSettings.noticeHours} from ${schoolSettings} where ${schoolSettings.id} = 1)`,
      makeupWeeks: sql<
        number | null
      >`(select ${schoolSettings.makeupWeeks} from ${schoolSettings} where ${schoolSettings.id} = 1)`,
      credits: learnerCreditsJson(db, sql.placeholder('learner')),
    })
      .where(
        and(
          eq(subscriptions.userId, sql.placeholder('learner')),
          period === 'upcoming'
            ? gt(classes.endsAt, sql.placeholder('now'))
            : lte(classes.endsAt, sql.placeholder('now')),
        ),
      )
      .orderBy(
        period === 'upcoming' ? asc(classes.startsAt) : desc(classes.startsAt),
        asc(classes.id),
      )
      .limit(LIST_LIMIT)
      .prepare(`learner_classes_${period}`),
  );

/** A tutor's classes starting in a range, prepared: the tutor's dashboard reads it often. */
const tutorsClasses = (db: Database) =>
  prepared(db, 'tutor_classes', () =>
    classQuery(db)
      .where(
        and(
          eq(classes.tutorId, sql.placeholder('tutor')),
          gte(classes.startsAt, sql.placeholder('from')),
          lt(classes.startsAt, sql.placeholder('to')),
        ),
      )
      .orderBy(asc(classes.startsAt), asc(classes.id))
      .prepare('tutor_classes'),
  );

/** Who reads a list of their own classes, and the class-list version as their request began. */
export interface ListReader {
  id: number;
  timeZone: string | null;
  version: number;
}

/**
 * A learner's classes to come (soonest first) or past (latest first), and their credits, as
 * JSON made once. The upcoming list is kept (see kept-lists.ts) until its data or the clock
 * changes it: a learner who has one kept asks nothing; one who has none reads it all at once.
 */
export async function myClassesBody(
  db: Database,
  learner: Omit<ListReader, 'version'>,
  period: ClassPeriod,
  now: Date,
  language: Language,
): Promise<EncodedBody> {
  // One kept list per language: the courses' names are in it (decision 043).
  const key = `learner:${learner.id}:${language}`;
  const lists = keptListsOf(db);
  if (period === 'upcoming' && lists.holds(key)) {
    const kept = lists.get(key, await currentClassListVersion(db), now.getTime());
    if (kept !== undefined) return kept;
  }
  const { answer, turns, version } = await readMyClasses(db, learner, period, now, language);
  const body = new EncodedBody(JSON.stringify(answer));
  // A past list turns when a class to come ends, which it does not hold: it is not kept.
  if (period === 'upcoming') lists.set(key, version, body, firstTurnAfter(now.getTime(), turns));
  return body;
}

/** A lesson in a list: null when nothing was recorded of it. */
function lessonOrNull(lesson: ClassLesson | undefined): LessonSummary | null {
  if (!lesson || (lesson.entries.length === 0 && lesson.homework === null)) return null;
  return { entries: lesson.entries, homework: lesson.homework };
}

type ListRow = { id: number; subscriptionId: number | null; status: string; attendance: unknown };

/** Each subscription's first class still to be held, by subscription (rows soonest first). */
function nextClassOfEach(rows: ListRow[]): Map<number, number> {
  const next = new Map<number, number>();
  for (const row of rows) {
    const held = row.status !== 'scheduled' || row.attendance !== null;
    if (row.subscriptionId === null || held || next.has(row.subscriptionId)) continue;
    next.set(row.subscriptionId, row.id);
  }
  return next;
}

/** The list, its credits and rules, and the version they were read under. */
async function readMyClasses(
  db: Database,
  learner: Omit<ListReader, 'version'>,
  period: ClassPeriod,
  now: Date,
  language: Language,
) {
  const rows = await learnersClasses(db, period).execute({ learner: learner.id, now });
  const [first] = rows;
  // No class, so nothing else came with the rows: the version first, then what it covers.
  const version = first ? Number(first.listVersion) : await currentClassListVersion(db);
  const [rules, credits] = first
    ? [
        {
          noticeHours: first.noticeHours ?? DEFAULT_RULES.noticeHours,
          makeupWeeks: first.makeupWeeks ?? DEFAULT_RULES.makeupWeeks,
        },
        creditsFromJson(first.credits).map((credit) => toMakeupCredit(credit, now, language)),
      ]
    : await Promise.all([
        schoolRulesForLists(db, version),
        listMakeupCredits(db, { as: 'learner', userId: learner.id }, now, language),
      ]);
  const context = { rules, viewerZone: learner.timeZone ?? 'UTC', now, language };
  // What the classes recorded taught (past ones, and one in progress already recorded), and
  // on each course's next class, what to prepare for it.
  const next = period === 'upcoming' ? nextClassOfEach(rows) : new Map<number, number>();
  const [lessons, prepare, holidays] = await Promise.all([
    lessonsOf(
      db,
      rows.filter((row) => row.attendance !== null).map((row) => row.id),
    ),
    homeworkToPrepare(db, [...next.keys()]),
    holidaysToCome(db, now, language, { alsoIds: rows.map((row) => row.holidayId) }),
  ]);
  const prepareFor = (row: ListRow) =>
    row.subscriptionId !== null && next.get(row.subscriptionId) === row.id
      ? (prepare.get(row.subscriptionId) ?? null)
      : null;
  const answer: MyClassesResponse = {
    classes: rows.map((row) => ({
      ...toLearnerClass(row, context),
      lesson: lessonOrNull(lessons.get(row.id)),
      prepare: prepareFor(row),
    })),
    makeup_credits: credits,
    notice_hours: rules.noticeHours,
    holidays,
  };
  const turns = rows.flatMap((row) => learnerClassTurns(row, context));
  for (const credit of credits) {
    if (credit.state === 'open') turns.push(Date.parse(credit.expires_at));
  }
  return { answer, turns, version };
}

/** The range `parseRange` reads, for the API document (the handlers read it with parseRange). */
export const rangeQuery = z.object({
  from: z.iso.datetime({ offset: true }).describe('The first instant of the range.'),
  to: z.iso
    .datetime({ offset: true })
    .describe(
      `The end of the range (not included): after \`from\`, at most ${MAX_RANGE_DAYS} days later.`,
    ),
});

/** Reads `from`/`to` of a calendar range: ISO instants, `to` after `from`, six weeks at most. */
export function parseRange(query: { from?: unknown; to?: unknown }): { from: Date; to: Date } {
  const read = (value: unknown, field: string) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) {
      throw ValidationFailed.field(field, `The ${field} field must be a valid date and time.`);
    }
    return date;
  };
  const from = read(query.from, 'from');
  const to = read(query.to, 'to');
  if (to.getTime() <= from.getTime()) {
    throw ValidationFailed.field('to', 'The to field must be a date after from.');
  }
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * 86_400_000) {
    throw ValidationFailed.field('to', `A range may span at most ${MAX_RANGE_DAYS} days.`);
  }
  return { from, to };
}

/** A tutor's classes that start in [from, to), in order. */
export async function listTutorClasses(
  db: Database,
  tutor: { id: number; timeZone: string | null },
  range: { from: Date; to: Date },
  now: Date,
  language: Language,
): Promise<TutorClassesResponse> {
  return (await readTutorClasses(db, tutor, range, now, language)).answer;
}

async function readTutorClasses(
  db: Database,
  tutor: { id: number; timeZone: string | null },
  range: { from: Date; to: Date },
  now: Date,
  language: Language,
) {
  const rows = await tutorsClasses(db).execute({ tutor: tutor.id, ...range });
  const answer: TutorClassesResponse = {
    classes: rows.map((row) => toTutorClass(row, now, language)),
    time_zone: tutor.timeZone ?? 'UTC',
    holidays: await holidaysToCome(db, now, language, {
      alsoIds: rows.map((row) => row.holidayId),
    }),
  };
  return { answer, turns: rows.map(tutorClassTurn) };
}

/** A tutor's own week (or any range) as JSON, kept like a learner's upcoming classes. */
export async function tutorClassesBody(
  db: Database,
  tutor: ListReader,
  range: { from: Date; to: Date },
  now: Date,
  language: Language,
): Promise<EncodedBody> {
  const key = `tutor:${tutor.id}:${language}:${range.from.getTime()}:${range.to.getTime()}`;
  const lists = keptListsOf(db);
  const kept = lists.get(key, tutor.version, now.getTime());
  if (kept !== undefined) return kept;
  const { answer, turns } = await readTutorClasses(db, tutor, range, now, language);
  const body = new EncodedBody(JSON.stringify(answer));
  lists.set(key, tutor.version, body, firstTurnAfter(now.getTime(), turns));
  return body;
}

/** A tutor's classes over for a day and still not recorded, oldest first. */
export async function listClassesToRecord(
  db: Tx,
  tutor: { id: number; timeZone: string | null } | null,
  now: Date,
  language: Language,
): Promise<TutorClassesResponse> {
  const rows = await classQuery(db)
    .where(
      and(
        tutor ? eq(classes.tutorId, tutor.id) : isNotNull(classes.tutorId),
        eq(classes.status, 'scheduled'),
        isNull(classes.recordedAt),
        lte(classes.endsAt, new Date(now.getTime() - RECORD_WITHIN_MS)),
      ),
    )
    .orderBy(asc(classes.startsAt), asc(classes.id))
    .limit(LIST_LIMIT);
  return {
    classes: rows.map((row) => toTutorClass(row, now, language)),
    time_zone: tutor?.timeZone ?? 'UTC',
    holidays: [],
  };
}

/** What a tutor wrote after each class with one of their learners, latest first. */
export async function learnerNotesFor(
  db: Tx,
  tutorId: number,
  learnerId: number,
  language: Language,
): Promise<LearnerNotes> {
  const theirs = and(
    eq(classes.tutorId, tutorId),
    sql`${classes.subscriptionId} in (select ${subscriptions.id} from ${subscriptions} where ${subscriptions.userId} = ${learnerId})`,
  );
  const [learner] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, child: isChild(users.id) })
    .from(users)
    .where(and(eq(users.id, learnerId), sql`exists (select 1 from ${classes} where ${theirs})`));
  if (!learner) throw new NotFound();
  const rows = await classQuery(db)
    .where(and(theirs, or(isNotNull(classes.recordedAt), eq(classes.status, 'cancelled'))))
    .orderBy(desc(classes.startsAt))
    .limit(LIST_LIMIT);
  return {
    learner: { id: learnerId, name: learnerName(learner) },
    notes: rows.map((row) => ({
      class_id: row.id,
      starts_at: row.startsAt.toISOString(),
      ...courseIn(language, row.course, row.courseAr),
      status: row.status,
      cancelled_by: row.cancelledBy,
      attendance: row.attendance,
      note: row.note,
    })),
  };
}

/** The learners a tutor teaches (any class of theirs, past or to come), by name. */
export async function listTutorLearners(
  db: Tx,
  tutorId: number,
  now: Date,
): Promise<TutorLearner[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      timeZone: users.timeZone,
      birthYear: users.birthYear,
      child: isChild(users.id),
      courses: sql<string[]>`array_agg(distinct ${products.name} order by ${products.name})`,
      nextClassAt: sql<
        string | null
      >`min(${classes.startsAt}) filter (where ${classes.startsAt} > ${now.toISOString()}::timestamptz and ${classes.status} = 'scheduled')`,
      recorded: sql<number>`cast(count(${classes.recordedAt}) as integer)`,
    })
    .from(classes)
    .innerJoin(subscriptions, eq(subscriptions.id, classes.subscriptionId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(classes.tutorId, tutorId))
    .groupBy(users.id)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    // What a tutor needs of a child: the first name and the age.
    name: learnerName(row),
    age:
      row.child && row.birthYear !== null ? ageInYear(row.birthYear, now.getUTCFullYear()) : null,
    time_zone: row.timeZone ?? 'UTC',
    courses: row.courses,
    next_class_at: row.nextClassAt ? new Date(row.nextClassAt).toISOString() : null,
    recorded: row.recorded,
  }));
}
