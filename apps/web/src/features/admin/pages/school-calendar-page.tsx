import type { Holiday, HolidayClass } from '@iqra/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../components/form-field.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useHolidayDays } from '../../../components/classes/school-holidays.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { actionErrorMessage } from '../api/queries.ts';
import { useHolidayClasses, useSchoolCalendar } from '../api/school-calendar.ts';
import { SuccessStatus } from '../components/notice.tsx';
import { YesNo } from '../components/parts.tsx';
import type { Notice, Notify } from '../components/resource-config.ts';
import { Table, type TableColumn } from '../components/table.tsx';
import { SCREENS } from '../menu.ts';
import {
  AddClosure,
  ConfirmEid,
  HolidayDaysCell,
  KeptHolidayActions,
  SeeClasses,
  useHolidayTitle,
} from './school-calendar-parts.tsx';

type Kept = Holiday & { id: number };
const isKept = (holiday: Holiday): holiday is Kept => holiday.id !== null;

/** A row of the holidays' table: a kept holiday by its id, a proposal by its kind and year. */
interface Row {
  id: number | string;
  holiday: Holiday;
}

/** The school's holidays from today: kept ones, and the Eids the calendar proposes. */
function HolidayTable({
  holidays,
  shown,
  onShow,
  notify,
}: {
  holidays: Holiday[];
  shown: number | null;
  onShow: (id: number | null) => void;
  notify: Notify;
}) {
  const { t } = useLingui();
  const title = useHolidayTitle();
  const columns: TableColumn<Row>[] = [
    { key: 'name', header: t`Holiday`, cell: ({ holiday }) => <strong>{title(holiday)}</strong> },
    { key: 'days', header: t`Days`, cell: ({ holiday }) => <HolidayDaysCell holiday={holiday} /> },
    {
      key: 'state',
      header: t`State`,
      cell: ({ holiday }) =>
        isKept(holiday) ? <Trans>Confirmed</Trans> : <Trans>Proposed by the calendar</Trans>,
    },
    {
      key: 'classes',
      header: t`Classes to come`,
      cell: ({ holiday }) =>
        isKept(holiday)
          ? t`${plural(holiday.classes, { one: '# not held', other: '# not held' })}`
          : t`${plural(holiday.classes, { one: '# would not be held', other: '# would not be held' })}`,
    },
    {
      key: 'public',
      header: t`On public pages`,
      cell: ({ holiday }) => <YesNo value={holiday.public} />,
    },
    {
      key: 'actions',
      header: t`Actions`,
      className: 'whitespace-nowrap',
      cell: ({ holiday }) =>
        isKept(holiday) ? (
          <div className="flex gap-2">
            {holiday.classes > 0 && (
              <SeeClasses holiday={holiday} shown={shown === holiday.id} onShow={onShow} />
            )}
            <KeptHolidayActions holiday={holiday} notify={notify} />
          </div>
        ) : (
          <ConfirmEid holiday={holiday} notify={notify} onDone={onShow} />
        ),
    },
  ];
  return (
    <div className="admin-table mt-3 rounded-xl border border-line bg-white">
      <Table
        rows={holidays.map((holiday) => ({
          id: holiday.id === null ? `${holiday.kind}-${holiday.hijri_year ?? ''}` : holiday.id,
          holiday,
        }))}
        columns={columns}
        labelledBy="calendar-holidays"
        emptyMessage={t`No holiday ahead.`}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
        minWidth="56rem"
      />
    </div>
  );
}

/** The classes to come a holiday takes: who, when on the plan's clock, and what is given back. */
function HolidayClassList({ holiday }: { holiday: Kept }) {
  const { t } = useLingui();
  const format = useFormat();
  const title = useHolidayTitle()(holiday);
  const classes = useHolidayClasses(holiday.id);
  const columns: TableColumn<HolidayClass>[] = [
    {
      key: 'when',
      header: t`When (on the plan’s clock)`,
      cell: (row) => format.dateTime(row.starts_at, row.anchor_zone),
    },
    { key: 'course', header: t`Course`, cell: (row) => row.course },
    {
      key: 'learner',
      header: t`Learner`,
      cell: (row) => (
        <Link to={`/admin/learners/${row.learner.id}`} className="text-primary underline">
          {row.learner.name}
        </Link>
      ),
    },
    { key: 'tutor', header: t`Tutor`, cell: (row) => row.tutor?.name ?? '' },
    {
      key: 'made-good',
      header: t`Made good by`,
      cell: (row) =>
        row.makeup_credit ? <Trans>A make-up credit</Trans> : <Trans>A later plan end</Trans>,
    },
  ];
  return (
    <section aria-labelledby="calendar-classes" className="mt-10">
      <h2 id="calendar-classes" className="text-xl">
        <Trans>Classes not held for {title}</Trans>
      </h2>
      {classes.error ? (
        <ErrorBanner message={actionErrorMessage(classes.error)} />
      ) : (
        <div className="admin-table mt-3 rounded-xl border border-line bg-white">
          <Table
            rows={classes.data?.data.classes ?? []}
            columns={columns}
            labelledBy="calendar-classes"
            emptyMessage={classes.isPending ? t`Loading…` : t`No class to come on its days.`}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
            minWidth="48rem"
          />
        </div>
      )}
    </section>
  );
}

