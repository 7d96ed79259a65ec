import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, SubmitButton } from '../../components/form-field.tsx';

// What the family's forms share: the parent's consent, and their buttons.

/** A box to tick, with its words beside it, under a label, with its error. */
export function CheckboxField({
  id,
  label,
  error,
  registration,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FormField id={id} label={label} error={error} {...(className ? { className } : {})}>
      {(control) => (
        <label className="flex cursor-pointer items-start gap-3">
          <input
            {...control}
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
            {...registration}
          />
          <span>{children}</span>
        </label>
      )}
    </FormField>
  );
}

/** The parent's consent, a box to tick, with its words and its error. */
export function ConsentField(props: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return <CheckboxField label={t`Consent`} {...props} />;
}

/** A family form's Cancel (when it may be left) and submit buttons. */
export function FormButtons({
  busy,
  onCancel,
  children,
}: {
  busy: boolean;
  onCancel?: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      {onCancel && (
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      )}
      <SubmitButton busy={busy}>{children}</SubmitButton>
    </div>
  );
}
