import { progressOf } from '../../lessons/index.ts';
import { endSubscriptionClasses, syncWeeklyPlan } from '../../teaching/index.ts';
import { and, eq, gt, lte, ne, type SQL } from 'drizzle-orm';
import {
  adminSubscriptionCreateSchema,
  adminSubscriptionSchema,
  adminSubscriptionUpdateSchema,
  IN_USE,
  SUBSCRIPTION_STATUSES,
  type AdminSubscription,
} from '@iqra/contracts';
import { products, subscriptionPayments, subscriptions, tiers, users } from '../../../db/schema.ts';
import { addMonths } from '../../../lib/dates.ts';
import { Conflict, ValidationFailed } from '../../../lib/errors.ts';
import { subscriptionStatus } from '../../learning/index.ts';
import { assertExists, assertUnused } from '../resource/checks.ts';
import { defineResource, type Tx } from '../resource/definition.ts';
import { assertOneOf, idFilter } from '../resource/filters.ts';
import { completedAfter, countOf, listAndGet } from '../resource/list-page.ts';
import { deleteRow, insertedId } from '../resource/writes.ts';

// ---------- subscriptions ----------

const schedulesCount = countOf('classes', 'subscription_id', 'subscriptions');

function subscriptionQuery(db: Tx) {
  return db
    .select({
      id: subscriptions.id,
      user_id: subscriptions.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      product_id: subscriptions.productId,
      productName: products.name,
      productSlug: products.slug,
      tier_id: subscriptions.tierId,
      tierName: tiers.name,
      tierSlug: tiers.slug,
      payment_id: subscriptions.paymentId,
      startedAt: subscriptions.startedAt,
      endedAt: subscriptions.endedAt,
      status: subscriptions.status,
      schedules_count: schedulesCount,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(tiers, eq(tiers.id, subscriptions.tierId))
    .$dynamic();
}
type SubscriptionRow = Awaited<ReturnType<typeof subscriptionQuery>>[number];
/** A row as staff read it, but for its progress (`withProgress`). */
function toAdminSubscription(row: SubscriptionRow, now: Date): Omit<AdminSubscription, 'progress'> {
  return {
    id: row.id,
    user_id: row.user_id,
    user: { firstName: row.firstName, lastName: row.lastName, email: row.email },
    product_id: row.product_id,
    product: { name: row.productName, slug: row.productSlug },
    tier_id: row.tier_id,
    tier: { name: row.tierName, slug: row.tierSlug },
    payment_id: row.payment_id,
    started_at: row.startedAt.toISOString(),
    ended_at: row.endedAt.toISOString(),
    status: subscriptionStatus(row.status, row.endedAt, now),
    schedules_count: row.schedules_count,
  };
}

/** The rows with each one's progress, read from its learner's record in one go. */
async function withProgress(
  db: Tx,
  rows: Omit<AdminSubscription, 'progress'>[],
): Promise<AdminSubscription[]> {
  const progress = await progressOf(
    db,
    rows.map((row) => ({ id: row.id, learnerId: row.user_id, productId: row.product_id })),
  );
  return rows.map((row) => ({ ...row, progress: progress.get(row.id) ?? null }));
}

/** The status a learner sees, as a condition: cancelled is stored, the dates decide the rest. */
function statusCondition(value: string, name: string, now: Date): SQL {
  assertOneOf(name, SUBSCRIPTION_STATUSES, value);
  if (value === 'cancelled') return eq(subscriptions.status, 'cancelled');
  const notCancelled = ne(subscriptions.status, 'cancelled');
  return value === 'active'
    ? (and(notCancelled, gt(subscriptions.endedAt, now)) as SQL)
    : (and(notCancelled, lte(subscriptions.endedAt, now)) as SQL);
}

function assertDatesInOrder(startedAt: Date, endedAt: Date) {
  if (endedAt.getTime() <= startedAt.getTime()) {
    throw ValidationFailed.field('ended_at', 'The end must be after the start.');
  }
}

/** The start and end once either is changed (the other kept), in order or 422. */
function changedDates(
  current: { startedAt: Date; endedAt: Date },
  input: { started_at?: string | undefined; ended_at?: string | undefined },
) {
  const startedAt = input.started_at ? new Date(input.started_at) : current.startedAt;
  const endedAt = input.ended_at ? new Date(input.ended_at) : current.endedAt;
  assertDatesInOrder(startedAt, endedAt);
  return { startedAt, endedAt };
}

/** A page of the list, or one row, as the query reads them: progress comes after. */
const read = listAndGet(
  subscriptionQuery,
  {
    search: [users.email, users.firstName, users.lastName, products.name, tiers.name],
    idColumn: subscriptions.id,
    sorts: {
      started_at: subscriptions.startedAt,
      ended_at: subscriptions.endedAt,
      product: products.name,
      user: users.email,
    },
    defaultSort: '-started_at',
    filters: {
      user_id: idFilter('learner', subscriptions.userId),
      product_id: idFilter('course', subscriptions.productId),
      status: statusCondition,
    },
  },
  toAdminSubscription,
);

export const subscriptionsResource = defineResource({
  name: 'subscriptions',
  label: { one: 'a subscription', many: 'subscriptions' },
  schema: adminSubscriptionSchema,
  conflicts: { remove: IN_USE.paidSubscription },
  entity: 'subscriptions',
  ...completedAfter(read, withProgress),
  /** A subscription granted by hand (a learner who paid another way), a month by default. */
  create: {
    schema: adminSubscriptionCreateSchema,
    async run(tx, input, actor) {
      await assertExists(tx, users.id, input.user_id, 'user_id', 'learner');
      await assertExists(tx, products.id, input.product_id, 'product_id', 'course');
      await assertExists(tx, tiers.id, input.tier_id, 'tier_id', 'tier');
      const startedAt = input.started_at ? new Date(input.started_at) : actor.at;
      const endedAt = input.ended_at ? new Date(input.ended_at) : addMonths(startedAt, 1);
      assertDatesInOrder(startedAt, endedAt);
      const [row] = await tx
        .insert(subscriptions)
        .values({
          userId: input.user_id,
          productId: input.product_id,
          tierId: input.tier_id,
          startedAt,
          endedAt,
          createdAt: actor.at,
        })
        .returning({ id: subscriptions.id });
      return insertedId(row);
    },
  },
  update: {
    schema: adminSubscriptionUpdateSchema,
    async run(tx, id, input, actor) {
      const [current] = await tx
        .select({ startedAt: subscriptions.startedAt, endedAt: subscriptions.endedAt })
        .from(subscriptions)
        .where(eq(subscriptions.id, Number(id)))
        .for('update');
      if (!current) return;
      await assertExists(tx, tiers.id, input.tier_id, 'tier_id', 'tier');
      const { startedAt, endedAt } = changedDates(current, input);
      await tx
        .update(subscriptions)
        .set({
          startedAt,
          endedAt,
          ...(input.tier_id === undefined ? {} : { tierId: input.tier_id }),
          ...(input.cancelled === undefined
            ? {}
            : { status: input.cancelled ? ('cancelled' as const) : ('active' as const) }),
        })
        .where(eq(subscriptions.id, Number(id)));
      // Cancelled, it has no classes ahead; new dates or a restore follow its weekly plan.
      if (input.cancelled === true) await endSubscriptionClasses(tx, Number(id), actor.at);
      else if (
        input.started_at !== undefined ||
        input.ended_at !== undefined ||
        input.cancelled === false
      ) {
        await syncWeeklyPlan(tx, Number(id), actor.at);
      }
    },
  },
  async remove(tx, id, _actor, row) {
    if (row.payment_id) throw new Conflict(IN_USE.paidSubscription);
    await assertUnused(
      tx,
      subscriptionPayments.subscriptionId,
      Number(id),
      IN_USE.paidSubscription,
    );
    await deleteRow(tx, subscriptions, id);
  },
});
