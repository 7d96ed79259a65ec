import { sql, type SQL } from 'drizzle-orm';
import { MAKEUP_CREDIT_STATES, makeupCreditSchema, type MakeupCreditState } from '@iqra/contracts';
import { makeupCredits, subscriptions, users } from '../../../db/schema.ts';
import { creditQuery, creditSourceClass, toMakeupCredit } from '../../teaching/index.ts';
import { defineResource } from '../resource/definition.ts';
import { assertOneOf, idFilter } from '../resource/filters.ts';
import { listAndGet } from '../resource/list-page.ts';

// ---------- make-up credits: read here, booked with POST …/:id/book ----------

/** A credit's state at `now` as a condition (toMakeupCredit says the same of one row). */
const stateOf = (state: MakeupCreditState, now: Date): SQL => {
  if (state === 'used') return sql`${makeupCredits.usedClassId} is not null`;
  const open = state === 'open';
  return sql`${makeupCredits.usedClassId} is null and ${makeupCredits.expiresAt} ${sql.raw(open ? '>' : '<=')} ${now}`;
};

export const makeupCreditsResource = defineResource({
  name: 'makeup-credits',
  label: { one: 'a make-up credit', many: 'make-up credits' },
  schema: makeupCreditSchema,
  ...listAndGet(
    creditQuery,
    {
      search: [users.email, users.firstName, users.lastName],
      idColumn: makeupCredits.id,
      sorts: {
        created_at: makeupCredits.createdAt,
        expires_at: makeupCredits.expiresAt,
        class_starts_at: creditSourceClass.startsAt,
      },
      defaultSort: 'expires_at',
      filters: {
        state: (value, name, now) => {
          assertOneOf(name, MAKEUP_CREDIT_STATES, value);
          return stateOf(value as MakeupCreditState, now);
        },
        user_id: idFilter('learner', subscriptions.userId),
        tutor_id: idFilter('tutor', creditSourceClass.tutorId),
      },
    },
    // Staff's lists name the course as the catalogue's English does.
    (row, now) => toMakeupCredit(row, now, 'en'),
  ),
});
