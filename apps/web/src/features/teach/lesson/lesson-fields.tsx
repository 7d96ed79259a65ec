import { LESSON_KIND_LABELS, type LessonKind, type LessonSyllabusItem } from '@iqra/contracts';
import { useId } from 'react';
import { FieldErrorText } from '../../../components/form-field.tsx';
import {
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
  entries,
  errors,
  onChange,
}: {
  syllabus: readonly LessonSyllabusItem[];
  entries: EntryDraft[];
  errors: LessonErrors;
  onChange: (entries: EntryDraft[]) => void;
}) {
  const kinds = kindsFor(syllabus);
  const add = () => {
    // The next entry is the next step: a new lesson follows the revision, and so on.
    const last = entries.at(-1)?.kind;
    const kind: LessonKind = last === undefined ? firstKind(syllabus) : last;
    const created = newEntry(kind);
    onChange([...entries, created]);
    // The new entry's first field takes the focus.
    requestAnimationFrame(() => document.getElementById(`entry-${created.key}-kind`)?.focus());
  };
  return (
    <section className="space-y-3" aria-labelledby="lesson-heading">
      <h3 id="lesson-heading" className="text-lg font-semibold">
        What was learned
      </h3>
      {entries.length === 0 && (
        <p className="text-sm text-muted">
          Add what the class covered: the {LESSON_KIND_LABELS.new_lesson.toLowerCase()}, the
          revisions, or the {kinds.includes('qaida') ? 'Qaida lesson' : 'unit'}.
        </p>
      )}
      {entries.map((entry, index) => (
        <EntryFields
          key={entry.key}
          index={index}
          entry={entry}
          kinds={kinds}
          syllabus={syllabus}
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
          <i className="pi pi-plus" aria-hidden /> Add entry
        </button>
      )}
    </section>
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
  const id = useId();
  return (
    <section className="space-y-3" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        Homework
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
        Set homework for the next class
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
            label="What to do (optional)"
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