/** Ramadan of this Hijri year and the next, on both calendars. */
function RamadanLine({
  ramadan,
}: {
  ramadan: { hijri_year: number; starts_on: string; ends_on: string };
}) {
  const daysOf = useHolidayDays();
  const days = daysOf(ramadan);
  const year = ramadan.hijri_year;
  return (
    <li>
      <Trans>
        Ramadan {year}: {days.gregorian}
      </Trans>{' '}
      <span className="text-muted">· {days.hijri}</span>
    </li>
  );
}

/**
 * The school's calendar (`GET /api/admin/holidays`): Ramadan, the Eids the Umm al-Qura
 * calendar proposes (confirm, or shift by a day or two), the closures the school adds, and the
 * classes each holiday takes.
 */
export function SchoolCalendarPage() {
  const { t, i18n } = useLingui();
  const title = i18n._(SCREENS.schoolCalendar.title);
  const description = i18n._(SCREENS.schoolCalendar.description);
  const rulesTitle = i18n._(SCREENS.schoolRules.title);
  usePageMeta(t`${title} · Back office`);
  const calendar = useSchoolCalendar();
  const [notice, setNotice] = useState<Notice>({});
  const [shown, setShown] = useState<number | null>(null);
  const data = calendar.data?.data;
  const shownHoliday =
    shown === null
      ? undefined
      : data?.holidays.find((holiday): holiday is Kept => holiday.id === shown);
  return (
    <>
      <h1 className="text-2xl sm:text-3xl">{title}</h1>
      <p className="mt-1 max-w-2xl text-muted">{description}</p>
      {data && (
        <p className="mt-2 max-w-2xl">
          {data.holiday_rule === 'extend_plan' ? (
            <Trans>
              A class a holiday takes moves its plan’s end on by one class (
              <Link to={`/admin/${SCREENS.schoolRules.path}`} className="text-primary underline">
                {rulesTitle}
              </Link>
              ).
            </Trans>
          ) : (
            <Trans>
              A class a holiday takes gives its learner a make-up credit (
              <Link to={`/admin/${SCREENS.schoolRules.path}`} className="text-primary underline">
                {rulesTitle}
              </Link>
              ).
            </Trans>
          )}
        </p>
      )}
      <div className="mt-4 space-y-2">
        <ErrorBanner message={notice.error} />
        <SuccessStatus message={notice.success} className="text-sm text-success empty:hidden" />
      </div>
      {calendar.isError ? (
        <ErrorBanner message={actionErrorMessage(calendar.error)} />
      ) : !data ? (
        <PageLoading />
      ) : (
        <>
          <section aria-labelledby="calendar-ramadan" className="mt-6">
            <h2 id="calendar-ramadan" className="text-xl">
              <Trans>Ramadan</Trans>
            </h2>
            <ul className="mt-2 space-y-1">
              {data.ramadan.map((ramadan) => (
                <RamadanLine key={ramadan.hijri_year} ramadan={ramadan} />
              ))}
            </ul>
          </section>
          <section aria-labelledby="calendar-holidays" className="mt-10">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="calendar-holidays" className="text-xl">
                <Trans>Holidays</Trans>
              </h2>
              <AddClosure notify={setNotice} onDone={setShown} />
            </div>
            <HolidayTable
              holidays={data.holidays}
              shown={shown}
              onShow={setShown}
              notify={setNotice}
            />
          </section>
          {shownHoliday && <HolidayClassList holiday={shownHoliday} />}
        </>
      )}
    </>
  );
}
