import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'primereact/dialog';
import { useRef, useState } from 'react';
import { ErrorBanner } from '../form-field.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { useUnexpectedError } from '../../lib/server-errors.ts';
import type { ClassDialogProps } from './class-changes.tsx';
import { ClassOn } from './class-on.tsx';
import { changeErrorMessage, useClassDialog } from './use-class-dialog.ts';

/** Asks before cancelling a class; the server has the last word (the notice window). */
export function CancelClassDialog({ item, zone, noticeHours, onClosed, hooks }: ClassDialogProps) {
  const { finish, dialogProps } = useClassDialog(onClosed);
  const cancel = hooks.useCancel();
  const [error, setError] = useState<string | undefined>();
  const keep = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  const format = useFormat();
  const unexpected = useUnexpectedError();
  const name = item.course ?? item.title;
  const when = format.classTime(item.starts_at, zone);
  const child = hooks.child;

  const confirm = () => {
    setError(undefined);
    cancel.mutate(item.id, {
      onSuccess: () =>
        finish(
          child
            ? t`${child}’s ${name} class of ${when} is cancelled.`
            : t`Your ${name} class of ${when} is cancelled.`,
        ),
      onError: (failure) => setError(changeErrorMessage(failure, unexpected)),
    });
  };

  return (
    <Dialog
      {...dialogProps}
      header={t`Cancel this class?`}
      ariaCloseIconLabel={t`Close`}
      // The safe choice first: keeping the class.
      onShow={() => keep.current?.focus()}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <button ref={keep} type="button" className="btn btn-outline" onClick={dialogProps.onHide}>
            <Trans>Keep class</Trans>
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
            onClick={confirm}
          >
            {cancel.isPending && <i className="pi pi-spin pi-spinner" aria-hidden />}
            <Trans>Cancel class</Trans>
          </button>
        </div>
      }
    >
      <p>
        <ClassOn item={item} when={when} />
      </p>
      <p className="mt-2 text-muted">
        <Trans>
          A class you cancel is not made up later. Classes can be cancelled or moved up to{' '}
          {noticeHours} hours before they start.
        </Trans>
      </p>
      <div className={error ? 'mt-4' : ''}>
        <ErrorBanner message={error} />
      </div>
    </Dialog>
  );
}
