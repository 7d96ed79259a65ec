import { and, asc, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  adminScheduleCreateSchema,
  type adminScheduleSeriesSchema,
  adminScheduleUpdateSchema,
  adminSubscriptionCreateSchema,
  adminSubscriptionUpdateSchema,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  EMAIL_TAKEN,
  IN_USE,
  ROLES,
  SCHEDULE_STATUSES,
  SUBSCRIPTION_STATUSES,
  type AdminSchedule,
  type AdminSubscription,
  type AdminUser,
} from '@iqra/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import {
  authTokens,
  books,
  countries,
  payments,
  products,
  schedules,
  subscriptionPayments,
  subscriptions,
  tiers,
  userBooks,
  users,
} from '../../db/schema.ts';
import { addMonths } from '../../lib/dates.ts';
import { Conflict, ValidationFailed } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { subscriptionStatus } from '../learning/service.ts';
import {
  auditedChange,
  assertOneOf,
  enumFilter,
  idFilter,
  countOf,
  deleteRow,
  getOne,
  listPage,
  type Actor,
  type ResourceDefinition,
  type Tx,
  insertedId,
  assertExists,
  assertUnused,
} from './resource.ts';

// ---------- learners (users) ----------

const subscriptionsCount = countOf('subscriptions', 'user_id', 'users');

function userQuery(db: Tx) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      gender: users.gender,
      phone: users.phone,
      whatsapp: users.whatsapp,
      country_id: users.countryId,
      country: countries.name,
      age: users.age,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      subscriptions_count: subscriptionsCount,
    })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .$dynamic();
}
type UserRow = Awaited<ReturnType<typeof userQuery>>[number];
const toAdminUser =
  (ownedBooks: AdminUser['books'] = []) =>
  ({ createdAt, ...row }: UserRow): AdminUser => ({
    ...row,
    created_at: createdAt.toISOString(),
    books: ownedBooks,
  });

async function ownedBooks(db: Tx, userId: number): Promise<AdminUser['books']> {
  const rows = await db
    .select({ id: books.id, title: books.title, acquiredAt: userBooks.acquiredAt })
    .from(userBooks)
    .innerJoin(books, eq(books.id, userBooks.bookId))
    .where(eq(userBooks.userId, userId))
    .orderBy(asc(userBooks.acquiredAt));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    acquired_at: row.acquiredAt.toISOString(),
  }));
}

async function assertEmailFree(tx: Tx, email: string | undefined, userId?: number) {
  if (email === undefined) return;
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (other && other.id !== userId) throw ValidationFailed.field('email', EMAIL_TAKEN);
}

export const usersResource: ResourceDefinition<AdminUser> = {
  name: 'users',
  entity: 'users',
  list: (db, params) =>
    listPage(
      db,
      params,
      {
        query: () => userQuery(db),
        search: [
          users.firstName,
          users.lastName,
          users.email,
          users.phone,
          sql`${users.firstName} || ' ' || ${users.lastName}`,
        ],
        idColumn: users.id,
        sorts: {
          first_name: users.firstName,
          last_name: users.lastName,
          email: users.email,
          role: users.role,
          created_at: users.createdAt,
        },
        defaultSort: '-created_at',
        filters: { role: enumFilter(ROLES, users.role) },
      },
      toAdminUser(),
    ),
  async get(db, id) {
    const [row] = await userQuery(db)
      .where(eq(users.id, Number(id)))
      .limit(1);
    return row && toAdminUser(await ownedBooks(db, row.id))(row);
  },
  create: {
    schema: adminUserCreateSchema,
    async run(tx, input: z.output<typeof adminUserCreateSchema>) {
      await assertExists(tx, countries.id, input.country_id, 'country_id', 'country');
      await assertEmailFree(tx, input.email);
      const { country_id, password, ...rest } = input;
      const [row] = await tx
        .insert(users)
        .values({
          ...rest,
          countryId: country_id,
          passwordHash: await hashPassword(password),
        })
        .returning({ id: users.id });
      return insertedId(row);
    },
  },
  update: {
    schema: adminUserUpdateSchema,
    async run(tx, id, input: z.output<typeof adminUserUpdateSchema>, actor: Actor) {
      const userId = Number(id);
      if (userId === actor.userId && input.role !== undefined && input.role !== 'admin') {
        throw ValidationFailed.field('role', IN_USE.self);
      }
      await assertExists(tx, countries.id, input.country_id, 'country_id', 'country');
      await assertEmailFree(tx, input.email, userId);
      const { country_id, password, ...rest } = input;
      const values = {
        ...rest,
        ...(country_id === undefined ? {} : { countryId: country_id }),
        ...(password ? { passwordHash: await hashPassword(password) } : {}),
        updatedAt: new Date(),
      };
      await tx.update(users).set(values).where(eq(users.id, userId));
      // A password set by staff, or a role taken away, ends the account's sessions.
      if (password || input.role === 'student') {
        await tx.delete(authTokens).where(eq(authTokens.userId, userId));
      }
    },
  },
  async remove(tx, id, actor) {
    const userId = Number(id);
    if (userId === actor.userId) throw new Conflict(IN_USE.self);
    await assertUnused(tx, payments.userId, userId, IN_USE.user);
    await tx.delete(users).where(eq(users.id, userId));
  },
};

