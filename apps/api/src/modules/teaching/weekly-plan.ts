import { and, count, eq, gt, gte, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { WeeklyPlanView } from '@iqra/contracts';
import {
  classes,
  classSeries,
  makeupCredits,
  products,
  seriesSeasons,
  subscriptions,
  tierGroups,
  tiers,
  users,
} from '../../db/schema.ts';
import { recordAudit, type Tx } from '../../lib/audit.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import {
  slotsBetween,
  type Occurrence,
  type SeasonRule,
  type Slot,
  type WeeklyRule,
} from '../../lib/weekly-series.ts';
import type { ClassServices } from './class-changes.ts';
import { refusingClashes } from './class-changes.ts';
import { mailPlan, peopleOfPlan } from './plan-mails.ts';
import { cancelPausedClasses } from './pauses.ts';
import { activeTutor, guardiansOf } from './class-rows.ts';
import { holidaysTake } from './holidays.ts';

type SeriesRow = typeof classSeries.$inferSelect;

const ruleOf = (series: SeriesRow): WeeklyRule => ({
  weekdays: series.weekdays,
  startTime: series.startTime,
  minutes: series.minutes,
  anchorZone: series.anchorZone,
});

/** A plan's classes to come that may be planned again: not recorded, not owed a make-up. */
export const replaceable = (seriesId: number, after: Date) =>
  and(
    eq(classes.seriesId, seriesId),
    eq(classes.kind, 'regular'),
    gt(classes.startsAt, after),
    isNull(classes.recordedAt),
    notExists(sql`(select 1 from ${makeupCredits} where ${makeupCredits.classId} = ${classes.id})`),
  );

/** The seasonal timetables a plan keeps: its accepted ones (decision 049). */
async function seasonsOf(tx: Tx, seriesId: number): Promise<SeasonRule[]> {
  return tx
    .select({
      startsOn: seriesSeasons.startsOn,
      endsOn: seriesSeasons.endsOn,
      weekdays: seriesSeasons.weekdays,
      startTime: seriesSeasons.startTime,
      anchorZone: seriesSeasons.anchorZone,
    })
    .from(seriesSeasons)
    .where(and(eq(seriesSeasons.seriesId, seriesId), eq(seriesSeasons.status, 'accepted')));
}

/**
 * The plan's slots in [from, until) that have no class yet (moved ones keep their slot): its
 * own rule's, and its accepted seasons' on their days.
 */
