import {
  isQuranLesson,
  ITEM_KIND_OF,
  type GradeChoice,
  type GradeLabels,
  type LessonKind,
  type LessonSyllabusItem,
} from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '../../../components/form-field.tsx';
import { RadioCards } from '../../../components/radio-cards.tsx';
import {
  mistakesWithin,
  rangeOf,
  type EntryDraft,
  type HomeworkDraft,
  type LessonErrors,
  type RangeDraft,
} from './drafts.ts';
import { LESSON_KIND_NAMES } from '../../../components/quran/lesson-names.ts';
import { MistakesField } from './mistakes-field.tsx';
import { RangeFields } from './range-fields.tsx';

const gradesClass = 'grid grid-cols-2 gap-2 sm:grid-cols-4';

/** The kind of lesson, and what it covers: a range of ayat, or an item of the syllabus. */
export function CoverageFields({
  id,
  value,
  kinds,
  syllabus,
  errors,
  prefix,
  onChange,
}: {
  id: string;
  value: EntryDraft | HomeworkDraft;
  kinds: LessonKind[];
  syllabus: readonly LessonSyllabusItem[];
  errors: LessonErrors;
  /** Where this part's errors are: `entries.0`, `homework`. */
  prefix: string;
  onChange: (change: { kind?: LessonKind; range?: RangeDraft; itemId?: string }) => void;
}) {
  const { t, i18n } = useLingui();
  const items = syllabus.filter((item) => item.kind === ITEM_KIND_OF[value.kind]);
  return (
    <>
      <FormField id={`${id}-kind`} label={t`Kind`} error={errors[`${prefix}.kind`]}>
        {(control) => (
          <select
            {...control}
            className="field-input"
            value={value.kind}
            onChange={(event) => onChange({ kind: event.target.value as LessonKind })}
          >
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {i18n._(LESSON_KIND_NAMES[kind])}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {isQuranLesson(value.kind) ? (
        <RangeFields
          id={id}
          legend={t`Ayat`}
          value={value.range}
          errors={{ from: errors[`${prefix}.from`], to: errors[`${prefix}.to`] }}
          onChange={(range) => onChange({ range })}
        />
      ) : (
        <FormField
          id={`${id}-item`}
          label={i18n._(LESSON_KIND_NAMES[value.kind])}
          error={errors[`${prefix}.item_id`]}
        >
          {(control) => (
            <select
              {...control}
              className="field-input"
              value={value.itemId}
              onChange={(event) => onChange({ itemId: event.target.value })}
            >
              <option value="">{t`Choose…`}</option>
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    </>
  );
}

/** A short note of the tutor's (at most 1,000 characters). */
export function NoteField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <textarea
          {...control}
          className="field-input min-h-20"
          rows={2}
          maxLength={1000}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** One entry of the lesson: what it covered, the mistakes heard, the grade and a note. */
export function EntryFields({
  index,
  entry,
  kinds,
  syllabus,
  grades,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  entry: EntryDraft;
  kinds: LessonKind[];
  syllabus: readonly LessonSyllabusItem[];
  /** The school's grades, best first. */
  grades: readonly GradeChoice[];
  errors: LessonErrors;
  onChange: (entry: EntryDraft) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = `entry-${entry.key}`;
  const number = index + 1;
  const kind = i18n._(LESSON_KIND_NAMES[entry.kind]);

  const prefix = `entries.${index}`;
  const range = isQuranLesson(entry.kind) ? rangeOf(entry.range) : null;
  const set = (change: Partial<EntryDraft>) => onChange({ ...entry, ...change });
  return (
    <fieldset className="space-y-4 rounded-lg border border-line p-3">
      <legend className="px-1 font-semibold">
        <Trans>
          Entry {number}: {kind}
        </Trans>
      </legend>
      <CoverageFields
        id={id}
        value={entry}
        kinds={kinds}
        syllabus={syllabus}
        errors={errors}
        prefix={prefix}
        onChange={(change) => {
          // Mistakes belong to the text they were marked on: those the new range leaves out go.
          const next = change.range && rangeOf(change.range);
          set(next ? { ...change, mistakes: mistakesWithin(entry.mistakes, next) } : change);
        }}
      />
      {range && (
        <MistakesField
          range={range}
          mistakes={entry.mistakes}
          error={errors[`${prefix}.mistakes`]}
          onChange={(mistakes) => set({ mistakes })}
        />
      )}
      <RadioCards
        legend={t`Grade`}
        options={grades.map((grade) => grade.value)}
        labels={
          Object.fromEntries(grades.map((grade) => [grade.value, grade.label])) as GradeLabels
        }
        value={entry.grade}
        grid={gradesClass}
        error={errors[`${prefix}.grade`]}
        onChange={(grade) => set({ grade })}
      />
      <NoteField
        id={`${id}-note`}
        label={t`Note (optional)`}
        value={entry.note}
        error={errors[`${prefix}.note`]}
        onChange={(note) => set({ note })}
      />
      <button type="button" className="btn btn-outline" onClick={onRemove}>
        <i className="pi pi-trash" aria-hidden /> <Trans>Remove entry {number}</Trans>
      </button>
    </fieldset>
  );
}
