import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language, Season, SeasonAnswer, SeasonStatus } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import {
  classes,
  classSeries,
  products,
  seriesSeasons,
  subscriptions,
  users,
} from '../../db/schema.ts';
import { recordAudit, type Tx } from '../../lib/audit.ts';
import { Conflict, Forbidden, NotFound } from '../../lib/errors.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { isChild, learnerName } from '../../lib/learner-names.ts';
import { dayOn, seasonSpan } from '../../lib/weekly-series.ts';
import type { ClassActor, ClassServices } from './class-changes.ts';
import { refusingClashes } from './class-changes.ts';
import { insertSlots, missingSlots, replaceable } from './weekly-plan.ts';
import { holidaysTake } from './holidays.ts';
import { cancelPausedClasses } from './pauses.ts';
import type { SeasonNews } from '../mail/index.ts';
import { mailSeason } from './season-mails.ts';

// Seasonal timetables (decision 049): for a range of days a plan's classes follow a second
// rule. Proposed by the learner's side (or staff, one plan or all of a tutor's), answered by
// the other side; accepting replans the range's classes that may be planned again, and
// declining or withdrawing an accepted one before its first day puts the plan's own back.

export const SEASON_IN_PAST = 'The first day must not be in the past.';
export const SEASON_OVERLAP = 'This plan already has a seasonal timetable for some of these days.';
export const SEASON_ANSWERED = 'This seasonal timetable has already been answered.';
export const SEASON_BEGUN = 'This seasonal timetable has begun: it runs to its last day.';
export const SEASON_NO_PLAN = 'This subscription has no weekly plan yet.';
export const SEASON_AFTER_PLAN = 'This plan ends before the seasonal timetable begins.';
export const SEASON_OTHER_SIDE = 'The other side answers this seasonal timetable.';

const learner = alias(users, 'season_learner');
const tutor = alias(users, 'season_tutor');
const proposer = alias(users, 'season_proposer');

