import { sql } from 'drizzle-orm';
import { MAKEUP_CREDIT_STATES, makeupCreditSchema } from '@iqra/contracts';
import { makeupCredits, subscriptions, users } from '../../../db/schema.ts';
import { ValidationFailed } from '../../../lib/errors.ts';
import { creditQuery, creditSourceClass, toMakeupCredit } from '../../teaching/index.ts';
import { defineResource } from '../resource/definition.ts';
import { idFilter } from '../resource/filters.ts';
import { listAndGet } from '../resource/list-page.ts';

// ---------- make-up credits: read here, booked with POST …/:id/book ----------

const stateOf = {
  open: sql`${makeupCredits.usedClassId} is null and ${makeupCredits.expiresAt} > now()`,
  used: sql`${makeupCredits.usedClassId} is not null`,
  expired: sql`${makeupCredits.usedClassId} is null and ${makeupCredits.expiresAt} <= now()`,
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
        state: (value, name) => {
          if (!(MAKEUP_CREDIT_STATES as readonly string[]).includes(value)) {
            throw ValidationFailed.field(name, `The selected ${name} is invalid.`);
          }
          return stateOf[value as keyof typeof stateOf];
        },
        user_id: idFilter('learner', subscriptions.userId),
        tutor_id: idFilter('tutor', creditSourceClass.tutorId),
      },
    },
    (row) => toMakeupCredit(row),
  ),
});
