import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { canJoin, type LearnerClass, type ShownHoliday } from '@iqra/contracts';
import { useFormat } from '../../i18n/use-format.ts';
import { formatHijriDate, inRamadan, zonePlace } from '../../lib/format.ts';
import { useHolidayName } from './school-holidays.tsx';
import { ClassLesson, HomeworkNote } from '../quran/class-lesson.tsx';
import {
  learnerCancelledName,
  changeable,
  CLOCK_CHANGE_NOTES,
  minutesOf,
  tooLateNote,
  tooLateToChange,
} from './class-status.ts';
import { englishOf } from '../in-english.ts';

export type ClassChange = 'cancel' | 'move';

/** The id of a class's heading, where focus goes once the class has been changed. */
export const classHeadingId = (id: number) => `class-${id}-heading`;

/** A small rounded label beside a class's name. */
export function Badge({
  tone,
  icon,
  children,
}: {
  tone: 'info' | 'danger';
  icon: string;
  children: string;
}) {
  const lookClass =
    tone === 'danger'
      ? 'border-[#fecdca] bg-[#fef3f2] text-danger'
      : 'border-[#f1e4b3] bg-[#fdf8e7] text-gold-dark';
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-sm font-semibold ${lookClass}`}
    >
      <i className={`pi ${icon} text-xs`} aria-hidden />
      {children}
    </span>
  );
}

/** Join: a link to the class's meeting from 10 minutes before it starts until it ends. */
function JoinButton({
  item,
  now,
  describedBy,
}: {
  item: LearnerClass;
  now: number;
  describedBy: string;
}) {
  const noteId = useId();
  const { t } = useLingui();
  const open = item.link !== null && canJoin(item, now);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {open ? (
        <a
          href={item.link ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={`${describedBy} ${noteId}`}
          className="btn btn-primary px-3 text-sm sm:px-5 sm:text-base"
        >
          <i className="pi pi-video" aria-hidden />
          <Trans>Join class</Trans>
        </a>
      ) : (
        <button
          type="button"
          className="btn btn-outline px-3 text-sm sm:px-5 sm:text-base"
          disabled
          aria-describedby={`${describedBy} ${noteId}`}
        >
          <i className="pi pi-video" aria-hidden />
          <Trans>Join class</Trans>
        </button>
      )}
      <span id={noteId} className="text-sm text-muted">
        {open ? t`Open now, until the class ends (opens in a new tab)` : t`Opens 10 minutes before`}
      </span>
    </div>
  );
}

/**
 * One class to come, on the learner's clock, with the tutor's in small print. `onChange` moves
 * and cancels the learner's own classes; left out (a parent's view), the card only shows.
 */
export function ClassCard({
  item,
  zone,
  now,
  noticeHours,
  holiday,
  onChange,
}: {
  item: LearnerClass;
  zone: string;
  now: number;
  noticeHours: number;
  /** The school's holiday it was cancelled for. */
  holiday?: ShownHoliday | undefined;
  onChange?: (change: ClassChange, item: LearnerClass) => void;
}) {
  const timeId = useId();
  const { t, i18n } = useLingui();
  const format = useFormat();
  const cancelled = item.status === 'cancelled';
  // In Ramadan and on a holiday, the Hijri date is beside the Gregorian one.
  const hijri =
    holiday || inRamadan(item.starts_at, zone)
      ? formatHijriDate(item.starts_at, zone, format.tag)
      : null;
  const name = item.course ?? item.title;
  const when = format.classTime(item.starts_at, zone);
  const minutes = minutesOf(item);
  return (
    <article className="card p-4 sm:p-5" aria-labelledby={classHeadingId(item.id)}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={classHeadingId(item.id)} tabIndex={-1} className="w-fit rounded text-lg">
            <span {...englishOf(item, 'course')}>{name}</span>
            {item.course && item.title !== item.course && (
              <span className="font-normal text-muted"> · {item.title}</span>
            )}
          </h3>
          {item.tutor && <TutorLine name={item.tutor.name} />}
        </div>
        <CardBadges item={item} holiday={holiday} />
      </div>

      <ClassWhen id={timeId} item={item} when={when} hijri={hijri} />
      <p className="mt-0.5 text-sm text-muted">
        {t`${plural(minutes, { one: '# minute', other: '# minutes' })}`}
        {item.tutor && (
          <>
            {' · '}
            <TutorTime at={item.starts_at} zone={item.tutor.time_zone} />
          </>
        )}
      </p>
      {item.moved_from && (
        <p className="mt-1 text-sm">
          <i className="pi pi-arrow-right-arrow-left me-1.5 text-xs text-primary" aria-hidden />
          <MovedFrom at={item.moved_from} zone={zone} />
        </p>
      )}
      {item.clock_change && (
        <p className="mt-1 text-sm text-gold-dark">
          <i className="pi pi-exclamation-circle me-1.5 text-xs" aria-hidden />
          {i18n._(CLOCK_CHANGE_NOTES[item.clock_change])}
        </p>
      )}

      {!cancelled && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
          <JoinButton item={item} now={now} describedBy={timeId} />
          {onChange && changeable(item, now) && (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-outline px-3 text-sm"
                aria-haspopup="dialog"
                onClick={() => onChange('move', item)}
              >
                <i className="pi pi-calendar-clock" aria-hidden />
                <Trans>
                  Move<span className="sr-only"> the class of {when}</span>
                </Trans>
              </button>
              <button
                type="button"
                className="btn btn-outline px-3 text-sm"
                aria-haspopup="dialog"
                onClick={() => onChange('cancel', item)}
              >
                <i className="pi pi-times" aria-hidden />
                <Trans>
                  Cancel<span className="sr-only"> the class of {when}</span>
                </Trans>
              </button>
            </div>
          )}
          {onChange && tooLateToChange(item, now) && (
            <p className="text-sm text-muted">{i18n._(tooLateNote(noticeHours))}</p>
          )}
        </div>
      )}
      {item.prepare && (
        <HomeworkNote
          homework={item.prepare}
          heading={t`To prepare for this class`}
          className="mt-3"
        />
      )}
      {item.lesson && <ClassLesson lesson={item.lesson} />}
    </article>
  );
}

/** Beside a class's name: a make-up, or who cancelled it (a holiday by its name). */
function CardBadges({ item, holiday }: { item: LearnerClass; holiday: ShownHoliday | undefined }) {
  const { t, i18n } = useLingui();
  const holidayName = useHolidayName();
  const cancelled = item.status === 'cancelled';
  return (
    <div className="flex flex-wrap gap-2">
      {item.kind === 'makeup' && (
        <Badge tone="info" icon="pi-replay">
          {t`Make-up class`}
        </Badge>
      )}
      {cancelled && (
        <Badge tone="danger" icon="pi-times-circle">
          {holiday ? t`Not held: ${holidayName(holiday)}` : i18n._(learnerCancelledName(item))}
        </Badge>
      )}
    </div>
  );
}

/** When a class is, on the learner's clock (struck through once cancelled), and its Hijri date. */
function ClassWhen({
  id,
  item,
  when,
  hijri,
}: {
  id: string;
  item: LearnerClass;
  when: string;
  hijri: string | null;
}) {
  return (
    <p id={id} className="mt-3 flex flex-wrap items-center gap-x-2 font-semibold text-ink">
      <i className="pi pi-calendar text-primary" aria-hidden />
      <time
        dateTime={item.starts_at}
        className={item.status === 'cancelled' ? 'line-through' : undefined}
      >
        {when}
      </time>
      {hijri && <span className="text-sm font-normal text-muted">· {hijri}</span>}
    </p>
  );
}

/** "with Hana Yusuf", under a class's name. */
function TutorLine({ name: tutorName }: { name: string }) {
  return (
    <p className="text-sm text-muted">
      <Trans>
        with <bdi>{tutorName}</bdi>
      </Trans>
    </p>
  );
}

/** The class's time on the tutor's clock, for small print: "Tutor's time: Fri 02:30 in Cairo". */
function TutorTime({ at, zone }: { at: string; zone: string }) {
  const format = useFormat();
  const time = format.weekdayTime(at, zone);
  const place = zonePlace(zone);
  return (
    <span className="whitespace-nowrap">
      <Trans>
        Tutor&apos;s time: <bdi>{time}</bdi> in <bdi>{place}</bdi>
      </Trans>
    </span>
  );
}

/** Where a moved class was first planned, on the learner's clock. */
function MovedFrom({ at, zone }: { at: string; zone: string }) {
  const format = useFormat();
  const time = format.classTime(at, zone);
  return (
    <Trans>
      Moved from{' '}
      <time dateTime={at} className="whitespace-nowrap">
        {time}
      </time>
    </Trans>
  );
}
