import type { Homework, LessonEntry, LessonSummary } from '@iqra/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import { LoadingLine } from '../loading-line.tsx';
import { LESSON_KIND_NAMES, MISTAKE_CAUGHT_NAMES, MISTAKE_KIND_NAMES } from './lesson-names.ts';

const MistakesOnText = lazy(() => import('./mistakes-on-text.tsx'));

/** One thing the class taught: what, the grade, the tutor's note and the mistakes heard. */
function Entry({ entry }: { entry: LessonEntry }) {
  const [shown, setShown] = useState(false);
  const textId = useId();
  const { t, i18n } = useLingui();
  const kind = i18n._(LESSON_KIND_NAMES[entry.kind]);
  const grade = entry.grade_label;
  const count = entry.mistakes.length;
  return (
    <li className="rounded-lg border border-line p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p>
          <span className="font-semibold">{kind}:</span> {entry.label}
        </p>
        <span className="text-sm">
          <Trans>
            Grade: <span className="font-semibold">{grade}</span>
          </Trans>
        </span>
      </div>
      {entry.note && <p className="mt-1 whitespace-pre-line text-sm">{entry.note}</p>}
      {entry.mistakes.length > 0 && (
        <div className="mt-2">
          <ul className="text-sm text-muted">
            {entry.mistakes.map((mistake, index) => (
              <li key={index}>
                <Mistake mistake={mistake} />
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
              ? t`Hide the text`
              : t`Show the ${plural(count, { one: '# mistake', other: '# mistakes' })} on the text`}
          </button>
          <div id={textId}>
            {shown && (
              <Suspense
                fallback={
                  <LoadingLine>
                    <Trans>Loading the text…</Trans>
                  </LoadingLine>
                }
              >
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
  learned,
}: {
  lesson: LessonSummary;
  /** The heading of the entries: the learner reads "What you learned". */
  learned?: string;
}) {
  const { t } = useLingui();
  const { homework } = lesson;
  return (
    <div className="mt-3 space-y-3">
      {lesson.entries.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold">{learned ?? t`What you learned`}</h4>
          <ul className="mt-1 space-y-2">
            {lesson.entries.map((entry, index) => (
              <Entry key={index} entry={entry} />
            ))}
          </ul>
        </div>
      )}
      {homework && <HomeworkNote homework={homework} heading={t`Homework for the next class`} />}
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
  const { i18n } = useLingui();
  const kind = i18n._(LESSON_KIND_NAMES[homework.kind]);
  return (
    <div className={`rounded-lg bg-tint px-3 py-2 text-sm ${className}`}>
      <h4 className="font-semibold">{heading}</h4>
      <p className="mt-0.5">
        {kind}: {homework.label}
      </p>
      {homework.note && <p className="mt-0.5 whitespace-pre-line">{homework.note}</p>}
    </div>
  );
}

/** A mistake the tutor heard: "Ayah 78:40, word 3: Tajweed (Ghunnah), The tutor gave the word…". */
function Mistake({ mistake }: { mistake: LessonEntry['mistakes'][number] }) {
  const { t, i18n } = useLingui();
  const { ayah, word, rule } = mistake;
  const kind = i18n._(MISTAKE_KIND_NAMES[mistake.kind]);
  const caught = i18n._(MISTAKE_CAUGHT_NAMES[mistake.caught]);
  return rule
    ? t`Ayah ${ayah}, word ${word}: ${kind} (${rule}), ${caught}`
    : t`Ayah ${ayah}, word ${word}: ${kind}, ${caught}`;
}
