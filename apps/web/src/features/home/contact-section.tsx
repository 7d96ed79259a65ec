import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { CONTACT_PHONE_PREFIXES as PHONE_PREFIXES, contactSchema } from '@iqra/contracts';
import type { z } from 'zod';
import { showServerErrors } from '../../lib/server-errors.ts';
import { useSendContactMessage } from './api.ts';
import { HomeSection, SectionHeading } from './home-section.tsx';

type ContactValues = z.input<typeof contactSchema>;
type ContactData = z.output<typeof contactSchema>;
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone_prefix',
  'phone',
  'message',
  'agree',
] as const;

/** A field's error under it, announced, with an icon (never colour alone). */
function FieldError({
  id,
  errors,
  name,
}: {
  id: string;
  errors: FieldErrors<ContactValues>;
  name: keyof ContactValues;
}) {
  const message = errors[name]?.message;
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      <i className="pi pi-exclamation-circle" aria-hidden />
      {message}
    </p>
  );
}

const REASONS = [
  { icon: 'pi-comments', text: 'Questions about courses, levels or tutors' },
  { icon: 'pi-calendar', text: 'Finding class times that fit your week' },
  { icon: 'pi-users', text: 'Plans for several children or the whole family' },
];

/**
 * 'Let's talk' contact form. The spec left it unwired; here it sends
 * POST /api/contact (DEVIATIONS.md), shows per-field errors, and clears itself on success.
 */
export function ContactSection() {
  const id = useId();
  const field = (name: keyof ContactValues) => `${id}-${name}`;
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ContactValues, unknown, ContactData>({
    resolver: zodResolver(contactSchema),
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
  const submit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => reset(),
      onError: (error) => {
        showServerErrors(error, FIELDS, setError);
      },
    }),
  );
  const describedBy = (name: keyof ContactValues) =>
    errors[name] ? `${field(name)}-error` : undefined;
  const invalid = (name: keyof ContactValues) => Boolean(errors[name]);

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

        <form
          onSubmit={submit}
          aria-labelledby="contact-title"
          className="card p-6 sm:p-8"
          noValidate
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <label htmlFor={field('firstName')} className="field-label">
                First name
              </label>
              <input
                id={field('firstName')}
                autoComplete="given-name"
                required
                className="field-input"
                aria-invalid={invalid('firstName')}
                aria-describedby={describedBy('firstName')}
                onFocus={() => clearErrors('firstName')}
                {...register('firstName')}
              />
              <FieldError id={`${field('firstName')}-error`} errors={errors} name="firstName" />
            </div>
            <div>
              <label htmlFor={field('lastName')} className="field-label">
                Last name
              </label>
              <input
                id={field('lastName')}
                autoComplete="family-name"
                required
                className="field-input"
                aria-invalid={invalid('lastName')}
                aria-describedby={describedBy('lastName')}
                onFocus={() => clearErrors('lastName')}
                {...register('lastName')}
              />
              <FieldError id={`${field('lastName')}-error`} errors={errors} name="lastName" />
            </div>
            <div className="sm:col-span-2">
              <label htmlFor={field('email')} className="field-label">
                Email
              </label>
              <input
                id={field('email')}
                type="email"
                autoComplete="email"
                required
                className="field-input"
                aria-invalid={invalid('email')}
                aria-describedby={describedBy('email')}
                onFocus={() => clearErrors('email')}
                {...register('email')}
              />
              <FieldError id={`${field('email')}-error`} errors={errors} name="email" />
            </div>
            <div className="sm:col-span-2">
              <label htmlFor={field('phone')} className="field-label">
                Phone number
              </label>
              <div className="flex gap-2">
                <label htmlFor={field('phone_prefix')} className="sr-only">
                  Country
                </label>
                <select
                  id={field('phone_prefix')}
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
                  id={field('phone')}
                  type="tel"
                  autoComplete="tel-national"
                  required
                  className="field-input min-w-0 flex-1"
                  aria-invalid={invalid('phone')}
                  aria-describedby={describedBy('phone')}
                  onFocus={() => clearErrors('phone')}
                  {...register('phone')}
                />
              </div>
            </div>
            <div className="sm:col-span-2">
              <label htmlFor={field('message')} className="field-label">
                Message
              </label>
              <textarea
                id={field('message')}
                rows={4}
                required
                className="field-input"
                aria-invalid={invalid('message')}
                aria-describedby={describedBy('message')}
                onFocus={() => clearErrors('message')}
                {...register('message')}
              />
              <FieldError id={`${field('message')}-error`} errors={errors} name="message" />
            </div>
            <div className="flex items-start gap-3 sm:col-span-2">
              {/* A native checkbox drawn as a switch: `required`, the keyboard and the browser's
                  own "please tick this" message all keep working. */}
              <input
                id={field('agree')}
                type="checkbox"
                role="switch"
                required
                className="relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-[#6b7280] transition-colors checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:before:translate-x-5"
                aria-invalid={invalid('agree')}
                aria-describedby={describedBy('agree')}
                {...register('agree')}
              />
              <label htmlFor={field('agree')} className="-mt-0.5 text-muted">
                I agree to the{' '}
                <Link to="/privacy-policy" className="font-semibold text-primary underline">
                  privacy policy
                </Link>
                .
              </label>
            </div>
          </div>
          <FieldError id={`${field('phone')}-error`} errors={errors} name="phone" />
          <FieldError id={`${field('agree')}-error`} errors={errors} name="agree" />
          {errors.root?.server && (
            <p className="field-error" role="alert">
              <i className="pi pi-exclamation-circle" aria-hidden />
              {errors.root.server.message}
            </p>
          )}
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
      </div>
    </HomeSection>
  );
}
