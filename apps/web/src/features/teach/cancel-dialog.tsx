import type { TutorClass } from '@iqra/contracts';
import { ErrorBanner } from '../../components/form-field.tsx';
import { useCancelClass } from './api.ts';
import { ClassSummary, learnerOf, messageOf } from './class-parts.tsx';
import { TeachDialog } from './teach-dialog.tsx';

/** Asks before the tutor cancels a class, saying what it means for the learner. */
export function CancelDialog({
  item,
  zone,
  visible,
  onClose,
  onDone,
}: {
  item: TutorClass | null;
  zone: string;
  visible: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const cancel = useCancelClass();
  const close = () => {
    cancel.reset();
    onClose();
  };
  const who = item ? learnerOf(item) : '';
  const trial = item?.kind === 'trial';
  return (
    <TeachDialog
      title="Cancel this class?"
      visible={visible}
      onClose={close}
      closeLabel="Keep class"
      footer={
        <button
          type="button"
          className="btn btn-primary border-danger bg-danger hover:bg-[#912018]"
          disabled={cancel.isPending || !item}
          onClick={() =>
            item &&
            cancel.mutate(item.id, {
              onSuccess: () => {
                cancel.reset();
                onDone();
              },
            })
          }
        >
          {cancel.isPending && <i className="pi pi-spin pi-spinner" aria-hidden />}
          Cancel class
        </button>
      }
    >
      {item && (
        <>
          <ClassSummary item={item} zone={zone} />
          <p>
            {trial
              ? `The free trial with ${who} is called off.`
              : `${who} gets a make-up credit for it: book the make-up class under “Make-up credits” before the credit expires.`}{' '}
            We let {trial ? 'them' : who} know by e-mail.
          </p>
          <div className="mt-4">
            <ErrorBanner message={cancel.isError ? messageOf(cancel.error) : undefined} />
          </div>
        </>
      )}
    </TeachDialog>
  );
}
