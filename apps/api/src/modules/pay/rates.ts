import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { payRateCreateSchema, TutorPayRate } from '@iqra/contracts';
import type { z } from 'zod';
import { tutorPayMonths, tutorPayRates } from '../../db/schema.ts';
import { recordAudit, type Tx } from '../../lib/audit.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { rateOf, tutorOf } from './statement.ts';

// A tutor's rates: each from a day of the school's calendar until the next one. A rate whose
// days touch a month already paid stays as it is (decision 046): the month was paid under it.

export const RATE_IN_PAID_MONTH =
  'This rate applies to a month already paid to the tutor, so it can no longer change. Start a new rate after that month instead.';
export const RATE_DAY_TAKEN = 'The tutor already has a rate from that day.';

/** Whether a rate from `from` until `until` (exclusive; null: open) covers a day of a paid month. */
async function touchesPaidMonth(db: Tx, tutorId: number, from: string, until: string | null) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(tutorPayMonths)
    .where(
      and(
        eq(tutorPayMonths.tutorId, tutorId),
        sql`(${tutorPayMonths.month} + interval '1 month')::date > ${from}::date`,
        until === null ? undefined : sql`${tutorPayMonths.month} < ${until}::date`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The first day of the tutor's next rate after `day`, or null. */
async function nextFrom(db: Tx, tutorId: number, day: string): Promise<string | null> {
  const [next] = await db
    .select({ from: tutorPayRates.effectiveFrom })
    .from(tutorPayRates)
    .where(and(eq(tutorPayRates.tutorId, tutorId), gt(tutorPayRates.effectiveFrom, day)))
    .orderBy(asc(tutorPayRates.effectiveFrom))
    .limit(1);
  return next?.from ?? null;
}

/** The tutor's rates, earliest first, each saying whether a paid month holds it. */
export async function ratesOf(db: Tx, tutorId: number): Promise<TutorPayRate[]> {
  await tutorOf(db, tutorId);
  const rows = await db
    .select()
    .from(tutorPayRates)
    .where(eq(tutorPayRates.tutorId, tutorId))
    .orderBy(asc(tutorPayRates.effectiveFrom));
  return Promise.all(
    rows.map(async (row, index) => ({
      ...rateOf(row),
      locked: await touchesPaidMonth(
        db,
        tutorId,
        row.effectiveFrom,
        rows[index + 1]?.effectiveFrom ?? null,
      ),
    })),
  );
}

/** A new rate from its day: 409 on a day taken, or when its days touch a paid month. */
export async function addRate(
  tx: Tx,
  actorUserId: number,
  tutorId: number,
  input: z.output<typeof payRateCreateSchema>,
): Promise<TutorPayRate> {
  // Held, so that a month being paid is seen paid here, or waits for this rate.
  await tutorOf(tx, tutorId, { hold: 'key share' });
  const [taken] = await tx
    .select({ id: tutorPayRates.id })
    .from(tutorPayRates)
    .where(
      and(
        eq(tutorPayRates.tutorId, tutorId),
        eq(tutorPayRates.effectiveFrom, input.effective_from),
      ),
    );
  if (taken) throw new Conflict(RATE_DAY_TAKEN);
  const until = await nextFrom(tx, tutorId, input.effective_from);
  if (await touchesPaidMonth(tx, tutorId, input.effective_from, until)) {
    throw new Conflict(RATE_IN_PAID_MONTH);
  }
  const [row] = await tx
    .insert(tutorPayRates)
    .values({
      tutorId,
      effectiveFrom: input.effective_from,
      currency: input.currency,
      basis: input.basis,
      rate30Minor: input.rate_30_minor,
      rate60Minor: input.rate_60_minor,
      hourlyMinor: input.hourly_minor,
      createdBy: actorUserId,
    })
    .returning();
  if (!row) throw new Error('the rate was not inserted');
  const rate = rateOf(row);
  await recordAudit(tx, {
    actorUserId,
    action: 'create',
    entity: 'tutor_pay_rates',
    entityId: row.id,
    after: { tutor_id: tutorId, ...rate },
  });
  return { ...rate, locked: false };
}

/** Deletes one of the tutor's rates: 404 if not theirs, 409 when a paid month holds it. */
export async function deleteRate(
  tx: Tx,
  actorUserId: number,
  tutorId: number,
  rateId: number,
): Promise<void> {
  await tutorOf(tx, tutorId, { hold: 'key share' });
  const [row] = await tx
    .select()
    .from(tutorPayRates)
    .where(and(eq(tutorPayRates.id, rateId), eq(tutorPayRates.tutorId, tutorId)))
    .for('update');
  if (!row) throw new NotFound();
  const until = await nextFrom(tx, tutorId, row.effectiveFrom);
  if (await touchesPaidMonth(tx, tutorId, row.effectiveFrom, until)) {
    throw new Conflict(RATE_IN_PAID_MONTH);
  }
  await tx.delete(tutorPayRates).where(eq(tutorPayRates.id, rateId));
  await recordAudit(tx, {
    actorUserId,
    action: 'delete',
    entity: 'tutor_pay_rates',
    entityId: rateId,
    before: { tutor_id: tutorId, ...rateOf(row) },
  });
}
