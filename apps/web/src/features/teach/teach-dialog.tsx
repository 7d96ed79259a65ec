import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';

/**
 * The dashboard's dialogs: modal, closed by Escape, the close icon or the footer's first
 * button; focus returns to the button that opened it (PrimeReact), or near it (TeachPage).
 */
export function TeachDialog({
  title,
  visible,
  onClose,
  closeLabel,
  footer,
  onShow,
  wide = false,
  children,
}: {
  title: string;
  visible: boolean;
  onClose: () => void;
  closeLabel?: string;
  /** Buttons after the Close button (a form's submit). */
  footer?: ReactNode;
  /** Once it is shown: where focus should start, when not on the close icon. */
  onShow?: () => void;
  /** Room for the Quran's text (the record dialog). */
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      header={title}
      visible={visible}
      onHide={onClose}
      onShow={onShow}
      /* eslint-disable lingui/no-unlocalized-strings -- CSS lengths */
      style={{ width: wide ? '48rem' : '34rem' }}
      breakpoints={{ '640px': 'calc(100vw - 1.5rem)' }}
      /* eslint-enable lingui/no-unlocalized-strings */
      ariaCloseIconLabel={t`Close dialog`}
      draggable={false}
      resizable={false}
      // A long list of notes scrolls inside the dialog: keyboard users must reach it too.
      pt={{ content: { tabIndex: 0 } }}
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {closeLabel ?? <Trans>Close</Trans>}
          </button>
          {footer}
        </div>
      }
    >
      {children}
    </Dialog>
  );
}
