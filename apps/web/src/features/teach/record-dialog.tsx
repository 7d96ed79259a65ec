import {
  ATTENDANCE,
  ATTENDED,
  recordClassSchema,
  type Attendance,
  type RecordClassInput,
  type TutorClass,
  type TutorClassLesson,
} from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ErrorBanner, FormField } from '../../components/form-field.tsx';
import { RadioCards } from '../../components/radio-cards.tsx';
import { LoadingLine } from '../../components/loading-line.tsx';
import { ApiError, firstFieldErrors } from '../../lib/api-client.ts';
import { serverMessage } from '../../lib/server-errors.ts';
import { dueGroups, type DueGroup } from '../../components/quran/revision-due.ts';
import { useClassLesson, useLearnerProgress, useRecordClass } from './api.ts';
import { ClassSummary, useClassWords } from './class-parts.tsx';
import { ATTENDANCE_NAMES } from '../../components/classes/class-status.ts';
import { wordsOf } from './labels.ts';
import {
  entryBody,
  entryDraftOf,
  homeworkBody,
  homeworkDraftOf,
  pickerErrors,
  type EntryDraft,
  type HomeworkDraft,
  type LessonErrors,
} from './lesson/drafts.ts';
import { EntriesFields, HomeworkFields } from './lesson/lesson-fields.tsx';
import { TeachDialog } from './teach-dialog.tsx';
import { useContractMessages } from '../../i18n/contract-messages.ts';

const NOTE_MAX = 2000;

/** Each refused field's first message, by its place (`entries.0.from`), as the form shows it. */
function errorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  drafts: { attendance: Attendance | ''; entries: EntryDraft[] },
  /** The form's own words for a choice not made. */
  choose: { attendance: string; grade: string },
): LessonErrors {
  const errors: LessonErrors = {};
  for (const issue of issues) {
    const place = issue.path.map(String).join('.');
    let message = issue.message;
    if (place === 'attendance' && !drafts.attendance) message = choose.attendance;
    const grade = /^entries\.(\d+)\.grade$/.exec(place);
    if (grade && drafts.entries[Number(grade[1])]?.grade === '') message = choose.grade;
    errors[place] ??= message;
  }
  return errors;
}

/* eslint-disable lingui/no-unlocalized-strings -- CSS selectors */
/** Focus on the first field the form shows in error. */
function focusFirstError(formId: string) {
  requestAnimationFrame(() =>
    document
      .getElementById(formId)
      ?.querySelector<HTMLElement>('[aria-invalid="true"], .field-error')
      ?.closest('fieldset, div')
      ?.querySelector<HTMLElement>('input, select, textarea')
      ?.focus(),
  );
}

/**
 * The dialog opens onto the choice to make: the chosen attendance, or the first. Only when
 * the focus is not in the form already: the dialog's own "shown" comes after its opening
 * animation, when a quick hand may have moved on (and Enter on a radio button sends the form).
 */
function focusAttendance(formId: string) {
  const form = document.getElementById(formId);
  if (!form || form.contains(document.activeElement)) return;
  const radio =
    form.querySelector<HTMLInputElement>('input[name="attendance"]:checked') ??
    form.querySelector<HTMLInputElement>('input[name="attendance"]');
  radio?.focus();
}
/* eslint-enable lingui/no-unlocalized-strings */

/** The form inside the dialog, fresh for each class it opens on. */
/** The server's refusal as the form shows it: a message per field, or one for the form. */
function errorsFromServer(error: unknown): LessonErrors {
  const fields = error instanceof ApiError && error.isValidation && firstFieldErrors(error);
  return fields && Object.keys(fields).length > 0 ? fields : { general: serverMessage(error) };
}

