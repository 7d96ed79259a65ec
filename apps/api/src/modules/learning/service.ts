import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Language, Subscription, SubscriptionStatus } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import type { Tx } from '../../lib/audit.ts';
import { inLanguage } from '../../lib/in-language.ts';
import { classes, products, subscriptions, tiers, tutors } from '../../db/schema.ts';
import { progressOf } from '../lessons/index.ts';
import { scheduleStatus } from '../teaching/index.ts';

/** 'cancelled' is what staff set; otherwise the dates decide between active and expired. */
export function subscriptionStatus(
  stored: SubscriptionStatus,
  endedAt: Date,
  now: Date,
): SubscriptionStatus {
  if (stored === 'cancelled') return 'cancelled';
  return endedAt.getTime() > now.getTime() ? 'active' : 'expired';
}

/**
 * The learners' subscriptions with their course and plan, newest first (the learner's own
 * list, and a family's in the back office).
 */
export async function subscriptionRowsOf(db: Tx, learnerIds: number[]) {
  if (learnerIds.length === 0) return [];
  return db
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      productName: products.name,
      productNameAr: products.nameAr,
      productSlug: products.slug,
      tierName: tiers.name,
      tierNameAr: tiers.nameAr,
      tierSlug: tiers.slug,
      startedAt: subscriptions.startedAt,
      endedAt: subscriptions.endedAt,
      status: subscriptions.status,
      productId: subscriptions.productId,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(tiers, eq(tiers.id, subscriptions.tierId))
    .where(inArray(subscriptions.userId, learnerIds))
    .orderBy(desc(subscriptions.startedAt), desc(subscriptions.id));
}

/**
 * A learner's subscriptions with their class schedules, newest first, as they stand at `now`;
 * each one's progress is the learner's record against its course's syllabus.
 */
export async function listUserSubscriptions(
  db: Database,
  userId: number,
  now: Date,
  language: Language,
): Promise<Subscription[]> {
  const rows = await subscriptionRowsOf(db, [userId]);
  if (rows.length === 0) return [];
  const progress = await progressOf(
    db,
    rows.map((row) => ({ id: row.id, learnerId: userId, productId: row.productId })),
  );
  const classRows = await db
    .select({
      id: classes.id,
      subscriptionId: classes.subscriptionId,
      title: classes.title,
      // A class without a link of its own meets at its tutor's meeting link.
      link: sql<string>`coalesce(${classes.link}, ${tutors.meetingLink}, '')`,
      startsAt: classes.startsAt,
      endsAt: classes.endsAt,
      status: classes.status,
    })
    .from(classes)
    .leftJoin(tutors, eq(tutors.userId, classes.tutorId))
    .where(
      inArray(
        classes.subscriptionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(classes.startsAt), asc(classes.id));
  return rows.map((row) => ({
    id: row.id,
    // The course's and the plan's names in the reader's language (decision 043).
    product: {
      ...inLanguage(language, { name: row.productName }, { name: row.productNameAr }),
      slug: row.productSlug,
    },
    tier: {
      ...inLanguage(language, { name: row.tierName }, { name: row.tierNameAr }),
      slug: row.tierSlug,
    },
    started_at: row.startedAt.toISOString(),
    ended_at: row.endedAt.toISOString(),
    status: subscriptionStatus(row.status, row.endedAt, now),
    progress: progress.get(row.id) ?? null,
    schedules: classRows
      .filter((item) => item.subscriptionId === row.id)
      .map((item) => ({
        id: item.id,
        title: item.title,
        link: item.link,
        started_at: item.startsAt.toISOString(),
        ended_at: item.endsAt.toISOString(),
        status: scheduleStatus(item, now),
      })),
  }));
}
