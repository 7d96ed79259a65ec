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
  title: 'Classes',
  singular: 'class',
  label: scheduleName,
  defaultSort: 'started_at',
  columns: [
    { field: 'title', header: 'Title', sortable: true, className: 'min-w-48' },
    {
      field: 'link',
      header: 'Link',
      body: (row) => (
        <a
          href={row.link}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary underline"
        >
          <Clipped text={row.link} length={30} />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ),
    },
    whenColumn('started_at', 'Starts', true),
    whenColumn('ended_at', 'Ends'),
    statusColumn(),
  ],
  form: {
    fields: [
      { name: 'title', label: 'Title', kind: 'text', wide: true },
      { name: 'link', label: 'Class link', kind: 'url', wide: true, hint: 'https://…' },
      { name: 'started_at', label: 'Starts', kind: 'datetime' },
      { name: 'ended_at', label: 'Ends', kind: 'datetime' },
      {
        name: 'tutor_id',
        label: 'Tutor',
        kind: 'select',
        source: TUTOR_OPTIONS,
        optional: true,
        only: 'create',
        hint: 'Left empty: the tutor of the weekly plan.',
      },
    ],
    create: adminScheduleCreateSchema,
    update: adminScheduleUpdateSchema,
  },
  canDelete: true,
  extras: CancelClassButton,
});
