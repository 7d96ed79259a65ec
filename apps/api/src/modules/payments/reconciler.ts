import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Temporal } from 'temporal-polyfill';
import { payments } from '../../db/schema.ts';
import type { DatabaseOutage } from '../../lib/database-outage.ts';
import { duration } from '../../lib/dates.ts';
import { fromNow } from '../../lib/db-time.ts';
import { PeriodicTask } from '../../lib/periodic-task.ts';
import { finishPayment } from './capture-payment.ts';
import { completePayment } from './grant-purchase.ts';
import {
  markFailed,
  PAYMENT_TIMINGS,
  type Payment,
  type PaymentContext,
} from './payment-record.ts';
import { ProviderUnavailable } from './providers/types.ts';

export interface ReconcilerOptions {
  ctx: PaymentContext;
  log: FastifyBaseLogger;
  /** Told of a round that failed because the database is away (logged once per outage). */
  outage: DatabaseOutage;
  /** How often to look for payments due a check. */
  intervalMs?: number;
}

/** A claimed payment, with its age on the database's clock. */
type Claimed = Payment & { ageSeconds: number };

const BATCH = 20;
// A payment costs the provider three calls at most (token, read, capture), each with its
// own deadline (PAYPAL_TIMEOUT_MS, 10 s by default); one is only started while they still
// fit in the lease, so no other instance can take it up meanwhile.
const LEASE_MARGIN = duration({ minutes: 1 });

/**
 * How long to wait before asking about a payment again: a third of its age, at least a
 * minute, at most half an hour. Young payments are asked about often, old ones seldom, and
 * a provider outage costs a few questions an hour, with no attempt counter to keep.
 */
export function nextCheckDelay(ageSeconds: number): Temporal.Duration {
  const longest = PAYMENT_TIMINGS.maxBackoff.total('seconds');
  return duration({ seconds: Math.round(Math.min(Math.max(ageSeconds / 3, 60), longest)) });
}

/**
 * Finishes payments whose return never reached us. Payments still open after
 * PAYMENT_TIMINGS.firstCheck are claimed with FOR UPDATE SKIP LOCKED, their check_after
 * moved forward as a lease so no other instance works on them meanwhile, and the provider
 * is asked where each order stands: approved → captured and granted (the return's own
 * idempotent path), captured → completed with that capture, voided or never approved
 * within the approval window → expired. An outage leaves them for a later round; a
 * restart loses nothing, as all there is to know is in the payments table.
 */
export class PaymentReconciler {
  private readonly task: PeriodicTask;

  constructor(private readonly options: ReconcilerOptions) {
    this.task = new PeriodicTask({
      run: (stopping) => this.round(stopping),
      intervalMs: options.intervalMs ?? 60_000,
      onError: (error) => {
        if (!options.outage.noticed(error))
          options.log.error({ err: error }, 'payment check failed');
      },
    });
  }

  start(): void {
    this.task.start();
  }

  /** Checks what is due now; concurrent calls share one round. */
  kick(): Promise<void> {
    return this.task.kick();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  private async round(stopping: AbortSignal): Promise<void> {
    let finished = 0;
    try {
      for (;;) {
        if (stopping.aborted) return;
        const batch = await this.claim();
        const deadline =
          Date.now() + PAYMENT_TIMINGS.lease.subtract(LEASE_MARGIN).total('milliseconds');
        for (const [index, payment] of batch.entries()) {
          // The rest keep their lease and come back in a later round once it runs out (or,
          // the app closing, once it has closed: no payment is started that it would cut off).
          if (Date.now() > deadline || stopping.aborted) return;
          try {
            if (await this.check(payment)) finished += 1;
          } catch (error) {
            if (!(error instanceof ProviderUnavailable)) {
              this.options.log.error({ err: error, paymentId: payment.id }, 'payment check failed');
              await this.later(payment);
              continue;
            }
            // The provider is down: ask again later about this one and the rest of the batch.
            this.options.log.warn(
              { err: error.message, waiting: batch.length - index },
              'payment provider unavailable; payments will be checked again later',
            );
            for (const waiting of batch.slice(index)) await this.later(waiting);
            return;
          }
        }
        if (batch.length < BATCH) return;
      }
    } finally {
      if (finished > 0) this.options.ctx.mailer.flushSoon();
    }
  }

  private async claim(): Promise<Claimed[]> {
    const { db } = this.options.ctx;
    return db
      .update(payments)
      .set({ checkAfter: fromNow(PAYMENT_TIMINGS.lease) })
      .where(
        sql`${payments.id} in (
          select id from payments
          where status in ('created', 'capturing')
            and (check_after is null or check_after <= now())
          order by check_after nulls first
          limit ${BATCH}
          for update skip locked)`,
      )
      .returning({
        ...getTableColumns(payments),
        ageSeconds: sql<number>`extract(epoch from now() - ${payments.createdAt})::float8`.mapWith(
          Number,
        ),
      });
  }

  /** Settles one payment if the provider's answer allows; true when it was finished. */
  private async check(payment: Claimed): Promise<boolean> {
    const { ctx, log } = this.options;
    const late = payment.ageSeconds >= PAYMENT_TIMINGS.approvalWindow.total('seconds');
    // The order was never made (the provider failed, or the process died in between).
    if (!payment.providerOrderId) return late ? this.expire(payment) : this.later(payment);
    const order = await ctx.provider.getOrder(payment.providerOrderId);
    switch (order.status) {
      case 'approved':
        return this.finish(payment);
      case 'captured': {
        const { capture } = order;
        if (capture.status === 'pending') return this.later(payment);
        if (capture.status === 'declined') {
          await markFailed(ctx.db, payment.id);
          log.info({ paymentId: payment.id }, 'payment found declined at the provider');
          return true;
        }
        const outcome = await completePayment(ctx, payment.id, capture);
        log.info({ paymentId: payment.id, outcome }, 'payment found captured at the provider');
        return true;
      }
      case 'voided':
        return this.expire(payment);
      case 'open':
        return late ? this.expire(payment) : this.later(payment);
      case 'unknown':
        // A claimed payment was approved (its return came) and perhaps captured: capturing
        // again is safe, the provider answers a repeated capture with the first one.
        if (payment.status === 'capturing') return this.finish(payment);
        return late ? this.expire(payment) : this.later(payment);
    }
  }

  private async finish(payment: Claimed): Promise<boolean> {
    const outcome = await finishPayment(this.options.ctx, payment);
    this.options.log.info({ paymentId: payment.id, outcome }, 'payment finished after its return');
    if (outcome === 'pending') return this.later(payment);
    return true;
  }

  private async expire(payment: Claimed): Promise<boolean> {
    await this.options.ctx.db
      .update(payments)
      .set({ status: 'expired', checkAfter: null })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['created', 'capturing'])));
    this.options.log.info({ paymentId: payment.id }, 'payment expired without approval');
    return true;
  }

  /** Asks about the payment again later; false: not finished in this round. */
  private async later(payment: Claimed): Promise<false> {
    await this.options.ctx.db
      .update(payments)
      .set({ checkAfter: fromNow(nextCheckDelay(payment.ageSeconds)) })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['created', 'capturing'])));
    return false;
  }
}
