import type { Transaction as Tx } from '../client.ts';
import { tutorPayRates } from '../schema.ts';

// The demo tutors' pay rates (decision 046), from well before the school's history begins, so
// that every past month's statement (last month's first) has its amounts: the demo tutor paid
// per class, Maryam per hour and, since the start of this month's year, a little more.

const DAY_MS = 86_400_000;

/** The first day of the month an instant falls in, on UTC's calendar (the seed's school clock). */
const firstOfMonth = (at: Date) => `${at.toISOString().slice(0, 7)}-01`;

export async function seedDemoPay(
  tx: Tx,
  now: Date,
  input: { tutorId: number; otherTutorId: number },
): Promise<void> {
  const longAgo = firstOfMonth(new Date(now.getTime() - 800 * DAY_MS));
  const thisYear = `${now.toISOString().slice(0, 4)}-01-01`;
  await tx.insert(tutorPayRates).values([
    {
      tutorId: input.tutorId,
      effectiveFrom: longAgo,
      currency: 'USD',
      basis: 'per_class',
      rate30Minor: 1200,
      rate60Minor: 2200,
    },
    {
      tutorId: input.otherTutorId,
      effectiveFrom: longAgo,
      currency: 'USD',
      basis: 'per_hour',
      hourlyMinor: 2000,
    },
    ...(thisYear > longAgo
      ? [
          {
            tutorId: input.otherTutorId,
            effectiveFrom: thisYear,
            currency: 'USD',
            basis: 'per_hour' as const,
            hourlyMinor: 2200,
          },
        ]
      : []),
  ]);
}
