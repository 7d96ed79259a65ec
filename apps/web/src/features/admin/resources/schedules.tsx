import {
  adminScheduleCreateSchema,
  adminScheduleUpdateSchema,
  SCHEDULE_STATUSES,
  type AdminSchedule,
} from '@iqra/contracts';
import { Clipped } from '../components/parts.tsx';
import { CancelClassButton } from '../components/row-actions.tsx';
import { defineResource } from '../components/resource-config.ts';
import { scheduleName } from '../utils/names.ts';
import { statusColumn, whenColumn } from './columns.tsx';
import { statusOptions } from './options.ts';

/** A subscription's classes: on the subscription's own screen, not in the menu. */
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
        name: 'status',
        label: 'Status',
        kind: 'select',
        source: statusOptions(SCHEDULE_STATUSES),
        initial: 'active',
      },
    ],
    create: adminScheduleCreateSchema,
    update: adminScheduleUpdateSchema,
  },
  canDelete: true,
  extras: CancelClassButton,
});
