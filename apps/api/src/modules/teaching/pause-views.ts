import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminPause, Language, Pause, PauseList } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import {
  classes,
  classSeries,
  products,
  subscriptionPauses,
  subscriptions,
  users,
} from '../../db/schema.ts';
import type { Tx } from '../../lib/audit.ts';
import { NotFound } from '../../lib/errors.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { isChild, learnerName } from '../../lib/learner-names.ts';
import { daysIn } from '../../lib/school-days.ts';
import { grantedDaysUpTo, isWithdrawable, learnerUser } from './pauses.ts';

// Pauses as their learner (or a parent) and staff read them.

const asker = alias(users, 'pause_asker');

/** What every view of a pause reads. */
function pauseQuery(db: Tx) {
  return db
    .select({
      pause: subscriptionPauses,
      course: products.name,
      courseAr: products.nameAr,
      endedAt: subscriptions.endedAt,
      zone: sql<string>`coalesce(${classSeries.anchorZone}, ${learnerUser.timeZone}, 'UTC')`,
      learnerId: learnerUser.id,
      learnerFirstName: learnerUser.firstName,
      learnerLastName: learnerUser.lastName,
      child: isChild(learnerUser.id),
      askerFirstName: asker.firstName,
      askerLastName: asker.lastName,
      cancelled: sql<number>`(select cast(count(*) as integer) from ${classes} where ${classes.pauseId} = ${subscriptionPauses.id})`,
    })
    .from(subscriptionPauses)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPauses.subscriptionId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(learnerUser, eq(learnerUser.id, subscriptions.userId))
    .leftJoin(classSeries, eq(classSeries.subscriptionId, subscriptions.id))
    .leftJoin(asker, eq(asker.id, subscriptionPauses.requestedBy))
    .$dynamic();
}

type PauseViewRow = Awaited<ReturnType<typeof pauseQuery>>[number];

function toPause(row: PauseViewRow, language: Language, now: Date): Pause {
  const { pause } = row;
  const { course, in_english } = inLanguage(
    language,
    { course: row.course },
    { course: row.courseAr },
  );
  return {
    id: pause.id,
    subscription_id: pause.subscriptionId,
    course,
    starts_on: pause.startsOn,
    ends_on: pause.endsOn,
    days: daysIn(pause.startsOn, pause.endsOn),
    status: pause.status,
    reason: pause.reason,
    created_at: pause.createdAt.toISOString(),
    decided_at: pause.decidedAt?.toISOString() ?? null,
    classes_cancelled: row.cancelled,
    plan_ends_at: row.endedAt.toISOString(),
    time_zone: row.zone,
    withdrawable: isWithdrawable(pause, row.zone, now),
    ...(in_english ? { in_english } : {}),
  };
}

export async function pauseById(db: Database, id: number, language: Language, now: Date) {
  const [row] = await pauseQuery(db).where(eq(subscriptionPauses.id, id));
  if (!row) throw new NotFound();
  return toPause(row, language, now);
}

/** A learner's pauses, of all their subscriptions, newest first. */
export async function pausesOf(
  db: Database,
  learnerId: number,
  language: Language,
  now: Date,
): Promise<Pause[]> {
  const rows = await pauseQuery(db)
    .where(eq(subscriptions.userId, learnerId))
    .orderBy(desc(subscriptionPauses.startsOn), desc(subscriptionPauses.id));
  return rows.map((row) => toPause(row, language, now));
}

/** How many pauses staff's recent list shows. */
const RECENT_PAUSES = 100;

/**
 * Pauses as staff read them: those waiting for a decision, oldest first, or the latest asked
 * for (any status), newest first; or one by id.
 */
export async function adminPauses(
  db: Database,
  which: { list: PauseList } | { id: number },
  language: Language,
  now: Date,
): Promise<AdminPause[]> {
  const query = pauseQuery(db);
  const rows =
    'id' in which
      ? await query.where(eq(subscriptionPauses.id, which.id))
      : which.list === 'requested'
        ? await query
            .where(eq(subscriptionPauses.status, 'requested'))
            .orderBy(asc(subscriptionPauses.createdAt), asc(subscriptionPauses.id))
        : await query
            .orderBy(desc(subscriptionPauses.createdAt), desc(subscriptionPauses.id))
            .limit(RECENT_PAUSES);
  return Promise.all(
    rows.map(async (row) => ({
      ...toPause(row, language, now),
      learner: {
        id: row.learnerId,
        name: learnerName({
          firstName: row.learnerFirstName,
          lastName: row.learnerLastName,
          child: row.child,
        }),
      },
      asked_by:
        row.askerFirstName === null
          ? null
          : `${row.askerFirstName} ${row.askerLastName ?? ''}`.trim(),
      granted_days_in_year: await grantedDaysUpTo(
        db,
        row.pause.subscriptionId,
        row.pause.endsOn,
        row.pause.id,
      ),
    })),
  );
}
