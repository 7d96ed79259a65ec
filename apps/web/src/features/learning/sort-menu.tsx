import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDismiss } from '../../components/use-dismiss.ts';
import { BOOK_SORTS, type BookSort } from './sort-books.ts';

/**
 * A menu button with one choice checked (menuitemradio): arrows move, Enter or Space picks,
 * Escape or Tab closes, and focus goes back to the button.
 */
export function SortMenu({
  value,
  onChange,
}: {
  value: BookSort;
  onChange: (sort: BookSort) => void;
}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = BOOK_SORTS.find((sort) => sort.value === value) ?? BOOK_SORTS[0];
  const sortName = i18n._(current.label);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close);

  useEffect(() => {
    if (!open) return;
    const checked = BOOK_SORTS.findIndex((sort) => sort.value === value);
    itemRefs.current[Math.max(checked, 0)]?.focus();
    // Only on opening: moving through the items must not jump back to the checked one.
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: index >= last ? 0 : index + 1,
      ArrowUp: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      items[moves[event.key] ?? 0]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-outline px-3 text-sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <i className="pi pi-sort-alt" aria-hidden />
        <Trans>Sort: {sortName}</Trans>
        <i className={`pi pi-angle-down text-xs ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      <ul
        id={id}
        role="menu"
        aria-label={t`Sort books`}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute end-0 top-full z-30 mt-2 min-w-56 rounded-xl border border-line bg-white py-2 shadow-lg"
      >
        {BOOK_SORTS.map((sort, index) => {
          const checked = sort.value === value;
          return (
            <li key={sort.value} role="none">
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={checked}
                tabIndex={-1}
                onClick={() => {
                  onChange(sort.value);
                  close();
                }}
                className={`flex w-full items-center gap-2 px-4 py-2.5 text-start hover:bg-tint hover:text-primary focus-visible:bg-tint ${
                  checked ? 'font-semibold text-primary' : 'text-ink'
                }`}
              >
                <i
                  className={`pi pi-check w-4 text-xs ${checked ? '' : 'invisible'}`}
                  aria-hidden
                />
                {i18n._(sort.label)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
