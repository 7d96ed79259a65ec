import { eq } from 'drizzle-orm';
import type { PayStatement } from '@iqra/contracts';
import { tutorPayMonths, users } from '../../db/schema.ts';
import { recordAudit, type Tx } from '../../lib/audit.ts';
import { Conflict } from '../../lib/errors.ts';
import { firstDayOf } from './months.ts';
import { liveStatement, paidStatement } from './statement.ts';

export const MONTH_NOT_ENDED =
  'This month has not ended on the school’s clock yet: it can be paid once it has.';
export const MONTH_PAID_ALREADY = 'This month is already paid to the tutor.';
export const MONTH_NOT_RECORDED =
  'Some classes of this month are not recorded yet: record them (or have the tutor record them) before paying the month.';

/**
 * Staff pay a tutor's month (decision 046): only a month over on the school's clock, all of
 * whose classes are recorded or cancelled, and once. Its statement is kept as it is paid; the
 * tutor and the school's rules are held from the reading to the commit, so no class, rate or
 * time zone changes in between; and from then on the database refuses any change to the month's
 * classes (migrations 0025, 0028). Audited.
 */
export async function payMonth(
  tx: Tx,
  actorUserId: number,
  tutorId: number,
  month: string,
  now: Date,
): Promise<PayStatement> {
  if (await paidStatement(tx, tutorId, month)) throw new Conflict(MONTH_PAID_ALREADY);
  const live = await liveStatement(tx, tutorId, month, now, { hold: true });
  if (!live.month_ended) throw new Conflict(MONTH_NOT_ENDED);
  if (live.lines.some((line) => line.outcome === 'not_recorded' || line.outcome === 'scheduled')) {
    throw new Conflict(MONTH_NOT_RECORDED);
  }
  const [staff] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, actorUserId));
  const statement: PayStatement = {
    ...live,
    paid: {
      paid_at: now.toISOString(),
      paid_by: staff ? `${staff.firstName} ${staff.lastName}`.trim() : null,
    },
  };
  const inserted = await tx
    .insert(tutorPayMonths)
    .values({
      tutorId,
      month: firstDayOf(month),
      statement,
      paidAt: now,
      paidBy: actorUserId,
    })
    .onConflictDoNothing()
    .returning({ tutorId: tutorPayMonths.tutorId });
  // Two staff at once: the second finds the month paid.
  if (inserted.length === 0) throw new Conflict(MONTH_PAID_ALREADY);
  await recordAudit(tx, {
    actorUserId,
    action: 'pay',
    entity: 'tutor_pay_months',
    entityId: `${tutorId}:${month}`,
    after: { tutor_id: tutorId, month, totals: statement.totals },
  });
  return statement;
}
