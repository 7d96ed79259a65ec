import { canJoin, JOIN_OPENS_MINUTES, type ShownHoliday, type TutorClass } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { dayIn, placeOf } from './clock.ts';
import { Badge, useClassWords, type OpenAction } from './class-parts.tsx';
import { ATTENDANCE_NAMES, CANCELLED_BY_NAMES } from '../../components/classes/class-status.ts';
import { useClock } from './use-clock.ts';
import { englishOf } from '../../components/in-english.ts';
import { useHolidayName } from '../../components/classes/school-holidays.tsx';

const actionClass = 'btn px-3 text-sm';

/** The learner's clock in small print, "17:00–18:00 London time", with their day if it differs. */
function LearnerTime({ item, zone }: { item: TutorClass; zone: string }) {
  const clock = useClock();
  const theirs = item.learner?.time_zone;
  if (!theirs) return null;
  const otherDay = !dayIn(item.starts_at, theirs).equals(dayIn(item.starts_at, zone));
  const day = clock.shortDay(item.starts_at, theirs);
  const time = clock.timeRange(item.starts_at, item.ends_at, theirs);
  const place = placeOf(theirs);
  const learner = item.learner?.name;
  return (
    <p className="text-xs text-muted">
      {otherDay ? (
        <Trans>
          {day}, {time} {place} time
        </Trans>
      ) : (
        <Trans>
          {time} {place} time
        </Trans>
      )}
      <span className="sr-only">
        {' '}
        <Trans>
          for <bdi>{learner}</bdi>
        </Trans>
      </span>
    </p>
  );
}

/**
 * Join from ten minutes before the start to the end; before, when it opens; after, that the
 * class is over (until it is recorded). One slot of one size, so nothing moves when the clock
 * passes those moments.
 */
function JoinLink({ item, zone, now }: { item: TutorClass; zone: string; now: number }) {
  const { t } = useLingui();
  const { learnerOf, clock } = useClassWords();
  const learner = learnerOf(item);
  const when = clock.dayAndTime(item.starts_at, zone);
  if (!item.link || item.status !== 'scheduled') return null;
  if (item.recorded_at && now >= Date.parse(item.ends_at)) return null;
  if (canJoin(item, now)) {
    return (
      <a
        href={item.link}
        target="_blank"
        rel="noopener noreferrer"
        className={`${actionClass} btn-primary min-w-36`}
        aria-label={t`Join class with ${learner} on ${when} (opens in a new tab)`}
      >
        <i className="pi pi-video" aria-hidden />
        <Trans>Join</Trans>
      </a>
    );
  }
  const opens = new Date(Date.parse(item.starts_at) - JOIN_OPENS_MINUTES * 60_000).toISOString();
  const opensAt = clock.timeIn(opens, zone);
  return (
    <span className={`${actionClass} min-w-36 cursor-default border-line bg-page text-muted`}>
      <i className="pi pi-video" aria-hidden />
      {now < Date.parse(opens) ? <Trans>Join from {opensAt}</Trans> : <Trans>Class over</Trans>}
    </span>
  );
}

/** What was recorded after the class: attendance and the note the learner reads. */
function Recorded({ item }: { item: TutorClass }) {
  const { i18n } = useLingui();
  if (!item.recorded_at || !item.attendance) return null;
  const attendance = i18n._(ATTENDANCE_NAMES[item.attendance]);
  return (
    <div className="mt-3 rounded-lg bg-page px-3 py-2 text-sm">
      <p>
        <Trans>
          <span className="font-semibold">Attendance:</span> {attendance}
        </Trans>
      </p>
      {item.note ? (
        <p className="mt-1 whitespace-pre-line break-words">{item.note}</p>
      ) : (
        <p className="mt-1 text-muted">
          <Trans>No note for the learner.</Trans>
        </p>
      )}
    </div>
  );
}

function Badges({ item, holiday }: { item: TutorClass; holiday: ShownHoliday | undefined }) {
  const { i18n, t } = useLingui();
  const holidayName = useHolidayName();
  return (
    <div className="flex flex-wrap gap-1.5">
      {item.kind === 'trial' && (
        <Badge look="gold" icon="pi-star">
          <Trans>Free trial</Trans>
        </Badge>
      )}
      {item.kind === 'makeup' && (
        <Badge look="tint" icon="pi-replay">
          <Trans>Make-up</Trans>
        </Badge>
      )}
      {item.status === 'cancelled' && (
        <Badge look="red" icon="pi-times-circle">
          {holiday ? (
            t`Not held: ${holidayName(holiday)}`
          ) : item.cancelled_by ? (
            i18n._(CANCELLED_BY_NAMES.tutor[item.cancelled_by])
          ) : (
            <Trans>Cancelled</Trans>
          )}
        </Badge>
      )}
      {item.recorded_at && (
        <Badge look="green" icon="pi-check-circle">
          <Trans>Recorded</Trans>
        </Badge>
      )}
    </div>
  );
}

