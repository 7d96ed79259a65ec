import { count, eq, inArray, sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { outbox, payments, sentReminders } from '../../db/schema.ts';

/**
 * A gauge with one label, set at each scrape from rows counted by that label; a value of
 * `always` with no rows is reported as 0 rather than left out.
 */
function countsBy(
  registry: Registry,
  gauge: { name: string; help: string; label: string; always?: readonly string[] },
  read: () => Promise<{ key: string; rows: number }[]>,
): void {
  new Gauge({
    name: gauge.name,
    help: gauge.help,
    labelNames: [gauge.label],
    registers: [registry],
    async collect() {
      const counted = await read();
      this.reset();
      for (const key of gauge.always ?? []) this.set({ [gauge.label]: key }, 0);
      for (const { key, rows } of counted) this.set({ [gauge.label]: key }, rows);
    },
  });
}

/**
 * What the database knows, read at each scrape: the same on every instance, and right after a
 * restart. Gauges of counts; Prometheus's `delta()` tells what happened over a window.
 */
export function recordGauges(db: Database, registry: Registry): void {
  countsBy(
    registry,
    {
      name: 'iqra_outbox_mails',
      help: 'Mails in the outbox by status: pending (the backlog, retries included) and failed.',
      label: 'status',
      always: ['pending', 'failed'],
    },
    () =>
      db
        .select({ key: outbox.status, rows: count() })
        .from(outbox)
        .where(inArray(outbox.status, ['pending', 'failed']))
        .groupBy(outbox.status),
  );
  new Gauge({
    name: 'iqra_outbox_oldest_pending_seconds',
    help: 'Age of the oldest mail still waiting to be sent (0 when none is).',
    registers: [registry],
    async collect() {
      const [row] = await db
        .select({ age: sql<number>`extract(epoch from now() - min(${outbox.createdAt}))` })
        .from(outbox)
        .where(eq(outbox.status, 'pending'));
      this.set(Number(row?.age ?? 0));
    },
  });
  countsBy(
    registry,
    {
      name: 'iqra_payments',
      help: 'Payments by outcome (created, capturing, completed, cancelled, failed, expired).',
      label: 'status',
    },
    () =>
      db.select({ key: payments.status, rows: count() }).from(payments).groupBy(payments.status),
  );
  countsBy(
    registry,
    {
      name: 'iqra_reminders_sent',
      help: 'Reminders made, by kind, over the weeks they are kept.',
      label: 'kind',
    },
    () =>
      db
        .select({ key: sentReminders.kind, rows: count() })
        .from(sentReminders)
        .groupBy(sentReminders.kind),
  );
}
