import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PAY_BASES } from '@iqra/contracts';
import { createdAt, inList, tz } from './columns.ts';
import { users } from './accounts.ts';
import { tutors } from './teaching.ts';

// Tutors' pay: the rates staff set, and the months already paid. What a month owes is read from
// its classes (modules/pay); a paid month keeps its statement as it was paid, and its classes
// may no longer change (the trigger in migration 0025).

/**
 * A tutor's rate from `effectiveFrom` (a day on the school's calendar) until the next one. Per
 * class: `rate30Minor` for a 30-minute class, `rate60Minor` for a 60-minute one (other lengths
 * in proportion to the 60-minute rate); per hour: `hourlyMinor` for every 60 minutes taught.
 * Amounts in the currency's minor units.
 */
export const tutorPayRates = pgTable(
  'tutor_pay_rates',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.userId, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    basis: text('basis', { enum: PAY_BASES }).notNull(),
    rate30Minor: integer('rate_30_minor'),
    rate60Minor: integer('rate_60_minor'),
    hourlyMinor: integer('hourly_minor'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tutor_pay_rates_tutor_from_unique').on(t.tutorId, t.effectiveFrom),
    check('tutor_pay_rates_basis_check', sql`${t.basis} in (${inList(PAY_BASES)})`),
    check('tutor_pay_rates_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'tutor_pay_rates_amounts_check',
      sql`case when ${t.basis} = 'per_hour' then ${t.hourlyMinor} >= 0 and ${t.rate30Minor} is null and ${t.rate60Minor} is null else ${t.rate30Minor} >= 0 and ${t.rate60Minor} >= 0 and ${t.hourlyMinor} is null end`,
    ),
  ],
);

/**
 * A month (its first day, on the school's calendar) staff paid a tutor for, with the statement
 * as it was paid: its lines and totals do not change after, whatever happens to names or rates.
 */
export const tutorPayMonths = pgTable(
  'tutor_pay_months',
  {
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.userId, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    statement: jsonb('statement').notNull(),
    paidAt: tz('paid_at').notNull(),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.tutorId, t.month] }),
    check('tutor_pay_months_first_day_check', sql`extract(day from ${t.month}) = 1`),
  ],
);
