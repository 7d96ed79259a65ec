import { and, asc, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import type { holidayCreateSchema } from '@iqra/contracts';
import type { Transaction as Tx } from '../client.ts';
import { classes, products, subscriptions, users } from '../schema.ts';
import { DEMO_STUDENT } from './demo-accounts.ts';
import { dayOf } from '../../lib/school-days.ts';

/**
 * Teaching's confirmation of a holiday within the seed's transaction (`confirmHolidayUntold` in
 * modules/teaching): db/ imports no module, so whoever seeds hands it in. It cancels the
 * holiday's classes and makes them good by the school's rule, as staff's confirmation does.
 */
export type ConfirmHoliday = (
  tx: Tx,
  input: z.output<typeof holidayCreateSchema>,
  now: Date,
) => Promise<number>;

/** The demo school's closure, shown on the public pages. */
export const DEMO_CLOSURE = {
  name_en: 'Iqra Academy open day',
  name_ar: 'اليوم المفتوح في أكاديمية اقرأ',
};

/** A week on: past the class within the hour the demo keeps, and inside the plan's month. */
const CLOSURE_AFTER_MS = 7 * 86_400_000;

/**
 * The demo learner's weekly plan meets a school holiday (decision 049): a one-day closure on the
 * day of its first class a week or more after seeding, on the plan's own calendar, confirmed as
 * staff confirm one, so the class is cancelled for it and the plan ends one class later.
 */
export async function seedDemoClosure(tx: Tx, now: Date, confirm: ConfirmHoliday): Promise<void> {
  const [first] = await tx
    .select({ startsAt: classes.startsAt, anchorZone: classes.anchorZone })
    .from(classes)
    .innerJoin(subscriptions, eq(subscriptions.id, classes.subscriptionId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(
      and(
        eq(users.email, DEMO_STUDENT.email),
        eq(products.slug, 'tajweed'),
        eq(classes.status, 'scheduled'),
        gte(classes.startsAt, new Date(now.getTime() + CLOSURE_AFTER_MS)),
      ),
    )
    .orderBy(asc(classes.startsAt))
    .limit(1);
  if (!first) throw new Error('Seed data is inconsistent: no class for the demo closure');
  const day = dayOf(first.startsAt, first.anchorZone);
  await confirm(
    tx,
    {
      kind: 'closure',
      hijri_year: null,
      starts_on: day,
      ends_on: day,
      public: true,
      ...DEMO_CLOSURE,
    },
    now,
  );
}
