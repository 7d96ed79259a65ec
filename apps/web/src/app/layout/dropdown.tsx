import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '../../components/use-dismiss.ts';
import { useCloseOnNavigate } from '../../components/use-close-on-navigate.ts';
import { FrameIcon } from '../../components/frame-icon.tsx';

/**
 * A disclosure menu: a button that shows a list of links, closed by Escape, a click outside,
 * or following a link. Keyboard users tab through the links as they would anywhere.
 */
export function Dropdown({
  label,
  children,
  align = 'left',
  buttonClassName = '',
}: {
  label: ReactNode;
  children: ReactNode;
  align?: 'left' | 'right';
  buttonClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useDismiss(ref, open, close);
  useCloseOnNavigate(() => setOpen(false));

  return (
    <div ref={ref} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className={`flex min-h-11 items-center gap-1 rounded-md px-3 font-medium hover:text-primary ${buttonClassName}`}
      >
        {label}
        <FrameIcon
          name="angle-down"
          className={`text-xs transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        id={id}
        hidden={!open}
        className={`absolute top-full z-50 mt-2 min-w-56 rounded-xl border border-line bg-white py-2 shadow-lg ${align === 'right' ? 'end-0' : 'start-0'}`}
      >
        {children}
      </div>
    </div>
  );
}

export const dropdownItemClass =
  'block px-4 py-2.5 text-ink hover:bg-tint hover:text-primary focus-visible:bg-tint';
