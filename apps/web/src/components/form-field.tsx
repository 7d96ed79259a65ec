import { useLingui } from '@lingui/react/macro';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/** The attributes that tie an input to its label and its error text. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/**
 * Label above, control, then help and error text below (docs/design.md). The error is announced
 * as it appears, and carries an icon so it is never told by colour alone.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  className = '',
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- element ids
  const hintId = hint ? `${id}-hint` : undefined;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- element ids
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldErrorText id={errorId} message={error} />
    </div>
  );
}

/** A field's error text: announced as it appears, with an icon so colour is not the only sign. */
export function FieldErrorText({
  id,
  message,
}: {
  id?: string | undefined;
  message?: string | undefined;
}) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      <i className="pi pi-exclamation-circle" aria-hidden />
      {message}
    </p>
  );
}

/** FormField around a plain input: the common case of the site's forms. */
export function TextField({
  id,
  label,
  error,
  hint,
  className,
  ...input
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** For the wrapper (grid placement); the input always looks like every other field. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...control} className="field-input" {...input} />}
    </FormField>
  );
}

/** The e-mail field of the sign-up, account and contact forms, across their two-column grid. */
export function EmailField(
  props: Omit<Parameters<typeof TextField>[0], 'label' | 'className' | 'type' | 'autoComplete'>,
) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Email`}
      className="sm:col-span-2"
      type="email"
      autoComplete="email"
      {...props}
    />
  );
}

/** The spec's red banner at the top of a form (login) and the general error of the others. */
export function ErrorBanner({ id, message }: { id?: string; message: string | undefined }) {
  // Always rendered so assistive technology already knows the live region when a message lands.
  return (
    <div id={id} role="alert">
      {message && (
        <p className="flex items-start gap-2 rounded-lg border border-danger bg-[#fef3f2] px-4 py-3 text-danger">
          <i className="pi pi-exclamation-circle mt-1" aria-hidden />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}

/** A submit button that shows it is working: disabled, with a spinner, while sending. */
export function SubmitButton({
  busy,
  children,
  className = '',
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
}) {
  // Pressed before the page is the app's, the form is sent once it is (lib/start-up.ts).
  return (
    <button
      type="submit"
      className={`btn btn-primary ${className}`}
      disabled={busy}
      aria-busy={busy}
    >
      {busy && <i className="pi pi-spin pi-spinner" aria-hidden />}
      {children}
    </button>
  );
}
