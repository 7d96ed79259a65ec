import type { ShownHoliday, TutorClass, TutorClassesResponse } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Temporal } from 'temporal-polyfill';
import { dayIn, startOfDay, todayIn, type Week } from './clock.ts';
import { useClock } from './use-clock.ts';
import { ClassCard } from './class-card.tsx';
import { ListState, Panel, type OpenAction } from './class-parts.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import {
  dayInRamadan,
  hijriOfDay,
  useHolidayName,
} from '../../components/classes/school-holidays.tsx';

type ClassesQuery = UseQueryResult<TutorClassesResponse>;

interface Shared {
  zone: string;
  now: number;
  onAction: OpenAction;
}

const onDay = (items: readonly TutorClass[], day: Temporal.PlainDate, zone: string) =>
  items.filter((item) => dayIn(item.starts_at, zone).equals(day));

function ClassList({
  items,
  holidays,
  zone,
  now,
  onAction,
}: Shared & { items: readonly TutorClass[]; holidays: readonly ShownHoliday[] }) {
  return (
    <ul className="mt-3 space-y-3">
      {items.map((item) => (
        <ClassCard
          key={item.id}
          item={item}
          zone={zone}
          now={now}
          onAction={onAction}
          holiday={holidays.find((holiday) => holiday.id === item.holiday_id)}
        />
      ))}
    </ul>
  );
}

/** The school's holiday on a day, if any. */
const holidayOn = (holidays: readonly ShownHoliday[], day: Temporal.PlainDate) =>
  holidays.find(
    (holiday) => holiday.starts_on <= day.toString() && day.toString() <= holiday.ends_on,
  );

/** Beside a day's name: its Hijri date in Ramadan and on a holiday, and the holiday's name. */
function DayMarks({
  day,
  holidays,
}: {
  day: Temporal.PlainDate;
  holidays: readonly ShownHoliday[];
}) {
  const format = useFormat();
  const nameOf = useHolidayName();
  const holiday = holidayOn(holidays, day);
  if (!holiday && !dayInRamadan(day.toString())) return null;
  return (
    <>
      <span className="text-sm font-normal text-muted">
        · {hijriOfDay(day.toString(), format.tag)}
      </span>
      {holiday && (
        <span className="rounded-full border border-[#f1e4b3] bg-[#fdf8e7] px-2 py-0.5 text-xs font-semibold text-gold-dark">
          <bdi>{nameOf(holiday)}</bdi>
        </span>
      )}
    </>
  );
}

/** Today's classes on the tutor's clock (read from this week's). */
export function TodaySection({ classes, ...shared }: Shared & { classes: ClassesQuery }) {
  const { t } = useLingui();
  const clock = useClock();
  const today = todayIn(shared.zone, shared.now);
  const items = onDay(classes.data?.classes ?? [], today, shared.zone);
  return (
    <Panel
      id="teach-today"
      title={t`Today`}
      intro={clock.dayLabel(startOfDay(today, shared.zone), shared.zone)}
    >
      <ListState
        pending={classes.isPending}
        error={classes.error}
        empty={classes.isSuccess && items.length === 0 && t`No classes today.`}
        loading={t`Loading today’s classes…`}
      />
      {items.length > 0 && (
        <ClassList items={items} holidays={classes.data?.holidays ?? []} {...shared} />
      )}
    </Panel>
  );
}

const WEEK_TITLES: Record<string, MessageDescriptor> = {
  '-1': msg`Last week`,
  '0': msg`This week`,
  '1': msg`Next week`,
};

function WeekButtons({ offset, onOffset }: { offset: number; onOffset: (offset: number) => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className="btn btn-outline px-3 text-sm"
        onClick={() => onOffset(offset - 1)}
      >
        <i className="pi pi-chevron-left" aria-hidden />
        <Trans>
          Previous<span className="sr-only"> week</span>
        </Trans>
      </button>
      {offset !== 0 && (
        <button type="button" className="btn btn-outline px-3 text-sm" onClick={() => onOffset(0)}>
          <Trans>This week</Trans>
        </button>
      )}
      <button
        type="button"
        className="btn btn-outline px-3 text-sm"
        onClick={() => onOffset(offset + 1)}
      >
        <Trans>
          Next<span className="sr-only"> week</span>
        </Trans>
        <i className="pi pi-chevron-right" aria-hidden />
      </button>
    </div>
  );
}

/** A week, Monday to Sunday on the tutor's clock, day by day; earlier and later weeks too. */
export function WeekSection({
  week,
  offset,
  onOffset,
  classes,
  ...shared
}: Shared & {
  week: Week;
  offset: number;
  onOffset: (offset: number) => void;
  classes: ClassesQuery;
}) {
  const { t, i18n } = useLingui();
  const clock = useClock();
  const { zone, now } = shared;
  const today = todayIn(zone, now);
  const items = classes.data?.classes ?? [];
  const holidays = classes.data?.holidays ?? [];
  const first = week.days[0];
  const named = WEEK_TITLES[String(offset)];
  const monday = first ? clock.dayLabel(startOfDay(first, zone), zone) : '';
  const title = named ? i18n._(named) : t`Week of ${monday}`;
  return (
    <Panel
      id="teach-week"
      title={title}
      intro={<span aria-live="polite">{clock.weekRange(week, zone)}</span>}
      actions={<WeekButtons offset={offset} onOffset={onOffset} />}
    >
      <ListState
        pending={classes.isPending}
        error={classes.error}
        empty={false}
        loading={t`Loading the week’s classes…`}
      />
      {classes.isSuccess && (
        <ol className="mt-4 space-y-6">
          {week.days.map((day) => {
            const dayItems = onDay(items, day, zone);
            const isToday = day.equals(today);
            return (
              <li key={day.toString()}>
                <h3 className="flex items-center gap-2 border-b border-line pb-1 text-base">
                  {clock.dayLabel(startOfDay(day, zone), zone)}
                  <DayMarks day={day} holidays={holidays} />
                  {isToday && (
                    <span className="rounded-full bg-tint px-2 py-0.5 text-xs font-semibold text-primary">
                      <Trans>Today</Trans>
                    </span>
                  )}
                </h3>
                {dayItems.length > 0 ? (
                  <ClassList items={dayItems} holidays={holidays} {...shared} />
                ) : (
                  <p className="mt-2 text-sm text-muted">
                    <Trans>No classes.</Trans>
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
