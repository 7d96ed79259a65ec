import { boolean, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many classes (and minutes) began on each day of the school's calendar, by tutor (0 for
 * none), trial or not, and what became of them (their attendance, `cancelled_by_<who>`, or
 * `open` while neither): the school's figures read a year of classes from these few hundred
 * thousand rows rather than from the classes themselves (decision 045). Kept by the database
 * itself: statement triggers on `classes` add what each statement changed, and a new school
 * time zone counts them all again (migration 0026). Nothing else writes it.
 */
export const classTallies = pgTable(
  'class_tallies',
  {
    day: date('day', { mode: 'string' }).notNull(),
    tutorId: integer('tutor_id').notNull(),
    trial: boolean('trial').notNull(),
    outcome: text('outcome').notNull(),
    classes: integer('classes').notNull(),
    minutes: integer('minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.tutorId, t.trial, t.outcome] })],
);
