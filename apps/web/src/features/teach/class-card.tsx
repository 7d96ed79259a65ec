import { ATTENDANCE_LABELS, canJoin, JOIN_OPENS_MINUTES, type TutorClass } from '@iqra/contracts';
import { dayIn, placeOf, shortDay, timeIn, timeRange } from './clock.ts';
import {
  Badge,
  CANCELLED_BY_LABELS,
  classWhen,
  learnerOf,
  type OpenAction,
} from './class-parts.tsx';

const actionClass = 'btn px-3 text-sm';

/** The learner's clock in small print, "17:00–18:00 London time", with their day if it differs. */
function LearnerTime({ item, zone }: { item: TutorClass; zone: string }) {
  const theirs = item.learner?.time_zone;
  if (!theirs) return null;
  const otherDay = !dayIn(item.starts_at, theirs).equals(dayIn(item.starts_at, zone));
  return (
    <p className="text-xs text-muted">
      {otherDay && `${shortDay(item.starts_at, theirs)}, `}
      {timeRange(item.starts_at, item.ends_at, theirs)} {placeOf(theirs)} time
      <span className="sr-only"> for {item.learner?.name}</span>
    </p>
  );
}

/**
 * Join from ten minutes before the start to the end; before, when it opens; after, that the
 * class is over (until it is recorded). One slot of one size, so nothing moves when the clock
 * passes those moments.
 */
function JoinLink({ item, zone, now }: { item: TutorClass; zone: string; now: number }) {
  if (!item.link || item.status !== 'scheduled') return null;
  if (item.recorded_at && now >= Date.parse(item.ends_at)) return null;
  if (canJoin(item, now)) {
    return (
      <a
        href={item.link}
        target="_blank"
        rel="noopener noreferrer"
        className={`${actionClass} btn-primary min-w-36`}
        aria-label={`Join class ${classWhen(item, zone)} (opens in a new tab)`}
      >
        <i className="pi pi-video" aria-hidden />
        Join
      </a>
    );
  }
  const opens = new Date(Date.parse(item.starts_at) - JOIN_OPENS_MINUTES * 60_000).toISOString();
  return (
    <span className={`${actionClass} min-w-36 cursor-default border-line bg-page text-muted`}>
      <i className="pi pi-video" aria-hidden />
      {now < Date.parse(opens) ? `Join from ${timeIn(opens, zone)}` : 'Class over'}
    </span>
  );
}

/** What was recorded after the class: attendance and the note the learner reads. */
function Recorded({ item }: { item: TutorClass }) {
  if (!item.recorded_at || !item.attendance) return null;
  return (
    <div className="mt-3 rounded-lg bg-page px-3 py-2 text-sm">
      <p>
        <span className="font-semibold">Attendance:</span> {ATTENDANCE_LABELS[item.attendance]}
      </p>
      {item.note ? (
        <p className="mt-1 whitespace-pre-line break-words">{item.note}</p>
      ) : (
        <p className="mt-1 text-muted">No note for the learner.</p>
      )}
    </div>
  );
}

function Badges({ item }: { item: TutorClass }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {item.kind === 'trial' && (
        <Badge look="gold" icon="pi-star">
          Free trial
        </Badge>
      )}
      {item.kind === 'makeup' && (
        <Badge look="tint" icon="pi-replay">
          Make-up
        </Badge>
      )}
      {item.status === 'cancelled' && (
        <Badge look="red" icon="pi-times-circle">
          {item.cancelled_by ? CANCELLED_BY_LABELS[item.cancelled_by] : 'Cancelled'}
        </Badge>
      )}
      {item.recorded_at && (
        <Badge look="green" icon="pi-check-circle">
          Recorded
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
}: {
  item: TutorClass;
  zone: string;
  now: number;
  onAction: OpenAction;
}) {
  const started = now >= Date.parse(item.starts_at);
  const scheduled = item.status === 'scheduled';
  const when = classWhen(item, zone);
  const recorded = item.recorded_at !== null;
  return (
    <li>
      <article
        aria-label={`Class ${when}`}
        data-focus-home
        tabIndex={-1}
        className={`card p-4 sm:flex sm:gap-5 ${scheduled ? '' : 'bg-page'}`}
      >
        <div className="shrink-0 sm:w-36">
          <p
            className={`text-lg font-semibold tabular-nums ${scheduled ? '' : 'text-muted line-through'}`}
          >
            <time dateTime={item.starts_at}>{timeRange(item.starts_at, item.ends_at, zone)}</time>
          </p>
          <LearnerTime item={item} zone={zone} />
        </div>
        <div className="mt-2 min-w-0 flex-1 sm:mt-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="break-words font-semibold">{learnerOf(item)}</p>
            <Badges item={item} />
          </div>
          <p className="text-sm text-muted">{item.course ?? item.title}</p>
          {item.moved_from && (
            <p className="mt-1 text-sm text-muted">
              <i className="pi pi-arrow-right-arrow-left me-1.5 text-xs" aria-hidden />
              Moved from {shortDay(item.moved_from, zone)}, {timeIn(item.moved_from, zone)}
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
                aria-label={recorded ? `Edit record of class ${when}` : `Record class ${when}`}
                onClick={(event) => onAction('record', item, event.currentTarget)}
              >
                <i className="pi pi-pencil" aria-hidden />
                {recorded ? 'Edit record' : 'Record'}
              </button>
            )}
            {scheduled && !started && (
              <button
                type="button"
                className={`${actionClass} btn-outline min-w-34 border-danger text-danger`}
                aria-haspopup="dialog"
                aria-label={`Cancel class ${when}`}
                onClick={(event) => onAction('cancel', item, event.currentTarget)}
              >
                <i className="pi pi-times" aria-hidden />
                Cancel class
              </button>
            )}
            {item.learner && (
              <button
                type="button"
                className={`${actionClass} btn-outline`}
                aria-haspopup="dialog"
                aria-label={`Notes about ${item.learner.name}`}
                onClick={(event) => onAction('notes', item, event.currentTarget)}
              >
                <i className="pi pi-file-edit" aria-hidden />
                Notes
              </button>
            )}
            {item.learner && (
              <button
                type="button"
                className={`${actionClass} btn-outline`}
                aria-haspopup="dialog"
                aria-label={`Progress of ${item.learner.name}`}
                onClick={(event) => onAction('progress', item, event.currentTarget)}
              >
                <i className="pi pi-chart-bar" aria-hidden />
                Progress
              </button>
            )}
            <JoinLink item={item} zone={zone} now={now} />
          </div>
        </div>
      </article>
    </li>
  );
}
