import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { classSeries, products, seriesSeasons, subscriptions } from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { slotsBetween, type SeasonRule, type Slot } from '../../lib/weekly-series.ts';

// Many plans' ends moved by a number of classes at once (decision 049): a holiday confirmed for
// a whole school moves thousands. Each plan's new weeks are worked out here, on its rule and its
// accepted seasons, and made in one statement for all; the classes past a plan's new end go in
// one statement too. Few statements whatever the number of plans: one per plan took seconds.

const WEEK = 7 * 86_400_000;

/** A PostgreSQL array literal, sent as one parameter. */
const list = (values: (number | string)[]) => `{${values.join(',')}}`;
const instants = (dates: Date[]) => list(dates.map((date) => date.toISOString()));
/** Texts as a PostgreSQL array literal, each quoted (a course's name may hold a comma). */
const texts = (values: string[]) =>
  list(values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`));

type Plan = Awaited<ReturnType<typeof plansOf>>[number];

/** The plans of these subscriptions, locked in the subscriptions' order, with their course. */
function plansOf(tx: Tx, subscriptionIds: number[]) {
  return tx
    .select({
      subscriptionId: subscriptions.id,
      endedAt: subscriptions.endedAt,
      series: classSeries,
      course: products.name,
    })
    .from(subscriptions)
    .innerJoin(classSeries, eq(classSeries.subscriptionId, subscriptions.id))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(inArray(subscriptions.id, subscriptionIds))
    .orderBy(asc(subscriptions.id))
    .for('update', { of: subscriptions });
}

/** Each series' accepted seasons. */
async function seasonsOf(tx: Tx, seriesIds: number[]): Promise<Map<number, SeasonRule[]>> {
  const rows = await tx
    .select({
      seriesId: seriesSeasons.seriesId,
      startsOn: seriesSeasons.startsOn,
      endsOn: seriesSeasons.endsOn,
      weekdays: seriesSeasons.weekdays,
      startTime: seriesSeasons.startTime,
      anchorZone: seriesSeasons.anchorZone,
    })
    .from(seriesSeasons)
    .where(and(inArray(seriesSeasons.seriesId, seriesIds), eq(seriesSeasons.status, 'accepted')));
  const bySeries = new Map<number, SeasonRule[]>();
  for (const { seriesId, ...season } of rows) {
    bySeries.set(seriesId, [...(bySeries.get(seriesId) ?? []), season]);
  }
  return bySeries;
}

/** A plan's next `count` slots from its end, however sparse its seasons make them. */
function nextSlots(plan: Plan, seasons: SeasonRule[], count: number): Slot[] {
  const { series } = plan;
  const rule = {
    weekdays: series.weekdays,
    startTime: series.startTime,
    minutes: series.minutes,
    anchorZone: series.anchorZone,
  };
  for (let weeks = count + 1; weeks <= 4 * (count + 1) + 60; weeks *= 2) {
    const slots = slotsBetween(
      rule,
      seasons,
      plan.endedAt,
      new Date(plan.endedAt.getTime() + weeks * WEEK),
    );
    if (slots.length >= count) return slots.slice(0, count);
  }
  return [];
}

/**
 * Moves on the end of each plan in `slots` (subscription → classes, all positive) past its
 * next classes, and makes them, in one statement for all (a slot already taken, or on another
 * class of the tutor, is left out). Answers the series that got classes: those classes carry
 * `time_set_at` = `now`.
 */
async function growPlans(tx: Tx, slots: Map<number, number>, now: Date): Promise<number[]> {
  const plans = await plansOf(tx, [...slots.keys()]);
  const seasons = await seasonsOf(
    tx,
    plans.map((plan) => plan.series.id),
  );
  const ends: { id: number; endedAt: Date }[] = [];
  const made: { plan: Plan; slot: Slot }[] = [];
  for (const plan of plans) {
    const next = nextSlots(
      plan,
      seasons.get(plan.series.id) ?? [],
      slots.get(plan.subscriptionId) ?? 0,
    );
    const last = next.at(-1);
    if (!last) continue;
    ends.push({ id: plan.subscriptionId, endedAt: last.endsAt });
    for (const slot of next) made.push({ plan, slot });
  }
  if (ends.length === 0) return [];
  await tx.execute(sql`
    update subscriptions s set ended_at = t.ended_at
    from unnest(${list(ends.map((end) => end.id))}::int[],
                ${instants(ends.map((end) => end.endedAt))}::timestamptz[]) as t(id, ended_at)
    where s.id = t.id`);
  // ON CONFLICT DO NOTHING also stands back from the tutors' overlap constraint: a slot on
  // another class of the tutor is left out rather than failing the school's holiday.
  await tx.execute(sql`
    insert into classes (subscription_id, series_id, tutor_id, title, starts_at, ends_at,
                         anchor_zone, time_set_at)
    select t.subscription_id, t.series_id, t.tutor_id, t.title, t.starts_at, t.ends_at,
           t.anchor_zone, ${now.toISOString()}::timestamptz
    from unnest(${list(made.map(({ plan }) => plan.subscriptionId))}::int[],
                ${list(made.map(({ plan }) => plan.series.id))}::int[],
                ${list(made.map(({ plan }) => plan.series.tutorId))}::int[],
                ${texts(made.map(({ plan }) => plan.course))}::text[],
                ${instants(made.map(({ slot }) => slot.startsAt))}::timestamptz[],
                ${instants(made.map(({ slot }) => slot.endsAt))}::timestamptz[],
                ${texts(made.map(({ slot }) => slot.anchorZone))}::text[])
      as t(subscription_id, series_id, tutor_id, title, starts_at, ends_at, anchor_zone)
    on conflict do nothing`);
  return [...new Set(made.map(({ plan }) => plan.series.id))];
}

/**
 * Moves back the end of each plan in `slots` (subscription → classes, all positive) before its
 * last classes still to be held, which go (those that may be planned again), in two statements
 * for all.
 */
async function shrinkPlans(tx: Tx, slots: Map<number, number>, now: Date): Promise<void> {
  const ids = [...slots.keys()].sort((a, b) => a - b);
  await plansOf(tx, ids);
  const at = now.toISOString();
  // The start of each plan's n-th class from its end: its new end.
  await tx.execute(sql`
    with wanted as (
      select * from unnest(${list(ids)}::int[], ${list(ids.map((id) => slots.get(id) ?? 0))}::int[])
        as t(subscription_id, n)
    ), ranked as (
      select c.subscription_id, c.starts_at,
             row_number() over (partition by c.subscription_id order by c.starts_at desc) as rn
      from classes c join subscriptions s on s.id = c.subscription_id
      where c.subscription_id = any(${list(ids)}::int[]) and c.series_id is not null
        and c.kind = 'regular' and c.status = 'scheduled' and c.recorded_at is null
        and c.starts_at > ${at}::timestamptz and c.starts_at < s.ended_at
    ), ends as (
      select r.subscription_id, r.starts_at as ended_at
      from ranked r join wanted w on w.subscription_id = r.subscription_id and r.rn = w.n
    ), moved as (
      update subscriptions s set ended_at = e.ended_at from ends e
      where s.id = e.subscription_id
      returning s.id, s.ended_at
    )
    delete from classes c using moved m
    where c.subscription_id = m.id and c.series_id is not null and c.kind = 'regular'
      and c.starts_at >= m.ended_at and c.starts_at > ${at}::timestamptz
      and c.recorded_at is null
      and not exists (select 1 from makeup_credits k where k.class_id = c.id)`);
}

/**
 * Moves each plan's end by its number of classes (subscription → classes, + on, − back) and
 * answers the series that got new classes (made at `now`), for the school's year to meet them.
 */
export async function movePlanEnds(
  tx: Tx,
  slots: Map<number, number>,
  now: Date,
): Promise<number[]> {
  const on = new Map([...slots].filter(([, n]) => n > 0));
  const back = new Map([...slots].filter(([, n]) => n < 0).map(([id, n]) => [id, -n] as const));
  if (back.size > 0) await shrinkPlans(tx, back, now);
  return on.size > 0 ? growPlans(tx, on, now) : [];
}
