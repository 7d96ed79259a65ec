import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'primereact/dialog';
import { useId, useState, type FormEvent } from 'react';
import { useRequestDemo } from './api.ts';
import { REQUEST_FAILED } from './messages.ts';

/**
 * Request a Demo: an email and Cancel / Request. No check in the browser
 * (the server validates, decision 003); success closes the dialog without a message, a
 * failure keeps it open behind the spec's alert.
 */
export function DemoDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const request = useRequestDemo();
  const { t } = useLingui();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    request.mutate(
      { email },
      {
        onSuccess: () => {
          setEmail('');
          onHide();
        },
        onError: () => window.alert(t(REQUEST_FAILED)),
      },
    );
  };

  return (
    <Dialog
      header={t`Request a Demo`}
      className="demo-dialog"
      visible={visible}
      onHide={onHide}
      /* eslint-disable lingui/no-unlocalized-strings -- CSS lengths */
      style={{ width: '50rem' }}
      breakpoints={{ '640px': '95vw' }}
      /* eslint-enable lingui/no-unlocalized-strings */
      draggable={false}
      resizable={false}
      blockScroll
    >
      <form onSubmit={submit} noValidate>
        <p className="text-muted">
          <Trans>
            Leave your email and we will arrange a free demo class with one of our tutors at a time
            that suits you.
          </Trans>
        </p>
        <label htmlFor={emailId} className="field-label mt-5">
          <Trans>Email</Trans>
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          // PrimeReact's focus trap puts the focus here when the dialog opens.
          data-pc-autofocus="true"
          className="field-input"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-outline" onClick={onHide}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary" disabled={request.isPending}>
            {request.isPending && <i className="pi pi-spin pi-spinner" aria-hidden />}
            <Trans>Request</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}