// ---------- subscriptions ----------

const schedulesCount = countOf('schedules', 'subscription_id', 'subscriptions');

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
      progress: subscriptions.progress,
      schedules_count: schedulesCount,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(tiers, eq(tiers.id, subscriptions.tierId))
    .$dynamic();
}
type SubscriptionRow = Awaited<ReturnType<typeof subscriptionQuery>>[number];
function toAdminSubscription(row: SubscriptionRow): AdminSubscription {
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
    status: subscriptionStatus(row.status, row.endedAt),
    progress: row.progress,
    schedules_count: row.schedules_count,
  };
}

/** The status a learner sees, as a condition: cancelled is stored, the dates decide the rest. */
function statusCondition(value: string, name: string): SQL {
  assertOneOf(name, SUBSCRIPTION_STATUSES, value);
  const now = new Date();
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

export const subscriptionsResource: ResourceDefinition<AdminSubscription> = {
  name: 'subscriptions',
  entity: 'subscriptions',
  list: (db, params) =>
    listPage(
      db,
      params,
      {
        query: () => subscriptionQuery(db),
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
    ),
  get: (db, id) => getOne(subscriptionQuery(db), subscriptions.id, id, toAdminSubscription),
  /** A subscription granted by hand (a learner who paid another way), a month by default. */
  create: {
    schema: adminSubscriptionCreateSchema,
    async run(tx, input: z.output<typeof adminSubscriptionCreateSchema>) {
      await assertExists(tx, users.id, input.user_id, 'user_id', 'learner');
      await assertExists(tx, products.id, input.product_id, 'product_id', 'course');
      await assertExists(tx, tiers.id, input.tier_id, 'tier_id', 'tier');
      const startedAt = input.started_at ? new Date(input.started_at) : new Date();
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
          progress: input.progress ?? null,
        })
        .returning({ id: subscriptions.id });
      return insertedId(row);
    },
  },
  update: {
    schema: adminSubscriptionUpdateSchema,
    async run(tx, id, input: z.output<typeof adminSubscriptionUpdateSchema>) {
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
          ...(input.progress === undefined ? {} : { progress: input.progress }),
          ...(input.cancelled === undefined
            ? {}
            : { status: input.cancelled ? ('cancelled' as const) : ('active' as const) }),
        })
        .where(eq(subscriptions.id, Number(id)));
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
};

// ---------- schedules (classes) ----------

function scheduleQuery(db: Tx) {
  return db
    .select({
      id: schedules.id,
      subscription_id: schedules.subscriptionId,
      title: schedules.title,
      link: schedules.link,
      startedAt: schedules.startedAt,
      endedAt: schedules.endedAt,
      status: schedules.status,
    })
    .from(schedules)
    .$dynamic();
}
const toAdminSchedule = ({
  startedAt,
  endedAt,
  ...row
}: Awaited<ReturnType<typeof scheduleQuery>>[number]): AdminSchedule => ({
  ...row,
  started_at: startedAt.toISOString(),
  ended_at: endedAt.toISOString(),
});

