import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CONTACT_PHONE_PREFIXES as PHONE_PREFIXES, type contactSchema } from '@iqra/contracts';
import type { z } from 'zod';
import { EmailField, FieldErrorText, FormField, TextField } from '../../components/form-field.tsx';
import { readServerErrors, useUnexpectedError } from '../../lib/server-errors.ts';
import { useSendContactMessage } from './api.ts';
import { HomeSection, SectionHeading } from './home-section.tsx';
import { useContractMessages } from '../../i18n/contract-messages.ts';

export type ContactValues = z.input<typeof contactSchema>;
export type ContactField = keyof ContactValues;
/* eslint-disable lingui/no-unlocalized-strings -- the form's field names */
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone_prefix',
  'phone',
  'message',
  'agree',
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

const REASONS = [
  { icon: 'pi-comments', text: msg`Questions about courses, levels or tutors` },
  { icon: 'pi-calendar', text: msg`Finding class times that fit your week` },
  { icon: 'pi-users', text: msg`Plans for several children or the whole family` },
];

/**
 * 'Let's talk' contact form. The spec left it unwired; here it sends
 * POST /api/contact (decision 003), shows per-field errors, and clears itself on success.
 */
export function ContactSection() {
  const { t, i18n } = useLingui();
  return (
    <HomeSection labelledBy="contact-title" tone="white">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <SectionHeading
            id="contact-title"
            align="left"
            eyebrow={t`Contact`}
            title={t`Get in touch`}
            lead={t`Tell us a little about yourself or your child and what you would like to learn. A member of our team will write back to you.`}
          />
          <ul className="mt-8 space-y-4">
            {REASONS.map((reason) => (
              <li key={reason.icon} className="flex items-center gap-3">
                <span
                  aria-hidden
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-tint text-primary"
                >
                  <i className={`pi ${reason.icon}`} />
                </span>
                {i18n._(reason.text)}
              </li>
            ))}
          </ul>
        </div>
        <ContactForm />
      </div>
    </HomeSection>
  );
}

/** What the form says about its fields: a message per field, and one about the whole form. */
type Errors = Partial<Record<ContactField | 'form', string>>;

/** The form's fields as the visitor left them. */
function valuesOf(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const text = (name: ContactField) => String(data.get(name) ?? '');
  /* eslint-disable lingui/no-unlocalized-strings -- the form's field names */
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone_prefix: text('phone_prefix') as ContactValues['phone_prefix'],
    phone: text('phone'),
    message: text('message'),
    agree: data.get('agree') !== null,
  };
  /* eslint-enable lingui/no-unlocalized-strings */
}

/**
 * The form's state: sending, per-field and server errors, and a reset once it is sent. The
 * fields keep their own values (the browser's), so what was typed before the page was the
 * app's is there too. The form is checked with the contract's schema, whose code (zod and the
 * schemas) loads on the first check: the home page's first load does without it.
 */
function useContactForm() {
  const send = useSendContactMessage();
  const [errors, setErrors] = useState<Errors>({});
  const say = useContractMessages();
  const unexpected = useUnexpectedError();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { checkContact } = await import('./contact-check.ts');
    const checked = checkContact(valuesOf(form));
    if (!checked.data) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.errors).map(([field, message]) => [field, say(message)]),
        ),
      );
      return;
    }
    setErrors({});
    send.mutate(checked.data, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        const { fields, general } = readServerErrors(error, FIELDS, { fallback: unexpected });
        setErrors({ ...fields, form: general });
      },
    });
  };
  const clearError = (name: ContactField) =>
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  return { send, submit, errors, clearError };
}

function ContactForm() {
  const { t } = useLingui();
  const id = useId();
  const fieldId = (name: ContactField) => `${id}-${name}`;
  const { send, submit, errors, clearError } = useContactForm();
  /** A required field that clears its error when it gets focus. */
  const field = (name: 'firstName' | 'lastName' | 'email' | 'phone' | 'message') => ({
    name,
    required: true,
    onFocus: () => clearError(name),
  });
  /** Ties a control to its error text (for the controls whose error shows below the grid). */
  const describedBy = (name: 'phone' | 'agree') => ({
    'aria-invalid': Boolean(errors[name]),
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an attribute's name
    'aria-describedby': errors[name] ? `${fieldId(name)}-error` : undefined,
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-labelledby="contact-title"
      className="card p-6 sm:p-8"
      noValidate
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={fieldId('firstName')}
          label={t`First name`}
          error={errors.firstName}
          autoComplete="given-name"
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a field's name
          {...field('firstName')}
        />
        <TextField
          id={fieldId('lastName')}
          label={t`Last name`}
          error={errors.lastName}
          autoComplete="family-name"
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a field's name
          {...field('lastName')}
        />
        <EmailField id={fieldId('email')} error={errors.email} {...field('email')} />
        <div className="sm:col-span-2">
          <label htmlFor={fieldId('phone')} className="field-label">
            <Trans>Phone number</Trans>
          </label>
          <div className="flex gap-2">
            <label htmlFor={fieldId('phone_prefix')} className="sr-only">
              <Trans>Country</Trans>
            </label>
            <select
              id={fieldId('phone_prefix')}
              name="phone_prefix"
              required
              defaultValue="US"
              className="field-input w-24 shrink-0"
            >
              {PHONE_PREFIXES.map((prefix) => (
                <option key={prefix} value={prefix}>
                  {prefix}
                </option>
              ))}
            </select>
            <input
              id={fieldId('phone')}
              type="tel"
              autoComplete="tel-national"
              className="field-input min-w-0 flex-1"
              {...describedBy('phone')}
              {...field('phone')}
            />
          </div>
        </div>
        <FormField
          id={fieldId('message')}
          label={t`Message`}
          error={errors.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea {...control} rows={4} className="field-input" {...field('message')} />
          )}
        </FormField>
        <PrivacySwitch
          id={fieldId('agree')}
          input={{ ...describedBy('agree'), name: 'agree', onFocus: () => clearError('agree') }}
        />
      </div>
      <FieldErrorText id={`${fieldId('phone')}-error`} message={errors.phone} />
      <FieldErrorText id={`${fieldId('agree')}-error`} message={errors.agree} />
      <FieldErrorText message={errors.form} />
      <button type="submit" className="btn btn-primary mt-8 w-full" disabled={send.isPending}>
        {send.isPending && <i className="pi pi-spin pi-spinner" aria-hidden />}
        <Trans>Let's talk</Trans>
      </button>
      <p role="status" className="mt-4 text-center text-success">
        {send.isSuccess && !send.isPending && (
          <>
            <i className="pi pi-check-circle me-2" aria-hidden />
            {send.data.message}
          </>
        )}
      </p>
    </form>
  );
}

/** The agreement to the privacy policy: required, and shown as a switch. */
function PrivacySwitch({ id, input }: { id: string; input: ComponentProps<'input'> }) {
  return (
    <div className="flex items-start gap-3 sm:col-span-2">
      {/* A native checkbox drawn as a switch: `required`, the keyboard and the browser's
          own "please tick this" message all keep working. */}
      <input
        id={id}
        type="checkbox"
        role="switch"
        required
        className="relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-[#6b7280] transition-colors checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold before:absolute before:top-0.5 before:start-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:before:translate-x-5 rtl:checked:before:-translate-x-5"
        {...input}
      />
      <label htmlFor={id} className="-mt-0.5 text-muted">
        <Trans>
          I agree to the{' '}
          <Link to="/privacy-policy" className="font-semibold text-primary underline">
            privacy policy
          </Link>
          .
        </Trans>
      </label>
    </div>
  );
}