/** A season with its plan, course, learner and tutor, as every reader reads it. */
export function seasonQuery(db: Tx) {
  return db
    .select({
      season: seriesSeasons,
      seriesId: classSeries.id,
      subscriptionId: classSeries.subscriptionId,
      tutorId: classSeries.tutorId,
      usualWeekdays: classSeries.weekdays,
      usualStartTime: classSeries.startTime,
      usualZone: classSeries.anchorZone,
      minutes: classSeries.minutes,
      learnerId: subscriptions.userId,
      course: products.name,
      courseAr: products.nameAr,
      learnerFirstName: learner.firstName,
      learnerLastName: learner.lastName,
      learnerIsChild: isChild(learner.id),
      tutorFirstName: tutor.firstName,
      tutorLastName: tutor.lastName,
      // A season staff proposed is the school's; one the learner or a parent proposed, theirs.
      bySchool: sql<boolean>`coalesce(${proposer.role} = 'admin', false)`,
    })
    .from(seriesSeasons)
    .innerJoin(classSeries, eq(classSeries.id, seriesSeasons.seriesId))
    .innerJoin(subscriptions, eq(subscriptions.id, classSeries.subscriptionId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(learner, eq(learner.id, subscriptions.userId))
    .innerJoin(tutor, eq(tutor.id, classSeries.tutorId))
    .leftJoin(proposer, eq(proposer.id, seriesSeasons.proposedBy))
    .$dynamic();
}
export type SeasonRow = Awaited<ReturnType<typeof seasonQuery>>[number];

/** The seasons an actor may read: a learner's (or a parent's child's) plans, a tutor's, any. */
function visibleTo(actor: ClassActor): SQL | undefined {
  if (actor.as === 'staff') return undefined;
  if (actor.as === 'tutor') return eq(classSeries.tutorId, actor.userId ?? -1);
  return eq(subscriptions.userId, actor.learnerId ?? actor.userId ?? -1);
}

/** Whether the season's first day has come, on its own zone's calendar. */
const begun = (season: SeasonRow['season'], now: Date) =>
  dayOn(now, season.anchorZone) >= season.startsOn;

/**
 * What the actor may do with a season, by side alone: the side that did not propose it
 * answers (accepts or declines) and the side that did withdraws; staff may also decline any.
 */
function sideMay(actor: ClassActor, row: SeasonRow): SeasonAnswer[] {
  const proposedHere = row.bySchool ? actor.as === 'staff' : actor.as === 'learner';
  const answers = row.bySchool ? actor.as === 'learner' : actor.as !== 'learner';
  const may: SeasonAnswer[] = [];
  if (answers) may.push('accept', 'decline');
  else if (actor.as === 'staff') may.push('decline');
  if (proposedHere) may.push('withdraw');
  return may;
}

/** What the actor may do with the season now: by side, then by its status and days. */
function mayNow(actor: ClassActor, row: SeasonRow, now: Date): SeasonAnswer[] {
  const status: SeasonStatus = row.season.status;
  if (status === 'proposed') return sideMay(actor, row);
  if (status === 'accepted' && !begun(row.season, now)) {
    return sideMay(actor, row).filter((answer) => answer !== 'accept');
  }
  return [];
}

export function toSeason(row: SeasonRow, actor: ClassActor, now: Date, language: Language): Season {
  const { season } = row;
  return {
    id: season.id,
    subscription_id: row.subscriptionId,
    ...inLanguage(language, { course: row.course }, { course: row.courseAr }),
    learner: {
      id: row.learnerId,
      name: learnerName({
        firstName: row.learnerFirstName,
        lastName: row.learnerLastName,
        child: row.learnerIsChild,
      }),
    },
    tutor: {
      id: row.tutorId,
      name: `${row.tutorFirstName} ${row.tutorLastName}`.trim(),
    },
    starts_on: season.startsOn,
    ends_on: season.endsOn,
    weekdays: season.weekdays,
    start_time: season.startTime,
    anchor_zone: season.anchorZone,
    minutes: row.minutes,
    usual: {
      weekdays: row.usualWeekdays,
      start_time: row.usualStartTime,
      anchor_zone: row.usualZone,
    },
    status: season.status,
    proposed_by: row.bySchool ? 'school' : 'learner',
    may: mayNow(actor, row, now),
    created_at: season.createdAt.toISOString(),
    decided_at: season.decidedAt?.toISOString() ?? null,
  };
}

/**
 * The seasons an actor may read, latest first: for a learner their plans', a tutor theirs,
 * staff any (narrowed to one tutor or one subscription).
 */
export async function listSeasons(
  db: Database,
  actor: ClassActor,
  now: Date,
  language: Language,
  only: { tutorId?: number | undefined; subscriptionId?: number | undefined } = {},
): Promise<Season[]> {
  const rows = await seasonQuery(db)
    .where(
      and(
        visibleTo(actor),
        only.tutorId === undefined ? undefined : eq(classSeries.tutorId, only.tutorId),
        only.subscriptionId === undefined
          ? undefined
          : eq(classSeries.subscriptionId, only.subscriptionId),
      ),
    )
    .orderBy(desc(seriesSeasons.startsOn), desc(seriesSeasons.id))
    .limit(500);
  return rows.map((row) => toSeason(row, actor, now, language));
}

export async function seasonView(
  tx: Tx,
  actor: ClassActor,
  id: number,
  now: Date,
): Promise<Season> {
  const [row] = await seasonQuery(tx).where(eq(seriesSeasons.id, id));
  if (!row) throw new NotFound();
  return toSeason(row, actor, now, actor.locale ?? 'en');
}

/**
 * Plans a season's days again under the plan's accepted seasons as they now are: the classes
 * of those days that may be planned again go (from now on), and the days' slots get theirs.
 * Recorded classes, and classes owed a make-up, stay. A new class on another of the tutor's
 * refuses the whole change (the caller's refusingClashes). Answers the classes taken away.
 */
async function replanDays(tx: Tx, season: SeasonRow['season'], now: Date) {
  const [plan] = await tx
    .select({
      series: classSeries,
      startedAt: subscriptions.startedAt,
      endedAt: subscriptions.endedAt,
      course: products.name,
    })
    .from(classSeries)
    .innerJoin(subscriptions, eq(subscriptions.id, classSeries.subscriptionId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(classSeries.id, season.seriesId));
  if (!plan) throw new NotFound();
  const { series } = plan;
  const { from, until } = seasonSpan(season, series.anchorZone);
  const slot = sql`coalesce(${classes.movedFrom}, ${classes.startsAt})`;
  const removed = await tx
    .delete(classes)
    .where(
      and(
        replaceable(series.id, now),
        sql`${slot} >= ${from.toISOString()}::timestamptz`,
        sql`${slot} < ${until.toISOString()}::timestamptz`,
      ),
    )
    .returning({
      id: classes.id,
      sequence: classes.sequence,
      startsAt: classes.startsAt,
      endsAt: classes.endsAt,
      holidayId: classes.holidayId,
    });
  const start = Math.max(now.getTime(), plan.startedAt.getTime(), from.getTime());
  const end = Math.min(plan.endedAt.getTime(), until.getTime());
  const slots = await missingSlots(tx, series, new Date(start), new Date(end));
  await insertSlots(tx, series, plan.course, slots, now);
  // The new days' classes meet the plan's pauses and the school's holidays as any plan's do.
  await cancelPausedClasses(tx, { subscriptionIds: [series.subscriptionId] }, now);
  await holidaysTake(
    tx,
    {
      seriesId: series.id,
      subscriptionId: series.subscriptionId,
      released: removed.filter((row) => row.holidayId !== null).length,
    },
    now,
  );
  return { removed: removed.filter((row) => row.holidayId === null), added: slots.length };
}

const STATUS_OF: Record<SeasonAnswer, SeasonStatus> = {
  accept: 'accepted',
  decline: 'declined',
  withdraw: 'withdrawn',
};

/**
 * An answer to a season: accept (its days are planned again under it), decline, or withdraw
 * (an agreed season's days, before its first, go back to the plan's own rule). 404 for a
 * season not the actor's, 403 for the side that may not give this answer, 409 once answered
 * or begun, 409 for a class the new times would clash with (nothing changes).
 */
export async function answerSeason(
  services: ClassServices,
  actor: ClassActor,
  seasonId: number,
  answer: SeasonAnswer,
): Promise<Season> {
  const now = services.clock.now();
  const view = await refusingClashes(() =>
    services.db.transaction(async (tx) => {
      const [row] = await seasonQuery(tx)
        .where(and(eq(seriesSeasons.id, seasonId), visibleTo(actor)))
        .for('update', { of: [seriesSeasons, classSeries] });
      if (!row) throw new NotFound();
      if (!sideMay(actor, row).includes(answer)) throw new Forbidden(SEASON_OTHER_SIDE);
      if (!mayNow(actor, row, now).includes(answer)) {
        throw new Conflict(row.season.status === 'accepted' ? SEASON_BEGUN : SEASON_ANSWERED);
      }
      const wasAgreed = row.season.status === 'accepted';
      const status = STATUS_OF[answer];
      await tx
        .update(seriesSeasons)
        .set({ status, decidedBy: actor.userId, decidedAt: now })
        .where(eq(seriesSeasons.id, seasonId));
      const changed =
        status === 'accepted' || wasAgreed ? await replanDays(tx, row.season, now) : null;
      await recordAudit(tx, {
        actorUserId: actor.userId,
        action: answer,
        entity: 'series_seasons',
        entityId: seasonId,
        before: { status: row.season.status },
        after: { status, by: actor.as, ...(changed ? { classes: changed.added } : {}) },
      });
      // A change of classes is told to both sides, with the calendar; a proposal declined to
      // the side that asked (the tutor, for the school's), one withdrawn to the side asked.
      const asked = row.bySchool ? 'learner' : 'tutor';
      const asking = row.bySchool ? 'tutor' : 'learner';
      await mailSeason(tx, services.mailer, {
        seasonId,
        sides: changed ? ['learner', 'tutor'] : [answer === 'withdraw' ? asked : asking],
        news: status as SeasonNews,
        at: now,
        calendar: changed !== null,
        removed: changed?.removed ?? [],
      });
      return seasonView(tx, actor, seasonId, now);
    }),
  );
  services.mailer.flushSoon();
  return view;
}
