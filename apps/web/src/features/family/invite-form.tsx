import { childInvitationCreateSchema, emailInvitationSchema } from '@iqra/contracts';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBanner, TextField } from '../../components/form-field.tsx';
import { showServerErrors, useUnexpectedError } from '../../lib/server-errors.ts';
import { ConsentField, FormButtons } from './form-parts.tsx';
import { useContractMessages } from '../../i18n/contract-messages.ts';

const FIELDS = ['email', 'consent'] as const;

interface Values {
  email: string;
  consent: boolean;
}

/** What the form sends: the address, and the parent's consent where it asks for it. */
export type InviteInput = { email: string } | { email: string; consent: true };

/**
 * An invitation by e-mail address: to link a learner as the parent's child (with the
 * parent's consent, `consent`), to be a child's second guardian, or a child's own sign-in.
 * Checked with the contract's schema on submit; the server's refusals land on their field.
 */
export function InviteForm({
  idPrefix,
  heading,
  intro,
  emailLabel,
  consent,
  submit,
  send,
  onSent,
  onCancel,
}: {
  idPrefix: string;
  heading: string;
  intro: ReactNode;
  emailLabel?: string;
  /** The consent the parent gives by sending it, when it asks for one. */
  consent?: string;
  submit: string;
  /** Sends it; resolves with what to tell the parent. */
  send: (input: InviteInput) => Promise<string>;
  onSent: (message: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const unexpected = useUnexpectedError();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { email: '', consent: false } });
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element's id
  const headingId = `${idPrefix}-heading`;

  const say = useContractMessages();
  const onSubmit = handleSubmit(async (values) => {
    const parsed = consent
      ? childInvitationCreateSchema.safeParse(values)
      : emailInvitationSchema.safeParse({ email: values.email });
    if (!parsed.success) {
      let first = true;
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'consent' ? 'consent' : 'email';
        setError(field, { type: 'schema', message: say(issue.message) }, { shouldFocus: first });
        first = false;
      }
      return;
    }
    try {
      onSent(await send(parsed.data));
    } catch (error) {
      showServerErrors(error, FIELDS, setError, { focusFirst: true, fallback: unexpected });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="text-xl">
        {heading}
      </h2>
      <div className="mt-1 text-sm text-muted">{intro}</div>
      <div className="mt-3">
        <ErrorBanner message={errors.root?.server?.message} />
      </div>
      <div className="mt-2 grid gap-5">
        <TextField
          id={`${idPrefix}-email`}
          label={emailLabel ?? t`Their e-mail address`}
          error={errors.email?.message}
          type="email"
          autoComplete="off"
          {...register('email')}
        />
        {consent && (
          <ConsentField
            id={`${idPrefix}-consent`}
            error={errors.consent?.message}
            registration={register('consent')}
          >
            {consent}
          </ConsentField>
        )}
      </div>
      <FormButtons busy={isSubmitting} onCancel={onCancel}>
        {submit}
      </FormButtons>
    </form>
  );
}
