import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  adminScheduleCreateSchema,
  adminScheduleUpdateSchema,
  type AdminSchedule,
} from '@iqra/contracts';
import { Clipped } from '../components/parts.tsx';
import { CancelClassButton } from '../components/row-actions.tsx';
import { defineResource } from '../components/resource-config.ts';
import { scheduleName } from '../utils/names.ts';
import { statusColumn, whenColumn } from './columns.tsx';
import { TUTOR_OPTIONS } from './options.ts';

/**
 * A subscription's classes: on the subscription's own screen, not in the menu. Saving a new
 * time moves a class (both sides are mailed); Cancel class cancels it by the school's rules.
 */
export const schedules = defineResource<AdminSchedule>({
  resource: 'schedules',
  path: 'schedules',
  title: msg`Classes`,
  singular: msg`class`,
  label: scheduleName,
  defaultSort: 'started_at' as const,
  columns: [
    { field: 'title', header: msg`Title`, sortable: true, className: 'min-w-48' },
    {
      field: 'link',
      header: msg`Link`,
      body: (row) => (
        <a
          href={row.link}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary underline"
        >
          <Clipped text={row.link} length={30} />
          <span className="sr-only">
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      ),
    },
    whenColumn('started_at' as const, msg`Starts`, true),
    whenColumn('ended_at' as const, msg`Ends`),
    statusColumn(),
  ],
  form: {
    fields: [
      { name: 'title', label: msg`Title`, kind: 'text', wide: true },
      { name: 'link', label: msg`Class link`, kind: 'url', wide: true, hint: msg`https://…` },
      { name: 'started_at' as const, label: msg`Starts`, kind: 'datetime' },
      { name: 'ended_at' as const, label: msg`Ends`, kind: 'datetime' },
      {
        name: 'tutor_id' as const,
        label: msg`Tutor`,
        kind: 'select',
        source: TUTOR_OPTIONS,
        optional: true,
        only: 'create',
        hint: msg`Left empty: the tutor of the weekly plan.`,
      },
    ],
    create: adminScheduleCreateSchema,
    update: adminScheduleUpdateSchema,
  },
  canDelete: true,
  extras: CancelClassButton,
});
