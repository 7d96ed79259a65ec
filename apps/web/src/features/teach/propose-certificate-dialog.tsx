import {
  CERTIFICATE_DEFAULT_TITLES,
  CERTIFICATE_KINDS,
  type CertificateKind,
  type CertificateProposal,
} from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorBanner, FormField, TextField } from '../../components/form-field.tsx';
import { RadioCards } from '../../components/radio-cards.tsx';
import { firstFieldErrors } from '../../lib/api-client.ts';
import { useProposeCertificate, useTutorLearners } from './api.ts';
import { messageOf } from './class-parts.tsx';
import { CERTIFICATE_KIND_NAMES } from '../../components/certificates/certificate-names.ts';
import { wordsOf } from './labels.ts';
import { emptyRange, endsOf, rangeErrors } from './lesson/drafts.ts';
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

const kindsClass = 'grid gap-2';

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
  const { t, i18n } = useLingui();
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
    const memorisation = kind === 'memorisation';
    const ends: { from?: string; to?: string } = memorisation ? endsOf(range) : {};
    const own: Record<string, string> = memorisation ? rangeErrors(range, i18n) : {};
    if (!learnerId) own.learner_id = t`Choose the learner.`;
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
  // The title printed when none is given: the certificate's own English, as it will read.
  const defaultTitle = CERTIFICATE_DEFAULT_TITLES[kind];
  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4">
      <ErrorBanner message={failure} />
      <FormField id={`${formId}-learner`} label={t`Learner`} error={errors.learner_id}>
        {(control) => (
          <select
            {...control}
            className="field-input"
            value={learnerId}
            disabled={!list}
            onChange={(event) => setLearnerId(event.target.value)}
          >
            <option value="">{list ? t`Choose a learner` : t`Loading your learners…`}</option>
            {list?.map((learner) => (
              <option key={learner.id} value={learner.id}>
                {learner.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <RadioCards
        legend={t`Kind`}
        options={CERTIFICATE_KINDS}
        labels={wordsOf(CERTIFICATE_KIND_NAMES, (words) => i18n._(words))}
        value={kind}
        onChange={setKind}
        grid={kindsClass}
      />
      {kind === 'memorisation' && (
        <RangeFields
          id={`${formId}-range`}
          legend={t`Ayat memorised`}
          value={range}
          errors={{ from: errors.from, to: errors.to }}
          onChange={setRange}
        />
      )}
      <WordField
        {...field('title')}
        label={t`Title (optional)`}
        hint={
          <Trans>
            Left empty: “<bdi>{defaultTitle}</bdi>”.
          </Trans>
        }
      />
      {}
      <WordField {...field('title_ar')} label={t`Title in Arabic (optional)`} arabic />
      <WordField
        {...field('learner_name_ar')}
        label={t`The learner’s name in Arabic script (optional)`}
        arabic
      />
      <WordField {...field('line')} label={t`A line of text (optional)`} lines />
      {}
      <WordField {...field('line_ar')} label={t`The line in Arabic (optional)`} arabic lines />
      <WordField {...field('grade')} label={t`Grade (optional)`} />
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
  const { t } = useLingui();
  const formId = `propose${useId().replace(/:/g, '')}`;
  const propose = useProposeCertificate();
  return (
    <TeachDialog
      title={t`Propose a certificate`}
      visible={visible}
      onClose={onClose}
      closeLabel={t`Cancel`}
      footer={
        <button
          type="submit"
          form={formId}
          className="btn btn-primary"
          disabled={propose.isPending}
          aria-busy={propose.isPending}
        >
          {propose.isPending && <i className="pi pi-spin pi-spinner" aria-hidden />}
          <Trans>Send to the school</Trans>
        </button>
      }
    >
      <p className="mb-4 text-muted">
        <Trans>
          The school’s staff read it, settle the words and the date, and issue the certificate. You
          see here what they decide.
        </Trans>
      </p>
      {visible && <ProposeForm formId={formId} propose={propose} onDone={onDone} />}
    </TeachDialog>
  );
}
