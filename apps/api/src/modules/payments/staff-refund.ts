import { eq } from 'drizzle-orm';
import type { AdminRefund, AdminRefundCreateInput } from '@iqra/contracts';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { toAmount, toCents } from './providers/types.ts';
import { keepRefund, refundsOf, type RefundOutcome } from './refunds.ts';

export const REFUND_NOT_COMPLETED = 'Only a completed payment can be refunded.';

/** Why a refund staff record is not kept, as an answer. */
function refused(outcome: Exclude<RefundOutcome, { kept: true }>): never {
  switch (outcome.why) {
    case 'no payment':
      throw new NotFound();
    case 'not completed':
      throw new Conflict(REFUND_NOT_COMPLETED);
    case 'not within what is left': {
      const left = `${toAmount(outcome.leftCents)} ${outcome.currency}`;
      throw ValidationFailed.field(
        'amount',
        `The amount must not be greater than what is left to refund: ${left}.`,
      );
    }
    default:
      // A refund in the payment's own currency with no provider id is neither.
      throw new Error(`A refund by hand was refused: ${outcome.why}`);
  }
}

/**
 * Staff record a refund made outside the provider's notices (a bank transfer back, a refund the
 * provider never told of): on the school's clock, by them, in the payment's currency, never
 * more than what is left of it. Audited in the same transaction.
 */
export async function recordStaffRefund(
  db: Database,
  staff: { userId: number; at: Date },
  paymentId: string,
  input: AdminRefundCreateInput,
): Promise<AdminRefund> {
  return db.transaction(async (tx) => {
    const outcome = await keepRefund(tx, eq(payments.id, paymentId), {
      amountCents: toCents(input.amount),
      reason: input.reason,
      refundedAt: staff.at,
      providerRefundId: null,
      createdBy: staff.userId,
    });
    if (!outcome.kept) refused(outcome);
    const refund = (await refundsOf(tx, [paymentId]))
      .get(paymentId)
      ?.refunds.find((row) => row.id === outcome.id);
    if (!refund) throw new Error(`Refund ${outcome.id} was kept but cannot be read`);
    await recordAudit(tx, {
      actorUserId: staff.userId,
      action: 'create',
      entity: 'refunds',
      entityId: refund.id,
      after: {
        payment_id: paymentId,
        amount: refund.amount,
        currency: refund.currency,
        reason: refund.reason,
        refunded_at: refund.refunded_at,
      },
    });
    return refund;
  });
}
