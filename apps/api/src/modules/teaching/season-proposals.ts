import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Season, SeasonOffer, SeasonProposal, seasonOfferInputSchema } from '@iqra/contracts';
import { classSeries, seriesSeasons, subscriptions, users } from '../../db/schema.ts';
import { recordAudit, type Tx } from '../../lib/audit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { isChild, learnerName } from '../../lib/learner-names.ts';
import { dayOn, daysOn } from '../../lib/weekly-series.ts';
import type { ClassActor, ClassServices } from './class-changes.ts';
import { mailSeason } from './season-mails.ts';
import {
  SEASON_AFTER_PLAN,
  SEASON_IN_PAST,
  SEASON_NO_PLAN,
  SEASON_OVERLAP,
  seasonQuery,
  seasonView,
  toSeason,
} from './seasons.ts';

// Seasonal timetables proposed (decision 049): by the learner's side or staff for one plan, or
// by staff for every plan of a tutor at once. Nothing changes until the other side accepts.

type SeriesRow = typeof classSeries.$inferSelect;

/** A plan's range that already has a season proposed or agreed, other than `except`. */
async function overlaps(tx: Tx, seriesId: number, input: SeasonProposal, except?: number) {
  const [row] = await tx
    .select({ id: seriesSeasons.id })
    .from(seriesSeasons)
    .where(
      and(
        eq(seriesSeasons.seriesId, seriesId),
        inArray(seriesSeasons.status, ['proposed', 'accepted']),
        sql`${seriesSeasons.startsOn} <= ${input.ends_on}::date`,
        sql`${seriesSeasons.endsOn} >= ${input.starts_on}::date`,
        except === undefined ? undefined : ne(seriesSeasons.id, except),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Why a plan cannot take this season (past start, another season those days), or null. */
async function refusalFor(
  tx: Tx,
  series: SeriesRow,
  endedAt: Date,
  input: SeasonProposal,
  now: Date,
): Promise<{ field: string; message: string } | null> {
  const zone = input.time_zone ?? series.anchorZone;
  if (input.starts_on < dayOn(now, zone)) return { field: 'starts_on', message: SEASON_IN_PAST };
  if (daysOn(input.starts_on, input.ends_on, zone).from.getTime() >= endedAt.getTime()) {
    return { field: 'starts_on', message: SEASON_AFTER_PLAN };
  }
  if (await overlaps(tx, series.id, input)) return { field: 'starts_on', message: SEASON_OVERLAP };
  return null;
}

/** Writes one proposal for a plan (checked by the caller), audited and told to the other side. */
async function insertSeason(
  tx: Tx,
  services: ClassServices,
  actor: ClassActor,
  series: SeriesRow,
  input: SeasonProposal,
  now: Date,
): Promise<number> {
  const [created] = await tx
    .insert(seriesSeasons)
    .values({
      seriesId: series.id,
      startsOn: input.starts_on,
      endsOn: input.ends_on,
      weekdays: input.weekdays,
      startTime: input.start_time,
      anchorZone: input.time_zone ?? series.anchorZone,
      proposedBy: actor.userId,
      createdAt: now,
    })
    .returning();
  if (!created) throw new Error('The seasonal timetable was not saved');
  await recordAudit(tx, {
    actorUserId: actor.userId,
    action: 'propose',
    entity: 'series_seasons',
    entityId: created.id,
    after: { ...created, by: actor.as },
  });
  await mailSeason(tx, services.mailer, {
    seasonId: created.id,
    sides: [actor.as === 'staff' ? 'learner' : 'tutor'],
    news: 'proposed',
    at: now,
    calendar: false,
    removed: [],
  });
  return created.id;
}

/**
 * A seasonal timetable proposed for a subscription's plan: by its learner (or a parent, for a
 * child) or by staff. 404 for a subscription not the actor's; 422 per field for a range that
 * began already, falls after the plan, or meets another season of the plan.
 */
export async function proposeSeason(
  services: ClassServices,
  actor: ClassActor,
  subscriptionId: number,
  input: SeasonProposal,
): Promise<Season> {
  const now = services.clock.now();
  const season = await services.db.transaction(async (tx) => {
    const [plan] = await tx
      .select({ series: classSeries, userId: subscriptions.userId, endedAt: subscriptions.endedAt })
      .from(subscriptions)
      .leftJoin(classSeries, eq(classSeries.subscriptionId, subscriptions.id))
      .where(
        and(
          eq(subscriptions.id, subscriptionId),
          actor.as === 'learner'
            ? eq(subscriptions.userId, actor.learnerId ?? actor.userId ?? -1)
            : undefined,
        ),
      )
      .for('update', { of: subscriptions });
    if (!plan || actor.as === 'tutor') throw new NotFound();
    if (!plan.series) throw new Conflict(SEASON_NO_PLAN);
    // The plan itself is locked too, as staff's offer locks it: two proposals for its days
    // cannot both pass the check for another season on them.
    const [series] = await tx
      .select()
      .from(classSeries)
      .where(eq(classSeries.id, plan.series.id))
      .for('update');
    if (!series) throw new Conflict(SEASON_NO_PLAN);
    const refusal = await refusalFor(tx, series, plan.endedAt, input, now);
    if (refusal) throw ValidationFailed.field(refusal.field, refusal.message);
    const id = await insertSeason(tx, services, actor, series, input, now);
    return seasonView(tx, actor, id, now);
  });
  services.mailer.flushSoon();
  return season;
}

/**
 * Staff offer one seasonal timetable to every learner of a tutor: a proposal for each of the
 * tutor's plans still running, each learner answering their own. A plan that cannot take it
 * (it ends before, or has a season those days) is left out and named. A first day already
 * past on a plan's clock refuses the whole offer (422).
 */
export async function offerSeason(
  services: ClassServices,
  actor: ClassActor,
  tutorId: number,
  offered: z.output<typeof seasonOfferInputSchema>,
): Promise<SeasonOffer> {
  const now = services.clock.now();
  const offer = await services.db.transaction(async (tx) => {
    const plans = await tx
      .select({
        series: classSeries,
        endedAt: subscriptions.endedAt,
        firstName: users.firstName,
        lastName: users.lastName,
        child: isChild(users.id),
      })
      .from(classSeries)
      .innerJoin(subscriptions, eq(subscriptions.id, classSeries.subscriptionId))
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(
        and(
          eq(classSeries.tutorId, tutorId),
          eq(subscriptions.status, 'active'),
          gt(subscriptions.endedAt, now),
        ),
      )
      .orderBy(asc(classSeries.id))
      .for('update', { of: classSeries });
    const proposed: number[] = [];
    const skipped: SeasonOffer['skipped'] = [];
    for (const plan of plans) {
      const input = { ...offered, weekdays: offered.weekdays ?? plan.series.weekdays };
      const refusal = await refusalFor(tx, plan.series, plan.endedAt, input, now);
      if (refusal?.message === SEASON_IN_PAST) {
        throw ValidationFailed.field(refusal.field, refusal.message);
      }
      if (refusal) {
        skipped.push({
          subscription_id: plan.series.subscriptionId,
          learner: learnerName({ ...plan, child: plan.child }),
          message: refusal.message,
        });
        continue;
      }
      proposed.push(await insertSeason(tx, services, actor, plan.series, input, now));
    }
    const rows =
      proposed.length === 0
        ? []
        : await seasonQuery(tx)
            .where(inArray(seriesSeasons.id, proposed))
            .orderBy(asc(seriesSeasons.id));
    return {
      proposed: rows.map((row) => toSeason(row, actor, now, actor.locale ?? 'en')),
      skipped,
    };
  });
  services.mailer.flushSoon();
  return offer;
}
