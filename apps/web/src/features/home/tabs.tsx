import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Tabs as the WAI-ARIA Authoring Practices describe them: a tablist of tabs, a tabpanel each
 * (all in the page, the others `hidden`, so the server's HTML carries every panel's words), a
 * roving tabindex so Tab enters the list once, and Arrow Left/Right (wrapping; mirrored on a
 * right-to-left page), Home and End to move between tabs, which selects them at once (the
 * panels are already loaded, so there is nothing to wait for).
 *
 * Ours rather than PrimeReact's TabView: TabView calls `scrollIntoView` on its selected tab
 * when it mounts, with no option to stop it, which scrolled the whole home page down to the
 * pricing section as soon as the plans arrived (docs/decisions/005).
 */
export function Tabs({
  label,
  tabs,
  selected,
  onSelect,
  className = '',
  panels,
}: {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  className?: string;
  /** One panel per tab, in the same order. */
  panels: readonly ReactNode[];
}) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  /* eslint-disable lingui/no-unlocalized-strings -- element ids */
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;
  /* eslint-enable lingui/no-unlocalized-strings */

  const choose = (index: number) => {
    onSelect(index);
    // Focus moves with the selection; `preventScroll` keeps the page where the visitor is.
    buttons.current[index]?.focus({ preventScroll: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const focused = buttons.current.findIndex((button) => button === event.target);
    const from = focused === -1 ? selected : focused;
    const next = from === last ? 0 : from + 1;
    const previous = from === 0 ? last : from - 1;
    // Right to left, the next tab stands to the left.
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const target = {
      ArrowRight: rtl ? previous : next,
      ArrowLeft: rtl ? next : previous,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <div className={className}>
      <div className="flex justify-center">
        <div
          role="tablist"
          aria-label={label}
          className="inline-flex gap-1 rounded-full border border-line bg-white p-1"
          onKeyDown={onKeyDown}
        >
          {tabs.map((name, index) => {
            const isSelected = index === selected;
            return (
              <button
                key={name}
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                role="tab"
                id={tabId(index)}
                aria-selected={isSelected}
                aria-controls={panelId(index)}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => choose(index)}
                className={`min-h-11 rounded-full px-6 py-3 leading-5 font-semibold transition-colors ${
                  isSelected
                    ? 'bg-primary text-white'
                    : 'text-muted hover:bg-tint hover:text-primary-hover'
                }`}
              >
                {name}
              </button>
            );
          })}
        </div>
      </div>
      {/* Focusable, as the pattern asks, since the panel does not begin with a control. */}
      {panels.map((panel, index) => (
        <div
          key={tabs[index]}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          tabIndex={0}
          hidden={index !== selected}
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