export async function missingSlots(tx: Tx, series: SeriesRow, from: Date, until: Date) {
  if (until.getTime() <= from.getTime()) return [];
  const taken = await tx
    .select({
      slot: sql<Date>`coalesce(${classes.movedFrom}, ${classes.startsAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(classes)
    .where(eq(classes.seriesId, series.id));
  const known = new Set(taken.map((row) => row.slot.getTime()));
  const seasons = await seasonsOf(tx, series.id);
  return slotsBetween(ruleOf(series), seasons, from, until).filter(
    (time) => !known.has(time.startsAt.getTime()),
  );
}

/** A PostgreSQL array literal of instants, sent as one parameter. */
const instants = (dates: Date[]) => `{${dates.map((date) => date.toISOString()).join(',')}}`;

/**
 * The plan's classes at `times`, in one statement whatever their number: the times go as two
 * array parameters rather than a row of parameters each (a year is some 160 classes, and
 * building and binding the row-per-class insert cost more than the insert itself).
 */
async function insertClasses(
  tx: Tx,
  series: SeriesRow,
  title: string,
  times: Occurrence[],
  now: Date,
): Promise<void> {
  if (times.length === 0) return;
  await tx.execute(sql`
    insert into ${classes} (subscription_id, series_id, tutor_id, title, starts_at, ends_at,
                            anchor_zone, time_set_at)
    select ${series.subscriptionId}, ${series.id}, ${series.tutorId}, ${title}, t.starts_at,
           t.ends_at, ${series.anchorZone}, ${now.toISOString()}::timestamptz
    from unnest(${instants(times.map((time) => time.startsAt))}::timestamptz[],
                ${instants(times.map((time) => time.endsAt))}::timestamptz[]) as t(starts_at, ends_at)`);
}

/** The plan's classes at `slots`, each on the clock of its rule (a season may keep another). */
export async function insertSlots(
  tx: Tx,
  series: SeriesRow,
  title: string,
  slots: Slot[],
  now: Date,
): Promise<void> {
  for (const zone of new Set(slots.map((slot) => slot.anchorZone))) {
    const times = slots.filter((slot) => slot.anchorZone === zone);
    await insertClasses(tx, { ...series, anchorZone: zone }, title, times, now);
  }
}

async function subscriptionFor(tx: Tx, subscriptionId: number) {
  const [row] = await tx
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      startedAt: subscriptions.startedAt,
      endedAt: subscriptions.endedAt,
      status: subscriptions.status,
      course: products.name,
      minutes: tierGroups.minutes,
      learnerFirstName: users.firstName,
      learnerLastName: users.lastName,
      learnerEmail: users.email,
      learnerZone: users.timeZone,
      learnerGuardians: guardiansOf(users.id),
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(tiers, eq(tiers.id, subscriptions.tierId))
    .innerJoin(tierGroups, eq(tierGroups.id, tiers.groupId))
    .where(eq(subscriptions.id, subscriptionId))
    .for('update', { of: subscriptions });
  return row;
}

/**
 * Gives a subscription its tutor and weekly plan: the plan's classes to come that nobody has
 * recorded are planned again, and every slot from now to the end of the subscription gets a
 * class. A slot on another class of the tutor refuses the whole plan (409).
 */
export async function applyWeeklyPlan(
  services: ClassServices,
  actorUserId: number | null,
  subscriptionId: number,
  input: {
    tutor_id: number;
    weekdays: number[];
    start_time: string;
    time_zone?: string | undefined;
  },
): Promise<WeeklyPlanView> {
  const now = services.clock.now();
  const view = await refusingClashes(() =>
    services.db.transaction(async (tx) => {
      const subscription = await subscriptionFor(tx, subscriptionId);
      if (!subscription) throw new NotFound();
      if (subscription.status === 'cancelled') {
        throw new Conflict('This subscription has been cancelled.');
      }
      const tutor = await activeTutor(tx, input.tutor_id);
      const values = {
        subscriptionId,
        tutorId: tutor.id,
        weekdays: input.weekdays,
        startTime: input.start_time,
        minutes: subscription.minutes,
        anchorZone: input.time_zone ?? tutor.timeZone ?? 'UTC',
        updatedAt: now,
      };
      const [before] = await tx
        .select()
        .from(classSeries)
        .where(eq(classSeries.subscriptionId, subscriptionId));
      const [series] = await tx
        .insert(classSeries)
        .values(values)
        .onConflictDoUpdate({ target: classSeries.subscriptionId, set: values })
        .returning();
      if (!series) throw new Error('The weekly plan was not saved');
      const removed = await tx.delete(classes).where(replaceable(series.id, now)).returning({
        id: classes.id,
        sequence: classes.sequence,
        startsAt: classes.startsAt,
        endsAt: classes.endsAt,
        holidayId: classes.holidayId,
      });
      const from = new Date(Math.max(now.getTime(), subscription.startedAt.getTime()));
      const times = await missingSlots(tx, series, from, subscription.endedAt);
      await insertSlots(tx, series, subscription.course, times, now);
      await cancelPausedClasses(tx, { subscriptionIds: [subscriptionId] }, now);
      await holidaysTake(
        tx,
        {
          seriesId: series.id,
          subscriptionId,
          released: removed.filter((row) => row.holidayId !== null).length,
        },
        now,
      );
      await recordAudit(tx, {
        actorUserId,
        action: before ? 'update' : 'create',
        entity: 'class_series',
        entityId: series.id,
        before: before ?? null,
        after: { ...values, classes: times.length },
      });
      await mailPlan(tx, services.mailer, {
        seriesId: series.id,
        course: subscription.course,
        people: peopleOfPlan(
          series,
          {
            learnerId: subscription.userId,
            learnerFirstName: subscription.learnerFirstName,
            learnerLastName: subscription.learnerLastName,
            learnerEmail: subscription.learnerEmail,
            learnerZone: subscription.learnerZone,
            learnerGuardians: subscription.learnerGuardians,
          },
          tutor,
        ),
        removed: removed.filter((row) => row.holidayId === null),
        now,
      });
      return planView(tx, series, now, tutor);
    }),
  );
  services.mailer.flushSoon();
  return view;
}

/** The plan of a subscription as it stands at `now`, or null. */
export async function weeklyPlanOf(
  tx: Tx,
  subscriptionId: number,
  now: Date,
): Promise<WeeklyPlanView | null> {
  const [series] = await tx
    .select()
    .from(classSeries)
    .where(eq(classSeries.subscriptionId, subscriptionId));
  return series ? planView(tx, series, now) : null;
}

/** The plan as staff read it; `known` is its tutor when the caller has just read them. */
async function planView(
  tx: Tx,
  series: SeriesRow,
  now: Date,
  known?: { firstName: string; lastName: string; timeZone: string | null },
): Promise<WeeklyPlanView> {
  const [tutor] = known
    ? [known]
    : await tx
        .select({ firstName: users.firstName, lastName: users.lastName, timeZone: users.timeZone })
        .from(users)
        .where(eq(users.id, series.tutorId));
  const [upcoming] = await tx
    .select({ n: count() })
    .from(classes)
    .where(
      and(
        eq(classes.seriesId, series.id),
        eq(classes.status, 'scheduled'),
        gte(classes.startsAt, now),
      ),
    );
  return {
    subscription_id: series.subscriptionId,
    tutor: {
      id: series.tutorId,
      name: `${tutor?.firstName ?? ''} ${tutor?.lastName ?? ''}`.trim(),
      time_zone: tutor?.timeZone ?? 'UTC',
    },
    weekdays: series.weekdays,
    start_time: series.startTime,
    minutes: series.minutes,
    anchor_zone: series.anchorZone,
    upcoming: upcoming?.n ?? 0,
  };
}

/**
 * A subscription staff cancelled has no classes ahead: its plan's classes to come go (a
 * restored subscription gets them again from the plan) and any other class to come (a
 * make-up, one typed in by hand) is cancelled by the school.
 */
export async function endSubscriptionClasses(
  tx: Tx,
  subscriptionId: number,
  now: Date,
): Promise<void> {
  const [series] = await tx
    .select({ id: classSeries.id })
    .from(classSeries)
    .where(eq(classSeries.subscriptionId, subscriptionId))
    .for('update');
  if (series) await tx.delete(classes).where(replaceable(series.id, now));
  await tx
    .update(classes)
    .set({
      status: 'cancelled',
      cancelledBy: 'staff',
      cancelledAt: now,
      sequence: sql`${classes.sequence} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(classes.subscriptionId, subscriptionId),
        eq(classes.status, 'scheduled'),
        gt(classes.startsAt, now),
      ),
    );
}

