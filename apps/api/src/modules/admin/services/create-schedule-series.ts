import { DateTime } from 'luxon';
import type { adminScheduleSeriesSchema, AdminSchedule } from '@iqra/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { schedules, subscriptions } from '../../../db/schema.ts';
import { assertExists } from '../resource/checks.ts';
import type { Actor } from '../resource/definition.ts';
import { toAdminSchedule } from '../resources/schedules.ts';
import { runAuditedChange } from './run-audited-change.ts';

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
