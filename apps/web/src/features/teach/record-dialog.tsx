import {
  ATTENDANCE,
  ATTENDANCE_LABELS,
  recordClassSchema,
  type Attendance,
  type TutorClass,
} from '@iqra/contracts';
import { useId, useState, type FormEvent } from 'react';
import { ErrorBanner, FieldErrorText, FormField } from '../../components/form-field.tsx';
import { readServerErrors } from '../../lib/server-errors.ts';
import { useRecordClass } from './api.ts';
import { ClassSummary, learnerOf } from './class-parts.tsx';
import { TeachDialog } from './teach-dialog.tsx';

const NOTE_MAX = 2000;
const CHOOSE_ATTENDANCE = 'Choose how the learner attended.';

interface Errors {
  attendance?: string | undefined;
  note?: string | undefined;
  general?: string | undefined;
}

/** Attendance, one radio button per value. */
function AttendanceField({
  value,
  error,
  onChange,
}: {
  value: Attendance | '';
  error: string | undefined;
  onChange: (value: Attendance) => void;
}) {
  const errorId = useId();
  const hintId = useId();
  return (
    <fieldset aria-describedby={[hintId, error ? errorId : ''].join(' ').trim()}>
      <legend className="field-label">Attendance</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {ATTENDANCE.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 has-checked:border-primary has-checked:bg-tint"
          >
            <input
              type="radio"
              name="attendance"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="h-5 w-5 accent-primary"
            />
            {ATTENDANCE_LABELS[option]}
          </label>
        ))}
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-muted">
        “Tutor absent” gives the learner a make-up credit.
      </p>
      <FieldErrorText id={errorId} message={error} />
    </fieldset>
  );
}

/** The form inside the dialog, fresh for each class it opens on. */
function RecordForm({
  item,
  formId,
  record,
  onDone,
}: {
  item: TutorClass;
  formId: string;
  record: ReturnType<typeof useRecordClass>;
  onDone: () => void;
}) {
  const [attendance, setAttendance] = useState<Attendance | ''>(item.attendance ?? '');
  const [note, setNote] = useState(item.note);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = recordClassSchema.safeParse({ attendance, note: note.trim() });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'note' ? 'note' : 'attendance';
        next[field] ??= field === 'attendance' && !attendance ? CHOOSE_ATTENDANCE : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    record.mutate(
      { id: item.id, attendance: parsed.data.attendance, note: parsed.data.note },
      {
        onSuccess: onDone,
        onError: (error) => {
          const { fields, general } = readServerErrors(error, ['attendance', 'note'] as const);
          setErrors({ ...fields, general });
        },
      },
    );
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-5">
      <ErrorBanner message={errors.general} />
      <AttendanceField
        value={attendance}
        error={errors.attendance}
        onChange={(value) => {
          setAttendance(value);
          setErrors((current) => ({ ...current, attendance: undefined }));
        }}
      />
      <FormField
        id={`${formId}-note`}
        label="Lesson note for the learner"
        error={errors.note}
        hint={`${learnerOf(item)} reads it with the class. At most ${NOTE_MAX} characters.`}
      >
        {(control) => (
          <textarea
            {...control}
            className="field-input min-h-32"
            rows={5}
            maxLength={NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
    </form>
  );
}

/**
 * Records a class that has started (or changes its record): attendance and a note the learner
 * reads. `item` stays while the dialog closes; the form starts afresh on each opening.
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
  const formId = useId();
  const record = useRecordClass();
  const busy = record.isPending;
  return (
    <TeachDialog
      title={item?.recorded_at ? 'Edit record' : 'Record class'}
      visible={visible}
      onClose={onClose}
      // The dialog opens onto the choice to make: the chosen attendance, or the first.
      onShow={() => {
        const form = document.getElementById(formId);
        const radio =
          form?.querySelector<HTMLInputElement>('input[name="attendance"]:checked') ??
          form?.querySelector<HTMLInputElement>('input[name="attendance"]');
        radio?.focus();
      }}
      footer={
        <button type="submit" form={formId} className="btn btn-primary" disabled={busy}>
          {busy && <i className="pi pi-spin pi-spinner" aria-hidden />}
          Save record
        </button>
      }
    >
      {item && (
        <>
          <ClassSummary item={item} zone={zone} />
          <RecordForm key={opening} item={item} formId={formId} record={record} onDone={onDone} />
        </>
      )}
    </TeachDialog>
  );
}
