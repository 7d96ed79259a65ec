import type { GradeChoice, LessonSyllabusItem } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FieldErrorText } from '../../../components/form-field.tsx';
import { dueNote, pagesLabel, type DueGroup } from '../../../components/quran/revision-due.ts';
import {
  emptyRange,
  firstKind,
  kindsFor,
  newEntry,
  newHomework,
  type EntryDraft,
  type HomeworkDraft,
  type LessonErrors,
} from './drafts.ts';
import { CoverageFields, EntryFields, NoteField } from './entry-fields.tsx';

/** A class holds at most this many entries (the API's limit). */
const MAX_ENTRIES = 10;

/** What the class taught: its entries, each with its grade and the mistakes heard. */
export function EntriesFields({
  syllabus,
  grades,
  due,
  entries,
  errors,
  onChange,
}: {
  syllabus: readonly LessonSyllabusItem[];
  /** The school's grades, best first. */
  grades: readonly GradeChoice[];
  due: readonly DueGroup[];
  entries: EntryDraft[];
  errors: LessonErrors;
  onChange: (entries: EntryDraft[]) => void;
}) {
  const kinds = kindsFor(syllabus);
  const append = (created: EntryDraft) => {
    onChange([...entries, created]);
    // The new entry's first field takes the focus.
    requestAnimationFrame(() => document.getElementById(`entry-${created.key}-kind`)?.focus());
  };
  const add = () => {
    // The next entry is the next step: a new lesson follows the revision, and so on.
    const last = entries.at(-1)?.kind;
    append(newEntry(last === undefined ? firstKind(syllabus) : last));
  };
  const revising = (group: DueGroup) =>
    entries.some(
      (entry) =>
        entry.kind === 'long_revision' &&
        entry.range.by === 'page' &&
        entry.range.fromPage === String(group.first) &&
        entry.range.toPage === String(group.last),
    );
  const revise = (group: DueGroup) =>
    append({
      ...newEntry('long_revision'),
      range: {
        ...emptyRange(),
        by: 'page',
        fromPage: String(group.first),
        toPage: String(group.last),
      },
    });
  return (
    <section className="space-y-3" aria-labelledby="lesson-heading">
      <h3 id="lesson-heading" className="text-lg font-semibold">
        <Trans>What was learned</Trans>
      </h3>
      {}
      {kinds.includes('long_revision') && due.length > 0 && (
        <DueForRevision
          due={due}
          revising={revising}
          onRevise={entries.length < MAX_ENTRIES ? revise : undefined}
        />
      )}
      {entries.length === 0 && (
        <p className="text-sm text-muted">
          {kinds.includes('qaida') ? (
            <Trans>
              Add what the class covered: the new lesson, the revisions, or the Qaida lesson.
            </Trans>
          ) : (
            <Trans>Add what the class covered: the new lesson, the revisions, or the unit.</Trans>
          )}
        </p>
      )}
      {entries.map((entry, index) => (
        <EntryFields
          key={entry.key}
          index={index}
          entry={entry}
          kinds={kinds}
          syllabus={syllabus}
          grades={grades}
          errors={errors}
          onChange={(changed) =>
            onChange(entries.map((other) => (other.key === entry.key ? changed : other)))
          }
          onRemove={() => onChange(entries.filter((other) => other.key !== entry.key))}
        />
      ))}
      <FieldErrorText message={errors.entries} />
      {entries.length < MAX_ENTRIES && (
        <button type="button" className="btn btn-outline" onClick={add}>
          <i className="pi pi-plus" aria-hidden /> <Trans>Add entry</Trans>
        </button>
      )}
    </section>
  );
}

/** The learner's pages due for revision now: each can become a long-term revision entry. */
function DueForRevision({
  due,
  revising,
  onRevise,
}: {
  due: readonly DueGroup[];
  revising: (group: DueGroup) => boolean;
  onRevise: ((group: DueGroup) => void) | undefined;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="rounded-lg bg-tint px-3 py-2 text-sm">
      <h4 className="font-semibold">
        <Trans>Due for revision</Trans>
      </h4>
      <ul className="mt-1 space-y-1">
        {due.map((group) => {
          const { pages, ayat } = pagesLabel(group, i18n);
          const added = revising(group);
          return (
            <li
              key={`${group.first}-${group.due}`}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1"
            >
              <span>
                <span className="font-semibold">{pages}</span>: {ayat} · {dueNote(group, i18n)}
              </span>
              {onRevise && (
                <button
                  type="button"
                  className="btn btn-outline min-h-9 px-3 text-sm"
                  aria-label={t`Revise ${pages} as long-term revision`}
                  disabled={added}
                  onClick={() => onRevise(group)}
                >
                  {added ? <Trans context="pages learned">Added</Trans> : <Trans>Revise</Trans>}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** What the learner prepares for the next class: a range or an item, and a note. */
export function HomeworkFields({
  syllabus,
  homework,
  errors,
  onChange,
}: {
  syllabus: readonly LessonSyllabusItem[];
  homework: HomeworkDraft | null;
  errors: LessonErrors;
  onChange: (homework: HomeworkDraft | null) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <section className="space-y-3" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        <Trans>Homework</Trans>
      </h3>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="h-5 w-5 accent-primary"
          checked={homework !== null}
          onChange={(event) =>
            onChange(event.target.checked ? newHomework(firstKind(syllabus)) : null)
          }
        />
        <Trans>Set homework for the next class</Trans>
      </label>
      {homework && (
        <div className="space-y-4 rounded-lg border border-line p-3">
          <CoverageFields
            id={`${id}-homework`}
            value={homework}
            kinds={kindsFor(syllabus)}
            syllabus={syllabus}
            errors={errors}
            prefix="homework"
            onChange={(change) => onChange({ ...homework, ...change })}
          />
          <NoteField
            id={`${id}-homework-note`}
            label={t`What to do (optional)`}
            value={homework.note}
            error={errors['homework.note']}
            onChange={(note) => onChange({ ...homework, note })}
          />
        </div>
      )}
      <FieldErrorText message={errors.homework} />
    </section>
  );
}
