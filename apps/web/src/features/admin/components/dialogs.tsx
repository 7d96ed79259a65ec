import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DialogLater } from '../../../components/shown-later.tsx';

/* eslint-disable lingui/no-unlocalized-strings -- CSS lengths, not words */
const WIDTH = '44rem';
const FULL_BELOW = '640px';
const CONFIRM_WIDTH = '28rem';
const CONFIRM_FULL_BELOW = '480px';
const NEARLY_FULL = 'calc(100vw - 1rem)';
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * A back-office dialog: fixed in place, `width` wide, nearly the whole width below
 * `fullBelow`. PrimeReact's Dialog gives focus back to the button that opened it on close;
 * its code comes when the first dialog opens.
 */
export function AdminDialog({
  header,
  visible,
  onHide,
  width = WIDTH,
  fullBelow = FULL_BELOW,
  closeLabel,
  dismissableMask,
  footer,
  children,
}: {
  header: string;
  visible: boolean;
  onHide: () => void;
  width?: string;
  fullBelow?: string;
  /** The close button's accessible name; "Close <header>" unless told. */
  closeLabel?: string;
  /** A click outside closes it (read-only dialogs). */
  dismissableMask?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const dialogName = header.toLowerCase();
  return (
    <DialogLater
      header={header}
      visible={visible}
      onHide={onHide}
      style={{ width }}
      breakpoints={{ [fullBelow]: NEARLY_FULL }}
      draggable={false}
      resizable={false}
      dismissableMask={dismissableMask}
      ariaCloseIconLabel={closeLabel ?? t`Close ${dialogName}`}
      footer={footer}
    >
      {children}
    </DialogLater>
  );
}

/** "Delete this course?": the action named, the record named, Cancel first. */
export function ConfirmDialog({
  visible,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onHide,
}: {
  visible: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onHide: () => void;
}) {
  const { t } = useLingui();
  return (
    <AdminDialog
      header={title}
      visible={visible}
      onHide={onHide}
      width={CONFIRM_WIDTH}
      fullBelow={CONFIRM_FULL_BELOW}
      closeLabel={t`Close`}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-outline" onClick={onHide} autoFocus>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="btn border-danger bg-danger text-white hover:bg-[#912018]"
            disabled={busy}
            aria-busy={busy}
            onClick={onConfirm}
          >
            {busy && <i className="pi pi-spin pi-spinner" aria-hidden />}
            {confirmLabel}
          </button>
        </div>
      }
    >
      {children}
    </AdminDialog>
  );
}
