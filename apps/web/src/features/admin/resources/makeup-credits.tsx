import { msg } from '@lingui/core/macro';
import { MAKEUP_CREDIT_STATES, type MakeupCredit } from '@iqra/contracts';
import { Link } from 'react-router';
import { StatusTag } from '../components/parts.tsx';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { when, whenColumn } from './columns.tsx';
import { statusOptions } from './options.ts';
import { BookMakeupButton } from './teaching-actions.tsx';

/**
 * Read only: a credit is owed when a tutor or staff cancel a class, or the tutor missed it;
 * staff book it as a make-up class (the row's Book).
 */
export const makeupCredits = defineResource<MakeupCredit>({
  ...SCREENS.makeupCredits,
  resource: 'makeup-credits',
  singular: msg`make-up credit`,
  label: (row) => `${row.learner.name}, ${row.course}`,
  defaultSort: 'expires_at' as const,
  searchHint: msg`learner name or email`,
  filters: [{ name: 'state', label: msg`State`, source: statusOptions(MAKEUP_CREDIT_STATES) }],
  columns: [
    {
      field: 'learner',
      header: msg`Learner`,
      body: (row) => (
        <Link to={`/admin/learners/${row.learner.id}`} className="text-primary underline">
          {row.learner.name}
        </Link>
      ),
    },
    { field: 'course', header: msg`Course` },
    whenColumn('class_starts_at' as const, msg`Replaces the class of`, true),
    whenColumn('expires_at' as const, msg`Expires`, true),
    {
      field: 'state',
      header: msg`State`,
      body: (row) => <StatusTag status={row.state} />,
    },
    {
      field: 'used_starts_at' as const,
      header: msg`Booked class`,
      body: when('used_starts_at' as const),
    },
  ],
  extras: BookMakeupButton,
});
