import { Dialog } from 'primereact/dialog';
import { useRef, useState } from 'react';
import { ErrorBanner } from '../form-field.tsx';
import { formatClassTime } from '../../lib/format.ts';
import { whoseClass, type ClassDialogProps } from './class-changes.tsx';
import { changeErrorMessage, useClassDialog } from './use-class-dialog.ts';

/** Asks before cancelling a class; the server has the last word (the notice window). */
export function CancelClassDialog({ item, zone, noticeHours, onClosed, hooks }: ClassDialogProps) {
  const { finish, dialogProps } = useClassDialog(onClosed);
  const cancel = hooks.useCancel();
  const whose = whoseClass(hooks);
  const [error, setError] = useState<string | undefined>();
  const keep = useRef<HTMLButtonElement>(null);
  const name = item.course ?? item.title;
  const when = formatClassTime(item.starts_at, zone);

  const confirm = () => {
    setError(undefined);
    cancel.mutate(item.id, {
      onSuccess: () => finish(`${whose} ${name} class of ${when} is cancelled.`),
      onError: (failure) => setError(changeErrorMessage(failure)),
    });
  };

  return (
    <Dialog
      {...dialogProps}
      header="Cancel this class?"
      ariaCloseIconLabel="Close"
      // The safe choice first: keeping the class.
      onShow={() => keep.current?.focus()}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <button ref={keep} type="button" className="btn btn-outline" onClick={dialogProps.onHide}>
            Keep class
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
            onClick={confirm}
          >
            {cancel.isPending && <i className="pi pi-spin pi-spinner" aria-hidden />}
            Cancel class
          </button>
        </div>
      }
    >
      <p>
        <strong>{name}</strong>
        {item.tutor && <> with {item.tutor.name}</>} on{' '}
        <time dateTime={item.starts_at} className="whitespace-nowrap">
          {when}
        </time>
        .
      </p>
      <p className="mt-2 text-muted">
        A class you cancel is not made up later. Classes can be cancelled or moved up to{' '}
        {noticeHours} hours before they start.
      </p>
      <div className={error ? 'mt-4' : ''}>
        <ErrorBanner message={error} />
      </div>
    </Dialog>
  );
}
