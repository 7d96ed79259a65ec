import { actionErrorMessage } from '../api/queries.ts';
import type { Notify } from './resource-config.ts';

/** A line announced when something worked ("Deleted “Quran”."), with its tick. */
export function SuccessStatus({
  message,
  className = 'text-success',
}: {
  message: string | undefined;
  className?: string;
}) {
  return (
    <p role="status" className={className}>
      {message && (
        <>
          <i className="pi pi-check-circle me-2" aria-hidden />
          {message}
        </>
      )}
    </p>
  );
}

/** A mutation's callbacks that tell the list how it went: `success` then, or the failure's words. */
export const reportTo = (notify: Notify, success: string) => ({
  onSuccess: () => notify({ success }),
  onError: (error: unknown) => notify({ error: actionErrorMessage(error) }),
});

/** The same, for a mutation a confirm dialog sent: the dialog closes either way, first. */
export const closeAndReportTo = (close: () => void, notify: Notify, success: string) => ({
  onSuccess: () => {
    close();
    notify({ success });
  },
  onError: (error: unknown) => {
    close();
    notify({ error: actionErrorMessage(error) });
  },
});
