import { eq } from 'drizzle-orm';
import {
  adminScheduleCreateSchema,
  adminScheduleUpdateSchema,
  SCHEDULE_STATUSES,
  type AdminSchedule,
} from '@iqra/contracts';
import { schedules, subscriptions } from '../../../db/schema.ts';
import { assertExists } from '../resource/checks.ts';
import { defineResource, type Tx } from '../resource/definition.ts';
import { enumFilter, idFilter } from '../resource/filters.ts';
import { listAndGet } from '../resource/list-page.ts';
import { deleteRow, insertedId } from '../resource/writes.ts';
import { assertDatesInOrder, changedDates } from './subscriptions.ts';

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
  entity: 'schedules',
  ...listAndGet(
    scheduleQuery,
    {
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
    async run(tx, id, input) {
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
});
