import { Temporal } from 'temporal-polyfill';
import type { adminScheduleSeriesSchema, AdminSchedule } from '@iqra/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { classes, subscriptions } from '../../../db/schema.ts';
import { instantOfLocal, occurrencesBetween } from '../../../lib/weekly-series.ts';
import { assertExists } from '../resource/checks.ts';
import type { Actor } from '../resource/definition.ts';
import { toAdminSchedule } from '../resources/schedules.ts';
import { runAuditedChange } from './run-audited-change.ts';

export type ScheduleSeries = z.output<typeof adminScheduleSeriesSchema>;

/**
 * The classes of a weekly series: each chosen weekday of `weeks` weeks from `starts_on`, at
 * `time` on the wall clock of `time_zone` — the rule of a subscription's weekly plan
 * (lib/weekly-series.ts), so a class stays at 18:00 local time across clock changes.
 */
export function seriesTimes(series: ScheduleSeries): { startedAt: Date; endedAt: Date }[] {
  const firstDay = Temporal.PlainDate.from(series.starts_on);
  const from = instantOfLocal(`${firstDay.toString()}T00:00`, series.time_zone);
  const until = instantOfLocal(
    `${firstDay.add({ weeks: series.weeks }).toString()}T00:00`,
    series.time_zone,
  );
  return occurrencesBetween(
    {
      weekdays: series.days,
      startTime: series.time,
      minutes: series.duration_minutes,
      anchorZone: series.time_zone,
    },
    from,
    until,
  ).map((time) => ({ startedAt: time.startsAt, endedAt: time.endsAt }));
}

/** Adds a weekly series of classes to a subscription, audited as one change. */
export async function createScheduleSeries(
  db: Database,
  actor: Actor,
  series: ScheduleSeries,
): Promise<AdminSchedule[]> {
  return runAuditedChange(
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
        .insert(classes)
        .values(
          seriesTimes(series).map(({ startedAt, endedAt }) => ({
            subscriptionId: series.subscription_id,
            title: series.title,
            link: series.link,
            startsAt: startedAt,
            endsAt: endedAt,
            anchorZone: series.time_zone,
          })),
        )
        .returning();
      const created = rows
        .map((row) =>
          toAdminSchedule({
            id: row.id,
            subscription_id: series.subscription_id,
            title: row.title,
            link: row.link ?? '',
            startedAt: row.startsAt,
            endedAt: row.endsAt,
            status: 'active',
          }),
        )
        .sort((a, b) => a.started_at.localeCompare(b.started_at) || a.id - b.id);
      return { result: created, after: { series, created: created.map((row) => row.id) } };
    },
  );
}
