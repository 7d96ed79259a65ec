import type { TutorClass } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorBanner } from '../../components/form-field.tsx';
import { useCancelClass } from './api.ts';
import { ClassSummary, messageOf, useClassWords } from './class-parts.tsx';
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
  const { t } = useLingui();
  const { learnerOf } = useClassWords();
  const cancel = useCancelClass();
  const close = () => {
    cancel.reset();
    onClose();
  };
  const who = item ? learnerOf(item) : '';
  const trial = item?.kind === 'trial';
  return (
    <TeachDialog
      title={t`Cancel this class?`}
      visible={visible}
      onClose={close}
      closeLabel={t`Keep class`}
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
          <Trans>Cancel class</Trans>
        </button>
      }
    >
      {item && (
        <>
          <ClassSummary item={item} zone={zone} />
          <p>
            {trial ? (
              <Trans>
                The free trial with <bdi>{who}</bdi> is called off. We let them know by e-mail.
              </Trans>
            ) : (
              <Trans>
                <bdi>{who}</bdi> gets a make-up credit for it: book the make-up class under “Make-up
                credits” before the credit expires. We let <bdi>{who}</bdi> know by e-mail.
              </Trans>
            )}
          </p>
          <div className="mt-4">
            <ErrorBanner message={cancel.isError ? messageOf(cancel.error) : undefined} />
          </div>
        </>
      )}
    </TeachDialog>
  );
}
