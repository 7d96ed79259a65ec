import { iconButton } from './ui.ts';

/** Move up / Move down of an item in a list kept in order, from the keyboard. */
export function MoveButtons({
  up,
  down,
  index,
  count,
  disabled = false,
  onMove,
}: {
  /** The buttons' whole accessible names, messages of their own: "Move Tajweed up". */
  up: string;
  down: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
}) {
  return (
    <>
      <button
        type="button"
        className={iconButton}
        aria-label={up}
        disabled={index === 0 || disabled}
        onClick={() => onMove(index, index - 1)}
      >
        <i className="pi pi-arrow-up" aria-hidden />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={down}
        disabled={index === count - 1 || disabled}
        onClick={() => onMove(index, index + 1)}
      >
        <i className="pi pi-arrow-down" aria-hidden />
      </button>
    </>
  );
}
