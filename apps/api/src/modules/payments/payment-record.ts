import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { duration } from '../../lib/dates.ts';
import { payments, userBooks } from '../../db/schema.ts';
import type { Mailer } from '../mail/index.ts';
import type { PaymentProvider } from './providers/types.ts';
import type { Clock } from '../../lib/clock.ts';

// What every step of a payment shares: its row, how long it waits for the provider, and the
// status changes more than one step makes.

export type Payment = typeof payments.$inferSelect;

/** How long payments wait for their provider (the reconciler and decision 006). */
export const PAYMENT_TIMINGS = {
  /** A payment whose return has not come by then is asked about at the provider. */
  firstCheck: duration({ minutes: 5 }),
  /** A payer who has not approved by then never will: the payment expires. */
  approvalWindow: duration({ hours: 3 }),
  /** A claimed payment is left alone by other instances (and the reconciler) this long. */
  lease: duration({ minutes: 5 }),
  /** A payment that waits for another checkout of the same book is looked at again after. */
  retry: duration({ minutes: 1 }),
  /** The longest wait between two questions about one payment. */
  maxBackoff: duration({ minutes: 30 }),
};

export interface PaymentContext {
  db: Database;
  mailer: Mailer;
  provider: PaymentProvider;
  /** Absolute base for the return and cancel URLs the provider sends the browser to. */
  publicUrl: string;
  /** The school's clock: when a paid month starts. */
  clock: Clock;
}

export async function findPaymentByOrderId(
  db: Database,
  orderId: string,
): Promise<Payment | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, orderId))
    .limit(1);
  return payment;
}

/** Whether the learner owns the book already (bought before, or granted by staff). */
export async function ownsBook(db: Database, userId: number, bookId: number): Promise<boolean> {
  const [owned] = await db
    .select({ bookId: userBooks.bookId })
    .from(userBooks)
    .where(and(eq(userBooks.userId, userId), eq(userBooks.bookId, bookId)))
    .limit(1);
  return owned !== undefined;
}

export async function markFailed(db: Database, paymentId: string) {
  await db
    .update(payments)
    .set({ status: 'failed', checkAfter: null })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['created', 'capturing'])));
}

/** The payer turned back at the provider: the payment is cancelled unless already paid. */
export async function cancelPayment(db: Database, paymentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'cancelled', checkAfter: null })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')));
}