/**
 * After a subscription's period changed (a paid month added, staff moved its end): its plan's
 * classes past the new end go, and the new weeks get theirs. A slot that now clashes with
 * another class of the tutor is left out rather than failing the payment that extended it;
 * staff see the gap in the tutor's week.
 */
export async function syncWeeklyPlan(tx: Tx, subscriptionId: number, now: Date): Promise<void> {
  const [series] = await tx
    .select()
    .from(classSeries)
    .where(eq(classSeries.subscriptionId, subscriptionId))
    .for('update');
  if (!series) return;
  const [subscription] = await tx
    .select({
      startedAt: subscriptions.startedAt,
      endedAt: subscriptions.endedAt,
      course: products.name,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(eq(subscriptions.id, subscriptionId));
  if (!subscription) return;
  await tx
    .delete(classes)
    .where(and(replaceable(series.id, now), gte(classes.startsAt, subscription.endedAt)));
  const from = new Date(Math.max(now.getTime(), subscription.startedAt.getTime()));
  const times = await missingSlots(tx, series, from, subscription.endedAt);
  if (times.length === 0) return;
  const busy = await tx
    .select({ startsAt: classes.startsAt, endsAt: classes.endsAt })
    .from(classes)
    .where(
      and(
        eq(classes.tutorId, series.tutorId),
        eq(classes.status, 'scheduled'),
        lt(classes.startsAt, subscription.endedAt),
        gt(classes.endsAt, from),
        sql`${classes.seriesId} is distinct from ${series.id}`,
      ),
    );
  const free = times.filter(
    (time) =>
      !busy.some(
        (other) =>
          other.startsAt.getTime() < time.endsAt.getTime() &&
          time.startsAt.getTime() < other.endsAt.getTime(),
      ),
  );
  // In a savepoint: a class booked for the tutor since the check above costs only these slots.
  await tx
    .transaction(async (inner) => insertSlots(inner, series, subscription.course, free, now))
    .catch(() => undefined);
  await cancelPausedClasses(tx, { subscriptionIds: [subscriptionId] }, now);
  await holidaysTake(tx, { seriesId: series.id, subscriptionId }, now);
}
