import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseOutage } from '../../lib/database-outage.ts';
import { PeriodicTask } from '../../lib/periodic-task.ts';
import type { ReminderContext } from './reminder-context.ts';
import { forgetOldReminders, queueDueReminders } from './due.ts';

/** How often spent reminder keys are tidied away. */
const TIDY_EVERY_MS = 6 * 3_600_000;

/**
 * Looks for reminders that have fallen due every `intervalMs` (10 s by default, so each goes
 * out well within a minute of its moment) and queues them in the outbox; the mail worker sends
 * them at once. Nothing is held in memory between rounds: a restart, or a second instance,
 * finds the same due reminders and the database lets each be queued once (due.ts).
 */
export class ReminderScheduler {
  private readonly task: PeriodicTask;
  private tidiedAt = 0;

  constructor(
    private readonly context: ReminderContext,
    private readonly options: {
      intervalMs: number;
      log: FastifyBaseLogger;
      outage: DatabaseOutage;
    },
  ) {
    this.task = new PeriodicTask({
      run: () => this.round(),
      intervalMs: options.intervalMs,
      onError: (error) => {
        if (!options.outage.noticed(error)) {
          options.log.error({ err: error }, 'reminder round failed');
        }
      },
    });
  }

  start(): void {
    this.task.start();
  }

  /** Runs a round now (a round under way is shared); resolves when it has ended. */
  runNow(): Promise<void> {
    return this.task.kick();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  private async round(): Promise<void> {
    const { db, mailer } = this.context;
    const now = this.context.clock.now();
    const queued = await queueDueReminders(db, now);
    if (queued > 0) {
      this.options.log.info({ queued }, 'reminders queued');
      mailer.flushSoon();
    }
    if (now.getTime() - this.tidiedAt >= TIDY_EVERY_MS) {
      await forgetOldReminders(db, now);
      this.tidiedAt = now.getTime();
    }
  }
}
