import { useLingui } from '@lingui/react/macro';
import { iconButton } from './ui.ts';

/** Move up / Move down of an item in a list kept in order, from the keyboard. */
export function MoveButtons({
  name,
  index,
  count,
  disabled = false,
  onMove,
}: {
  /** The item as the buttons name it: "Move <name> up". */
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <button
        type="button"
        className={iconButton}
        aria-label={t`Move ${name} up`}
        disabled={index === 0 || disabled}
        onClick={() => onMove(index, index - 1)}
      >
        <i className="pi pi-arrow-up" aria-hidden />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={t`Move ${name} down`}
        disabled={index === count - 1 || disabled}
        onClick={() => onMove(index, index + 1)}
      >
        <i className="pi pi-arrow-down" aria-hidden />
      </button>
    </>
  );
}