export const schedulesResource: ResourceDefinition<AdminSchedule> = {
  name: 'schedules',
  entity: 'schedules',
  list: (db, params) =>
    listPage(
      db,
      params,
      {
        query: () => scheduleQuery(db),
        search: [schedules.title, schedules.link],
        idColumn: schedules.id,
        sorts: {
          started_at: schedules.startedAt,
          title: schedules.title,
          status: schedules.status,
        },
        defaultSort: 'started_at',
        filters: {
          subscription_id: idFilter('subscription', schedules.subscriptionId),
          status: enumFilter(SCHEDULE_STATUSES, schedules.status),
        },
      },
      toAdminSchedule,
    ),
  get: (db, id) => getOne(scheduleQuery(db), schedules.id, id, toAdminSchedule),
  create: {
    schema: adminScheduleCreateSchema,
    async run(tx, input: z.output<typeof adminScheduleCreateSchema>) {
      await assertExists(
        tx,
        subscriptions.id,
        input.subscription_id,
        'subscription_id',
        'subscription',
      );
      const startedAt = new Date(input.started_at);
      const endedAt = new Date(input.ended_at);
      assertDatesInOrder(startedAt, endedAt);
      const [row] = await tx
        .insert(schedules)
        .values({
          subscriptionId: input.subscription_id,
          title: input.title,
          link: input.link,
          startedAt,
          endedAt,
          status: input.status ?? 'active',
        })
        .returning({ id: schedules.id });
      return insertedId(row);
    },
  },
  update: {
    schema: adminScheduleUpdateSchema,
    async run(tx, id, input: z.output<typeof adminScheduleUpdateSchema>) {
      const [current] = await tx
        .select({ startedAt: schedules.startedAt, endedAt: schedules.endedAt })
        .from(schedules)
        .where(eq(schedules.id, Number(id)));
      if (!current) return;
      const { startedAt, endedAt } = changedDates(current, input);
      await tx
        .update(schedules)
        .set({
          ...(input.title === undefined ? {} : { title: input.title }),
          ...(input.link === undefined ? {} : { link: input.link }),
          ...(input.status === undefined ? {} : { status: input.status }),
          startedAt,
          endedAt,
        })
        .where(eq(schedules.id, Number(id)));
    },
  },
  async remove(tx, id) {
    await deleteRow(tx, schedules, id);
  },
};

export type ScheduleSeries = z.output<typeof adminScheduleSeriesSchema>;

/**
 * The classes of a weekly series: each chosen weekday of each week from `starts_on`, at
 * `time` on the wall clock of `time_zone`, so a class stays at 18:00 local time across a
 * daylight-saving change (a time that does not exist that day moves forward, as clocks do).
 */
export function seriesTimes(series: ScheduleSeries): { startedAt: Date; endedAt: Date }[] {
  const [hour, minute] = series.time.split(':').map(Number) as [number, number];
  const first = DateTime.fromISO(series.starts_on, { zone: series.time_zone });
  const times: { startedAt: Date; endedAt: Date }[] = [];
  for (let week = 0; week < series.weeks; week += 1) {
    for (const day of series.days) {
      const offset = (day - first.weekday + 7) % 7;
      const start = first.plus({ days: offset + week * 7 }).set({ hour, minute, second: 0 });
      times.push({
        startedAt: start.toJSDate(),
        endedAt: start.plus({ minutes: series.duration_minutes }).toJSDate(),
      });
    }
  }
  return times.sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
}

/** Adds a weekly series of classes to a subscription, audited as one change. */
export async function createScheduleSeries(
  db: Database,
  actor: Actor,
  series: ScheduleSeries,
): Promise<AdminSchedule[]> {
  return auditedChange(
    db,
    { actor, action: 'create_series', entity: 'schedules', entityId: series.subscription_id },
    async (tx) => {
      await assertExists(
        tx,
        subscriptions.id,
        series.subscription_id,
        'subscription_id',
        'subscription',
      );
      const rows = await tx
        .insert(schedules)
        .values(
          seriesTimes(series).map(({ startedAt, endedAt }) => ({
            subscriptionId: series.subscription_id,
            title: series.title,
            link: series.link,
            startedAt,
            endedAt,
          })),
        )
        .returning();
      const created = rows
        .map((row) =>
          toAdminSchedule({
            id: row.id,
            subscription_id: row.subscriptionId,
            title: row.title,
            link: row.link,
            startedAt: row.startedAt,
            endedAt: row.endedAt,
            status: row.status,
          }),
        )
        .sort((a, b) => a.started_at.localeCompare(b.started_at) || a.id - b.id);
      return { result: created, after: { series, created: created.map((row) => row.id) } };
    },
  );
}
