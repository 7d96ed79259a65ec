import type { LearnerClass, MyClassesResponse } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFormat } from '../../i18n/use-format.ts';
import { LoadingLine } from '../loading-line.tsx';
import { ClassLesson } from '../quran/class-lesson.tsx';
import { Badge } from './class-card.tsx';
import { ATTENDANCE_NAMES, learnerCancelledName } from './class-status.ts';
import { englishOf } from '../in-english.ts';

/** What became of a class that is over: who cancelled it, the attendance, or not yet known. */
function Outcome({ item }: { item: LearnerClass }) {
  const { i18n } = useLingui();
  if (item.status === 'cancelled') {
    return (
      <Badge tone="danger" icon="pi-times-circle">
        {i18n._(learnerCancelledName(item))}
      </Badge>
    );
  }
  if (!item.attendance) {
    return (
      <span className="text-sm text-muted">
        <Trans>Not recorded yet</Trans>
      </span>
    );
  }
  const missed = item.attendance === 'absent' || item.attendance === 'tutor_absent';
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap text-sm font-semibold ${
        missed ? 'text-danger' : 'text-success'
      }`}
    >
      <i className={`pi ${missed ? 'pi-times-circle' : 'pi-check-circle'} text-xs`} aria-hidden />
      {i18n._(ATTENDANCE_NAMES[item.attendance])}
    </span>
  );
}

function PastClass({ item, zone }: { item: LearnerClass; zone: string }) {
  const format = useFormat();
  const tutorName = item.tutor?.name;
  return (
    <li className="card p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h3 className="text-base">
            <span {...englishOf(item, 'course')}>{item.course ?? item.title}</span>
          </h3>
          <p className="text-sm text-muted">
            <time dateTime={item.starts_at} className="whitespace-nowrap">
              {format.classTime(item.starts_at, zone)}
            </time>
            {tutorName && (
              <>
                {' · '}
                <Trans>
                  with <bdi>{tutorName}</bdi>
                </Trans>
              </>
            )}
          </p>
        </div>
        <Outcome item={item} />
      </div>
      {item.note && (
        <figure className="mt-3 rounded-lg bg-tint px-3 py-2 text-sm">
          <figcaption className="font-semibold">
            <Trans>Tutor&apos;s note</Trans>
          </figcaption>
          <blockquote className="mt-0.5 whitespace-pre-line break-words">{item.note}</blockquote>
        </figure>
      )}
      {item.lesson && <ClassLesson lesson={item.lesson} />}
    </li>
  );
}

/**
 * Classes that are over, latest first, with the attendance and the tutor's notes, loaded when
 * asked for: the learner's own, or a parent's child's (`child`, the child's name).
 */
export function PastClasses({
  zone,
  usePast,
  child,
}: {
  zone: string;
  /** Reads the past classes once `enabled` (the list is opened). */
  usePast: (enabled: boolean) => UseQueryResult<MyClassesResponse>;
  /** The child whose classes these are (left out: the learner's own). */
  child?: string;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const past = usePast(open);
  const classes = past.data?.classes;

  return (
    <section aria-labelledby={`${listId}-heading`} className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${listId}-heading`} className="text-xl">
          <Trans>Past classes</Trans>
        </h2>
        <button
          type="button"
          className="btn btn-outline px-3 text-sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <i className={`pi ${open ? 'pi-chevron-up' : 'pi-chevron-down'} text-xs`} aria-hidden />
          {open ? t`Hide past classes` : t`Show past classes`}
        </button>
      </div>
      <div id={listId} hidden={!open}>
        {open && past.isPending && (
          <LoadingLine>
            {child ? t`Loading ${child}’s past classes…` : t`Loading your past classes…`}
          </LoadingLine>
        )}
        {past.isError && (
          <p role="alert" className="mt-4 text-danger">
            {child
              ? t`${child}’s past classes could not be loaded. Please try again later.`
              : t`Your past classes could not be loaded. Please try again later.`}
          </p>
        )}
        {classes && classes.length === 0 && (
          <p className="mt-4 text-muted">
            <Trans>No past classes yet.</Trans>
          </p>
        )}
        {classes && classes.length > 0 && (
          <ul className="mt-4 space-y-3">
            {classes.map((item) => (
              <PastClass key={item.id} item={item} zone={zone} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
