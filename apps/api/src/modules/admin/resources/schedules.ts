import { eq, sql } from 'drizzle-orm';
import { adminScheduleSchema, SCHEDULE_STATUSES, type AdminSchedule } from '@iqra/contracts';
import { classes, subscriptions, tutors } from '../../../db/schema.ts';
import { defineResource, type Tx } from '../resource/definition.ts';
import { enumFilter, idFilter } from '../resource/filters.ts';
import { listAndGet } from '../resource/list-page.ts';

// ---------- schedules: a subscription's classes as the spec names them ----------

// The spec's active/inactive: a class cancelled, by anyone, is inactive.
const scheduleStatus = sql<
  AdminSchedule['status']
>`case when ${classes.status} = 'cancelled' then 'inactive' else 'active' end`;

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

/**
 * A subscription's classes as staff list and read them. Adding, changing and deleting one are
 * the teaching module's verbs (teaching-routes.ts), which keep its rules, mails and calendars.
 */
export const schedulesResource = defineResource({
  name: 'schedules',
  label: { one: 'a scheduled class', many: 'scheduled classes' },
  schema: adminScheduleSchema,
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
});
