import { useId, type ComponentProps } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { CONTACT_PHONE_PREFIXES as PHONE_PREFIXES, type contactSchema } from '@iqra/contracts';
import type { z } from 'zod';
import { EmailField, FieldErrorText, FormField, TextField } from '../../components/form-field.tsx';
import { showServerErrors } from '../../lib/server-errors.ts';
import { useSendContactMessage } from './api.ts';
import { HomeSection, SectionHeading } from './home-section.tsx';

export type ContactValues = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
type ContactField = keyof ContactValues;
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone_prefix',
  'phone',
  'message',
  'agree',
] as const;

const REASONS = [
  { icon: 'pi-comments', text: 'Questions about courses, levels or tutors' },
  { icon: 'pi-calendar', text: 'Finding class times that fit your week' },
  { icon: 'pi-users', text: 'Plans for several children or the whole family' },
];

/**
 * 'Let's talk' contact form. The spec left it unwired; here it sends
 * POST /api/contact (decision 003), shows per-field errors, and clears itself on success.
 */
export function ContactSection() {
  return (
    <HomeSection labelledBy="contact-title" tone="white">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <SectionHeading
            id="contact-title"
            align="left"
            eyebrow="Contact"
            title="Get in touch"
            lead="Tell us a little about yourself or your child and what you would like to learn. A member of our team will write back to you."
          />
          <ul className="mt-8 space-y-4">
            {REASONS.map((reason) => (
              <li key={reason.text} className="flex items-center gap-3">
                <span
                  aria-hidden
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-tint text-primary"
                >
                  <i className={`pi ${reason.icon}`} />
                </span>
                {reason.text}
              </li>
            ))}
          </ul>
        </div>
        <ContactForm />
      </div>
    </HomeSection>
  );
}

/**
 * Checks the form with the contract's schema, whose code (zod and the schemas) is loaded the
 * first time the form is checked: the form is the app's without it, and the home page's first
 * load is lighter by about a third.
 */
const contactResolver: Resolver<ContactValues, unknown, ContactData> = async (...check) => {
  const { checkContact } = await import('./contact-check.ts');
  return checkContact(...check);
};

/** The form's state: sending, per-field and server errors, and a reset once it is sent. */
function useContactForm() {
  const send = useSendContactMessage();
  const form = useForm<ContactValues, unknown, ContactData>({
    resolver: contactResolver,
    // Focusing a field clears its error, so focus must not jump to the first one by itself.
    shouldFocusError: false,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone_prefix: 'US',
      phone: '',
      message: '',
      agree: false,
    },
  });
  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        showServerErrors(error, FIELDS, form.setError);
      },
    }),
  );
  return { send, submit, ...form };
}

function ContactForm() {
  const id = useId();
  const fieldId = (name: ContactField) => `${id}-${name}`;
  const {
    send,
    submit,
    register,
    clearErrors,
    formState: { errors },
  } = useContactForm();
  /** A required field that clears its error when it gets focus. */
  const field = (name: 'firstName' | 'lastName' | 'email' | 'phone' | 'message') => ({
    required: true,
    onFocus: () => clearErrors(name),
    ...register(name),
  });
  /** Ties a control to its error text (for the controls whose error shows below the grid). */
  const describedBy = (name: 'phone' | 'agree') => ({
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${fieldId(name)}-error` : undefined,
  });

  return (
    <form onSubmit={submit} aria-labelledby="contact-title" className="card p-6 sm:p-8" noValidate>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={fieldId('firstName')}
          label="First name"
          error={errors.firstName?.message}
          autoComplete="given-name"
          {...field('firstName')}
        />
        <TextField
          id={fieldId('lastName')}
          label="Last name"
          error={errors.lastName?.message}
          autoComplete="family-name"
          {...field('lastName')}
        />
        <EmailField id={fieldId('email')} error={errors.email?.message} {...field('email')} />
        <div className="sm:col-span-2">
          <label htmlFor={fieldId('phone')} className="field-label">
            Phone number
          </label>
          <div className="flex gap-2">
            <label htmlFor={fieldId('phone_prefix')} className="sr-only">
              Country
            </label>
            <select
              id={fieldId('phone_prefix')}
              required
              className="field-input w-24 shrink-0"
              {...register('phone_prefix')}
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
          label="Message"
          error={errors.message?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea {...control} rows={4} className="field-input" {...field('message')} />
          )}
        </FormField>
        <PrivacySwitch
          id={fieldId('agree')}
          input={{ ...describedBy('agree'), ...register('agree') }}
        />
      </div>
      <FieldErrorText id={`${fieldId('phone')}-error`} message={errors.phone?.message} />
      <FieldErrorText id={`${fieldId('agree')}-error`} message={errors.agree?.message} />
      <FieldErrorText message={errors.root?.server?.message} />
      <button type="submit" className="btn btn-primary mt-8 w-full" disabled={send.isPending}>
        {send.isPending && <i className="pi pi-spin pi-spinner" aria-hidden />}
        Let's talk
      </button>
      <p role="status" className="mt-4 text-center text-success">
        {send.isSuccess && !send.isPending && (
          <>
            <i className="pi pi-check-circle mr-2" aria-hidden />
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
        className="relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-[#6b7280] transition-colors checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:before:translate-x-5"
        {...input}
      />
      <label htmlFor={id} className="-mt-0.5 text-muted">
        I agree to the{' '}
        <Link to="/privacy-policy" className="font-semibold text-primary underline">
          privacy policy
        </Link>
        .
      </label>
    </div>
  );
}
