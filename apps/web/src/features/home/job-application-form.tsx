import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type FormEvent } from 'react';
import { useRequestJob } from './api.ts';
import { EMAIL_MISSING, JOB_REQUEST_SENT, REQUEST_FAILED } from './messages.ts';

/**
 * 'Want to work with us?': an email and an optional resume. An empty email
 * is answered by the spec's alert and nothing is sent; the server checks the rest.
 */
export function JobApplicationForm() {
  const emailId = useId();
  const fileId = useId();
  const fileHelpId = useId();
  const job = useRequestJob();
  const { t } = useLingui();

  // The fields keep their own values (the browser's): what was typed before the page was the
  // app's is there too.
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (job.isPending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '');
    const file = data.get('file');
    if (!email.trim()) {
      window.alert(t(EMAIL_MISSING));
      return;
    }
    job.mutate(
      { email, file: file instanceof File && file.name ? file : null },
      {
        onSuccess: () => {
          // Cleared before the alert, so the form is already empty when the visitor reads it.
          form.reset();
          window.alert(t(JOB_REQUEST_SENT));
        },
        onError: () => window.alert(t(REQUEST_FAILED)),
      },
    );
  };

  return (
    <form
      onSubmit={send}
      noValidate
      aria-labelledby="job-title"
      className="card grid gap-6 border-primary/20 bg-tint/60 p-6 sm:p-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12"
    >
      <div>
        <h3 id="job-title" className="flex items-center gap-3 text-xl sm:text-2xl">
          <span
            aria-hidden
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary text-white"
          >
            <i className="pi pi-briefcase" />
          </span>
          <Trans>Want to work with us?</Trans>
        </h3>
        <p className="mt-3 text-muted">
          <Trans>
            We are always glad to meet native Arabic tutors who love teaching. Send us your email
            and resume, and we will be in touch.
          </Trans>
        </p>
      </div>
      <div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={emailId} className="field-label">
              <Trans>Your Email</Trans>
            </label>
            <input
              id={emailId}
              type="email"
              autoComplete="email"
              className="field-input"
              name="email"
            />
          </div>
          <div>
            <label htmlFor={fileId} className="field-label">
              <Trans>Your Resume</Trans>
            </label>
            <input
              id={fileId}
              type="file"
              accept=".pdf,.doc,.docx"
              aria-describedby={fileHelpId}
              className="field-input cursor-pointer text-sm file:me-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-1 file:font-semibold file:text-white"
              name="file"
            />
            <p id={fileHelpId} className="mt-1.5 text-sm text-muted">
              <Trans>PDF, DOC or DOCX, up to 5 MB.</Trans>
            </p>
          </div>
        </div>
        <button
          type="submit"
          className="btn btn-primary mt-5 w-full sm:w-auto sm:min-w-40"
          disabled={job.isPending}
        >
          <i className={`pi ${job.isPending ? 'pi-spin pi-spinner' : 'pi-send'}`} aria-hidden />
          <Trans>Send</Trans>
        </button>
      </div>
    </form>
  );
}
