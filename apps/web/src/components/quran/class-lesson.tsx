import {
  LESSON_KIND_LABELS,
  MISTAKE_CAUGHT_LABELS,
  MISTAKE_KIND_LABELS,
  type Homework,
  type LessonEntry,
  type LessonSummary,
} from '@iqra/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { plural } from '../../lib/format.ts';
import { LoadingLine } from '../loading-line.tsx';

const MistakesOnText = lazy(() => import('./mistakes-on-text.tsx'));

/** One thing the class taught: what, the grade, the tutor's note and the mistakes heard. */
function Entry({ entry }: { entry: LessonEntry }) {
  const [shown, setShown] = useState(false);
  const textId = useId();
  return (
    <li className="rounded-lg border border-line p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p>
          <span className="font-semibold">{LESSON_KIND_LABELS[entry.kind]}:</span> {entry.label}
        </p>
        <span className="text-sm">
          Grade: <span className="font-semibold">{entry.grade_label}</span>
        </span>
      </div>
      {entry.note && <p className="mt-1 whitespace-pre-line text-sm">{entry.note}</p>}
      {entry.mistakes.length > 0 && (
        <div className="mt-2">
          <ul className="text-sm text-muted">
            {entry.mistakes.map((mistake, index) => (
              <li key={index}>
                Ayah {mistake.ayah}, word {mistake.word}: {MISTAKE_KIND_LABELS[mistake.kind]}
                {mistake.rule && ` (${mistake.rule})`}, {MISTAKE_CAUGHT_LABELS[mistake.caught]}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn btn-outline mt-2 px-3 text-sm"
            aria-expanded={shown}
            aria-controls={textId}
            onClick={() => setShown((open) => !open)}
          >
            {shown
              ? 'Hide the text'
              : `Show the ${plural(entry.mistakes.length, 'mistake')} on the text`}
          </button>
          <div id={textId}>
            {shown && (
              <Suspense fallback={<LoadingLine>Loading the text…</LoadingLine>}>
                <MistakesOnText entry={entry} />
              </Suspense>
            )}
          </div>
        </div>
      )}
    </li>
  );
}

/** What a past class taught, and the homework it set. */
export function ClassLesson({
  lesson,
  learned = 'What you learned',
}: {
  lesson: LessonSummary;
  /** The heading of the entries: the learner reads "What you learned". */
  learned?: string;
}) {
  const { homework } = lesson;
  return (
    <div className="mt-3 space-y-3">
      {lesson.entries.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold">{learned}</h4>
          <ul className="mt-1 space-y-2">
            {lesson.entries.map((entry, index) => (
              <Entry key={index} entry={entry} />
            ))}
          </ul>
        </div>
      )}
      {homework && <HomeworkNote homework={homework} heading="Homework for the next class" />}
    </div>
  );
}

/** Homework as its learner reads it: what to prepare, and the tutor's word on it. */
export function HomeworkNote({
  homework,
  heading,
  className = '',
}: {
  homework: Homework;
  heading: string;
  className?: string;
}) {
  return (
    <div className={`rounded-lg bg-tint px-3 py-2 text-sm ${className}`}>
      <h4 className="font-semibold">{heading}</h4>
      <p className="mt-0.5">
        {LESSON_KIND_LABELS[homework.kind]}: {homework.label}
      </p>
      {homework.note && <p className="mt-0.5 whitespace-pre-line">{homework.note}</p>}
    </div>
  );
}
