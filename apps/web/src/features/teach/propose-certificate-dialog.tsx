import {
  CERTIFICATE_DEFAULT_TITLES,
  CERTIFICATE_KIND_LABELS,
  CERTIFICATE_KINDS,
  type CertificateKind,
  type CertificateProposal,
} from '@iqra/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorBanner, FormField, TextField } from '../../components/form-field.tsx';
import { RadioCards } from '../../components/radio-cards.tsx';
import { firstFieldErrors } from '../../lib/api-client.ts';
import { useProposeCertificate, useTutorLearners } from './api.ts';
import { messageOf } from './class-parts.tsx';
import { emptyRange, endsOf } from './lesson/drafts.ts';
import { RangeFields } from './lesson/range-fields.tsx';
import { TeachDialog } from './teach-dialog.tsx';

// A tutor proposes a certificate for a learner they teach: what it would say, in English and
// Arabic, and a memorisation milestone's ayat. Staff settle the words and the date, and issue it.

type Words = Record<
  'title' | 'title_ar' | 'learner_name_ar' | 'line' | 'line_ar' | 'grade',
  string
>;
const NO_WORDS: Words = {
  title: '',
  title_ar: '',
  learner_name_ar: '',
  line: '',
  line_ar: '',
  grade: '',
};

/** A text field, or a few lines, in English or (right to left) in Arabic. */
function WordField({
  id,
  label,
  value,
  error,
  hint,
  arabic = false,
  lines = false,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: ReactNode;
  arabic?: boolean;
  lines?: boolean;
  onChange: (value: string) => void;
}) {
  const script = arabic ? ({ lang: 'ar', dir: 'rtl' } as const) : {};
  if (!lines) {
    return (
      <TextField
        id={id}
        label={label}
        hint={hint}
        error={error}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...script}
      />
    );
  }
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          {...script}
          rows={2}
          className="field-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

function ProposeForm({
  formId,
  propose,
  onDone,
}: {
  formId: string;
  propose: ReturnType<typeof useProposeCertificate>;
  onDone: (proposal: CertificateProposal) => void;
}) {
  const learners = useTutorLearners();
  const [learnerId, setLearnerId] = useState('');
  const [kind, setKind] = useState<CertificateKind>('qaida');
  const [range, setRange] = useState(emptyRange);
  const [words, setWords] = useState<Words>(NO_WORDS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const set = (field: keyof Words) => (value: string) =>
    setWords((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const ends = kind === 'memorisation' ? endsOf(range) : { errors: {} };
    const own: Record<string, string> = { ...ends.errors };
    if (!learnerId) own.learner_id = 'Choose the learner.';
    setErrors(own);
    if (Object.keys(own).length > 0) return;
    propose.mutate(
      {
        learner_id: Number(learnerId),
        kind,
        ...words,
        ...(ends.from ? { from: ends.from } : {}),
        ...(ends.to ? { to: ends.to } : {}),
      },
      {
        onSuccess: (answer) => onDone(answer.data),
        onError: (error) => {
          const fields = firstFieldErrors(error);
          setErrors(fields);
          if (Object.keys(fields).length === 0) setFailure(messageOf(error));
        },
      },
    );
  };

  const field = (name: keyof Words) => ({
    id: `${formId}-${name}`,
    value: words[name],
    error: errors[name],
    onChange: set(name),
  });
  const list = learners.data?.data;
  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4">
      <ErrorBanner message={failure} />
      <FormField id={`${formId}-learner`} label="Learner" error={errors.learner_id}>
        {(control) => (
          <select
            {...control}
            className="field-input"
            value={learnerId}
            disabled={!list}
            onChange={(event) => setLearnerId(event.target.value)}
          >
            <option value="">{list ? 'Choose a learner' : 'Loading your learners…'}</option>
            {list?.map((learner) => (
              <option key={learner.id} value={learner.id}>
                {learner.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <RadioCards
        legend="Kind"
        options={CERTIFICATE_KINDS}
        labels={CERTIFICATE_KIND_LABELS}
        value={kind}
        onChange={setKind}
        grid="grid gap-2"
      />
      {kind === 'memorisation' && (
        <RangeFields
          id={`${formId}-range`}
          legend="Ayat memorised"
          value={range}
          errors={{ from: errors.from, to: errors.to }}
          onChange={setRange}
        />
      )}
      <WordField
        {...field('title')}
        label="Title (optional)"
        hint={`Left empty: “${CERTIFICATE_DEFAULT_TITLES[kind]}”.`}
      />
      <WordField {...field('title_ar')} label="Title in Arabic (optional)" arabic />
      <WordField
        {...field('learner_name_ar')}
        label="The learner’s name in Arabic script (optional)"
        arabic
      />
      <WordField {...field('line')} label="A line of text (optional)" lines />
      <WordField {...field('line_ar')} label="The line in Arabic (optional)" arabic lines />
      <WordField {...field('grade')} label="Grade (optional)" />
    </form>
  );
}

/** The dialog: the form, fresh each time it opens; the proposal goes to the school's staff. */
export default function ProposeCertificateDialog({
  visible,
  onClose,
  onDone,
}: {
  visible: boolean;
  onClose: () => void;
  onDone: (proposal: CertificateProposal) => void;
}) {
  const formId = `propose${useId().replace(/:/g, '')}`;
  const propose = useProposeCertificate();
  return (
    <TeachDialog
      title="Propose a certificate"
      visible={visible}
      onClose={onClose}
      closeLabel="Cancel"
      footer={
        <button
          type="submit"
          form={formId}
          className="btn btn-primary"
          disabled={propose.isPending}
          aria-busy={propose.isPending}
        >
          {propose.isPending && <i className="pi pi-spin pi-spinner" aria-hidden />}
          Send to the school
        </button>
      }
    >
      <p className="mb-4 text-muted">
        The school’s staff read it, settle the words and the date, and issue the certificate. You
        see here what they decide.
      </p>
      {visible && <ProposeForm formId={formId} propose={propose} onDone={onDone} />}
    </TeachDialog>
  );
}
