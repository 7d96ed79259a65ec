import { eq, sql } from 'drizzle-orm';
import {
  adminScheduleCreateSchema,
  adminScheduleSchema,
  adminScheduleUpdateSchema,
  CLASS_CLASH,
  SCHEDULE_STATUSES,
  type AdminSchedule,
} from '@iqra/contracts';
import { classes, subscriptions, tutors } from '../../../db/schema.ts';
import { assertExists } from '../resource/checks.ts';
import { defineResource, type Tx } from '../resource/definition.ts';
import { enumFilter, idFilter } from '../resource/filters.ts';
import { listAndGet } from '../resource/list-page.ts';
import { deleteRow, insertedId } from '../resource/writes.ts';
import { assertDatesInOrder, changedDates } from './subscriptions.ts';

// ---------- schedules: a subscription's classes as the spec names them ----------

// The spec's active/inactive is a class scheduled or cancelled (by staff, here).
const scheduleStatus = sql<
  AdminSchedule['status']
>`case when ${classes.status} = 'cancelled' then 'inactive' else 'active' end`;
const storedStatus = (status: AdminSchedule['status']) =>
  status === 'inactive'
    ? { status: 'cancelled' as const, cancelledBy: 'staff' as const, cancelledAt: new Date() }
    : { status: 'scheduled' as const, cancelledBy: null, cancelledAt: null };

function scheduleQuery(db: Tx) {
  return (
    db
      .select({
        id: classes.id,
        subscription_id: subscriptions.id,
        title: classes.title,
        // A class of a weekly plan meets at its tutor's link.
        link: sql<string>`coalesce(${classes.link}, ${tutors.meetingLink}, '')`,
        startedAt: classes.startsAt,
        endedAt: classes.endsAt,
        status: scheduleStatus,
      })
      .from(classes)
      // Trial classes have no subscription, so they are not anyone's schedule.
      .innerJoin(subscriptions, eq(subscriptions.id, classes.subscriptionId))
      .leftJoin(tutors, eq(tutors.userId, classes.tutorId))
      .$dynamic()
  );
}
export const toAdminSchedule = ({
  startedAt,
  endedAt,
  ...row
}: Awaited<ReturnType<typeof scheduleQuery>>[number]): AdminSchedule => ({
  ...row,
  started_at: startedAt.toISOString(),
  ended_at: endedAt.toISOString(),
});

export const schedulesResource = defineResource({
  name: 'schedules',
  label: { one: 'a scheduled class', many: 'scheduled classes' },
  schema: adminScheduleSchema,
  // Moved (or restored) onto another class of its tutor: the database refuses the clash.
  conflicts: { update: CLASS_CLASH },
  entity: 'schedules',
  ...listAndGet(
    scheduleQuery,
    {
      search: [classes.title, classes.link],
      idColumn: classes.id,
      sorts: {
        started_at: classes.startsAt,
        title: classes.title,
        status: classes.status,
      },
      defaultSort: 'started_at',
      filters: {
        subscription_id: idFilter('subscription', classes.subscriptionId),
        status: enumFilter(SCHEDULE_STATUSES, scheduleStatus),
      },
    },
    toAdminSchedule,
  ),
  create: {
    schema: adminScheduleCreateSchema,
    async run(tx, input) {
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
        .insert(classes)
        .values({
          subscriptionId: input.subscription_id,
          title: input.title,
          link: input.link,
          startsAt: startedAt,
          endsAt: endedAt,
          ...storedStatus(input.status ?? 'active'),
        })
        .returning({ id: classes.id });
      return insertedId(row);
    },
  },
  update: {
    schema: adminScheduleUpdateSchema,
    async run(tx, id, input) {
      const [current] = await tx
        .select({ startedAt: classes.startsAt, endedAt: classes.endsAt })
        .from(classes)
        .where(eq(classes.id, Number(id)));
      if (!current) return;
      const { startedAt, endedAt } = changedDates(current, input);
      const moved = startedAt.getTime() !== current.startedAt.getTime();
      await tx
        .update(classes)
        .set({
          ...(input.title === undefined ? {} : { title: input.title }),
          ...(input.link === undefined ? {} : { link: input.link }),
          ...(input.status === undefined ? {} : storedStatus(input.status)),
          startsAt: startedAt,
          endsAt: endedAt,
          ...(moved ? { movedFrom: sql`coalesce(${classes.movedFrom}, ${classes.startsAt})` } : {}),
          sequence: sql`${classes.sequence} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(classes.id, Number(id)));
    },
  },
  async remove(tx, id) {
    await deleteRow(tx, classes, id);
  },
});