/**
 * One class on the tutor's clock: when, with whom (and their own time), what happened, and
 * what the tutor can do now. `now` decides Join, Record and Cancel, so the card follows the
 * clock.
 */
export function ClassCard({
  item,
  zone,
  now,
  onAction,
  holiday,
}: {
  item: TutorClass;
  zone: string;
  now: number;
  onAction: OpenAction;
  /** The school's holiday it was cancelled for. */
  holiday?: ShownHoliday | undefined;
}) {
  const { t } = useLingui();
  const { learnerOf, clock } = useClassWords();
  const started = now >= Date.parse(item.starts_at);
  const scheduled = item.status === 'scheduled';
  const learner = learnerOf(item);
  const when = clock.dayAndTime(item.starts_at, zone);
  const recorded = item.recorded_at !== null;
  const movedDay = item.moved_from ? clock.shortDay(item.moved_from, zone) : '';
  const movedTime = item.moved_from ? clock.timeIn(item.moved_from, zone) : '';
  return (
    <li>
      <article
        aria-label={t`Class with ${learner} on ${when}`}
        data-focus-home
        tabIndex={-1}
        className={`card p-4 sm:flex sm:gap-5 ${scheduled ? '' : 'bg-page'}`}
      >
        <div className="shrink-0 sm:w-36">
          <p
            className={`text-lg font-semibold tabular-nums ${scheduled ? '' : 'text-muted line-through'}`}
          >
            <time dateTime={item.starts_at}>
              {clock.timeRange(item.starts_at, item.ends_at, zone)}
            </time>
          </p>
          <LearnerTime item={item} zone={zone} />
        </div>
        <div className="mt-2 min-w-0 flex-1 sm:mt-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="break-words font-semibold">{learner}</p>
            <Badges item={item} holiday={holiday} />
          </div>
          <p className="text-sm text-muted" {...englishOf(item, 'course')}>
            {item.course ?? item.title}
          </p>
          {item.moved_from && (
            <p className="mt-1 text-sm text-muted">
              <i className="pi pi-arrow-right-arrow-left me-1.5 text-xs" aria-hidden />
              <Trans>
                Moved from {movedDay}, {movedTime}
              </Trans>
            </p>
          )}
          <Recorded item={item} />
          <div className="mt-3 flex flex-wrap gap-2">
            {/* Cancel until the start, then Record in its place, both of one width. Record and
              Edit record are one button whose words change: focus stays on it after saving. */}
            {scheduled && started && (
              <button
                type="button"
                className={`${actionClass} min-w-34 ${recorded ? 'btn-outline' : 'btn-primary'}`}
                aria-haspopup="dialog"
                aria-label={
                  recorded
                    ? t`Edit record of class with ${learner} on ${when}`
                    : t`Record class with ${learner} on ${when}`
                }
                onClick={(event) => onAction('record', item, event.currentTarget)}
              >
                <i className="pi pi-pencil" aria-hidden />
                {recorded ? <Trans>Edit record</Trans> : <Trans>Record</Trans>}
              </button>
            )}
            {scheduled && !started && (
              <button
                type="button"
                className={`${actionClass} btn-outline min-w-34 border-danger text-danger`}
                aria-haspopup="dialog"
                aria-label={t`Cancel class with ${learner} on ${when}`}
                onClick={(event) => onAction('cancel', item, event.currentTarget)}
              >
                <i className="pi pi-times" aria-hidden />
                <Trans>Cancel class</Trans>
              </button>
            )}
            {item.learner && (
              <button
                type="button"
                className={`${actionClass} btn-outline`}
                aria-haspopup="dialog"
                aria-label={t`Notes about ${learner}`}
                onClick={(event) => onAction('notes', item, event.currentTarget)}
              >
                <i className="pi pi-file-edit" aria-hidden />
                <Trans>Notes</Trans>
              </button>
            )}
            {item.learner && (
              <button
                type="button"
                className={`${actionClass} btn-outline`}
                aria-haspopup="dialog"
                aria-label={t`Progress of ${learner}`}
                onClick={(event) => onAction('progress', item, event.currentTarget)}
              >
                <i className="pi pi-chart-bar" aria-hidden />
                <Trans>Progress</Trans>
              </button>
            )}
            <JoinLink item={item} zone={zone} now={now} />
          </div>
        </div>
      </article>
    </li>
  );
}