/** The note the learner reads with the class. */
function LessonNoteField({
  id,
  learner,
  value,
  error,
  onChange,
}: {
  id: string;
  learner: string;
  value: string;
  error: string | undefined;
  onChange: (note: string) => void;
}) {
  const { t } = useLingui();
  return (
    <FormField
      id={id}
      label={t`Lesson note for the learner`}
      error={error}
      hint={
        <Trans>
          <bdi>{learner}</bdi> reads it with the class. At most {NOTE_MAX} characters.
        </Trans>
      }
    >
      {(control) => (
        <textarea
          {...control}
          className="field-input min-h-32"
          rows={5}
          maxLength={NOTE_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

function RecordForm({
  item,
  lesson,
  due,
  formId,
  record,
  onDone,
}: {
  item: TutorClass;
  /** The lesson recorded and the course's syllabus; null for a trial class (no record). */
  lesson: TutorClassLesson | null;
  /** The learner's pages due for revision today or overdue, to add as long-term revision. */
  due: DueGroup[];
  formId: string;
  record: ReturnType<typeof useRecordClass>;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const say = useContractMessages();
  const { learnerOf } = useClassWords();
  const [attendance, setAttendance] = useState<Attendance | ''>(item.attendance ?? '');
  const [note, setNote] = useState(item.note);
  const [entries, setEntries] = useState<EntryDraft[]>(
    () => lesson?.entries.map(entryDraftOf) ?? [],
  );
  const [homework, setHomework] = useState<HomeworkDraft | null>(() =>
    lesson?.homework ? homeworkDraftOf(lesson.homework) : null,
  );
  const [errors, setErrors] = useState<LessonErrors>({});
  const attended = attendance !== '' && ATTENDED.includes(attendance);
  // A form that arrives after the dialog opened (the lesson was on its way) takes the focus.
  useEffect(() => focusAttendance(formId), [formId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      attendance,
      note: note.trim(),
      ...(lesson && {
        entries: attended ? entries.map(entryBody) : [],
        homework: homework && homeworkBody(homework),
      }),
    };
    const parsed = recordClassSchema.safeParse(body);
    const found = {
      ...(parsed.success
        ? {}
        : errorsOf(
            parsed.error.issues.map((issue) => ({ ...issue, message: say(issue.message) })),
            { attendance, entries },
            { attendance: t`Choose how the learner attended.`, grade: t`Choose a grade.` },
          )),
      ...pickerErrors(attended ? entries : [], homework, i18n),
    };
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstError(formId);
      return;
    }
    setErrors({});
    record.mutate(
      // What was checked is sent as typed: the API reads ayat as "surah:ayah".
      { id: item.id, ...(body as RecordClassInput) },
      {
        onSuccess: onDone,
        onError: (error) => {
          setErrors(errorsFromServer(error));
          focusFirstError(formId);
        },
      },
    );
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-5">
      <ErrorBanner message={errors.general} />
      <RadioCards
        legend={t`Attendance`}
        name="attendance"
        options={ATTENDANCE}
        labels={wordsOf(ATTENDANCE_NAMES, (words) => i18n._(words))}
        value={attendance}
        hint={t`“Tutor absent” gives the learner a make-up credit.`}
        error={errors.attendance}
        onChange={(value) => {
          setAttendance(value);
          setErrors(({ attendance: _dropped, ...rest }) => rest);
        }}
      />
      {lesson && attended && (
        <EntriesFields
          syllabus={lesson.syllabus}
          grades={lesson.grades}
          due={due}
          entries={entries}
          errors={errors}
          onChange={setEntries}
        />
      )}
      {lesson && (
        <HomeworkFields
          syllabus={lesson.syllabus}
          homework={homework}
          errors={errors}
          onChange={setHomework}
        />
      )}
      <LessonNoteField
        id={`${formId}-note`}
        learner={learnerOf(item)}
        value={note}
        error={errors.note}
        onChange={setNote}
      />
    </form>
  );
}

/**
 * Records a class that has started (or changes its record): attendance, what the class
 * taught (for a learner's class: entries with grades and mistakes on words, and homework) and
 * a note the learner reads. `item` stays while the dialog closes; the form starts afresh on
 * each opening, from the lesson as recorded.
 */
export function RecordDialog({
  item,
  zone,
  visible,
  opening,
  onClose,
  onDone,
}: {
  item: TutorClass | null;
  zone: string;
  visible: boolean;
  /** Changes on every opening, so the form starts from the class as it is. */
  opening: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const record = useRecordClass();
  const hasLearner = Boolean(item?.learner);
  const lesson = useClassLesson(visible && item && hasLearner ? item.id : null);
  // What is due for revision comes with it (a learner's progress the tutor may read).
  const progress = useLearnerProgress(visible && item?.learner ? item.learner.id : null);
  const busy = record.isPending;
  const ready = !hasLearner || (lesson.isSuccess && !progress.isPending);
  const due = progress.data
    ? dueGroups(progress.data.data.pages, progress.data.data.today).filter(
        (group) => group.when !== 'week',
      )
    : [];
  return (
    <TeachDialog
      title={item?.recorded_at ? t`Edit record` : t`Record class`}
      visible={visible}
      onClose={onClose}
      wide
      onShow={() => focusAttendance(formId)}
      footer={
        <button type="submit" form={formId} className="btn btn-primary" disabled={busy || !ready}>
          {busy && <i className="pi pi-spin pi-spinner" aria-hidden />}
          <Trans>Save record</Trans>
        </button>
      }
    >
      {item && (
        <>
          <ClassSummary item={item} zone={zone} />
          {lesson.isError && hasLearner ? (
            <ErrorBanner message={serverMessage(lesson.error)} />
          ) : ready ? (
            <RecordForm
              key={opening}
              item={item}
              lesson={hasLearner ? (lesson.data ?? null) : null}
              due={due}
              formId={formId}
              record={record}
              onDone={onDone}
            />
          ) : (
            <LoadingLine>
              <Trans>Loading the lesson…</Trans>
            </LoadingLine>
          )}
        </>
      )}
    </TeachDialog>
  );
}
