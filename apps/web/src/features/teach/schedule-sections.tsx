import type { TutorClass, TutorClassesResponse } from '@iqra/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Temporal } from 'temporal-polyfill';
import { dayIn, dayLabel, startOfDay, todayIn, weekRange, type Week } from './clock.ts';
import { ClassCard } from './class-card.tsx';
import { ListState, Panel, type OpenAction } from './class-parts.tsx';

type ClassesQuery = UseQueryResult<TutorClassesResponse>;

interface Shared {
  zone: string;
  now: number;
  onAction: OpenAction;
}

const onDay = (items: readonly TutorClass[], day: Temporal.PlainDate, zone: string) =>
  items.filter((item) => dayIn(item.starts_at, zone).equals(day));

function ClassList({ items, zone, now, onAction }: Shared & { items: readonly TutorClass[] }) {
  return (
    <ul className="mt-3 space-y-3">
      {items.map((item) => (
        <ClassCard key={item.id} item={item} zone={zone} now={now} onAction={onAction} />
      ))}
    </ul>
  );
}

/** Today's classes on the tutor's clock (read from this week's). */
export function TodaySection({ classes, ...shared }: Shared & { classes: ClassesQuery }) {
  const today = todayIn(shared.zone, shared.now);
  const items = onDay(classes.data?.classes ?? [], today, shared.zone);
  return (
    <Panel
      id="teach-today"
      title="Today"
      intro={dayLabel(startOfDay(today, shared.zone), shared.zone)}
    >
      <ListState
        pending={classes.isPending}
        error={classes.error}
        empty={classes.isSuccess && items.length === 0 && 'No classes today.'}
        loading="Loading today’s classes…"
      />
      {items.length > 0 && <ClassList items={items} {...shared} />}
    </Panel>
  );
}

const WEEK_TITLES: Record<string, string> = {
  '-1': 'Last week',
  '0': 'This week',
  '1': 'Next week',
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
        Previous<span className="sr-only"> week</span>
      </button>
      {offset !== 0 && (
        <button type="button" className="btn btn-outline px-3 text-sm" onClick={() => onOffset(0)}>
          This week
        </button>
      )}
      <button
        type="button"
        className="btn btn-outline px-3 text-sm"
        onClick={() => onOffset(offset + 1)}
      >
        Next<span className="sr-only"> week</span>
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
  const { zone, now } = shared;
  const today = todayIn(zone, now);
  const items = classes.data?.classes ?? [];
  const first = week.days[0];
  const title =
    WEEK_TITLES[String(offset)] ??
    `Week of ${first ? dayLabel(startOfDay(first, zone), zone) : ''}`;
  return (
    <Panel
      id="teach-week"
      title={title}
      intro={<span aria-live="polite">{weekRange(week, zone)}</span>}
      actions={<WeekButtons offset={offset} onOffset={onOffset} />}
    >
      <ListState
        pending={classes.isPending}
        error={classes.error}
        empty={false}
        loading="Loading the week’s classes…"
      />
      {classes.isSuccess && (
        <ol className="mt-4 space-y-6">
          {week.days.map((day) => {
            const dayItems = onDay(items, day, zone);
            const isToday = day.equals(today);
            return (
              <li key={day.toString()}>
                <h3 className="flex items-center gap-2 border-b border-line pb-1 text-base">
                  {dayLabel(startOfDay(day, zone), zone)}
                  {isToday && (
                    <span className="rounded-full bg-tint px-2 py-0.5 text-xs font-semibold text-primary">
                      Today
                    </span>
                  )}
                </h3>
                {dayItems.length > 0 ? (
                  <ClassList items={dayItems} {...shared} />
                ) : (
                  <p className="mt-2 text-sm text-muted">No classes.</p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
