import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Sidebar } from 'primereact/sidebar';
import { useSides } from '../../lib/direction.ts';

/** A group of boxes: its key (for ids), its legend, and its options by key and words. */
interface FilterGroup {
  key: string;
  legend: MessageDescriptor;
  options: { key: string; label: MessageDescriptor }[];
}

const GROUPS: FilterGroup[] = [
  {
    key: 'category',
    legend: msg`Category`,
    options: [
      { key: 'all', label: msg`All` },
      { key: 'language', label: msg`Language` },
      { key: 'culture', label: msg`Culture` },
      { key: 'history', label: msg({ message: 'History', context: 'courses' }) },
    ],
  },
  {
    key: 'level',
    legend: msg`Level`,
    options: [
      { key: 'beginner', label: msg`Beginner` },
      { key: 'intermediate', label: msg`Intermediate` },
      { key: 'advanced', label: msg`Advanced` },
    ],
  },
];

/**
 * The spec's phone-only filter drawer. Books carry no category or level yet, so the boxes are
 * shown but disabled and the drawer says so, rather than pretending to filter.
 */
export function FilterDrawer({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t, i18n } = useLingui();
  const noteId = useId();
  // From the side the page's text starts on: the left in English, the right in Arabic.
  const sides = useSides();
  return (
    <Sidebar
      visible={visible}
      onHide={onHide}
      position={sides.start}
      className="w-full max-w-xs"
      header={
        <h2 className="text-xl">
          <Trans>Filters</Trans>
        </h2>
      }
      aria-label={t`Filters`}
      blockScroll
    >
      <p id={noteId} className="mb-4 rounded-lg bg-tint px-3 py-2 text-sm">
        <Trans>
          Filtering by category and level is coming soon. For now all your books are shown.
        </Trans>
      </p>
      {GROUPS.map((group) => (
        <fieldset key={group.key} className="mb-6" aria-describedby={noteId}>
          <legend className="mb-2 font-semibold">{i18n._(group.legend)}</legend>
          <ul className="space-y-1">
            {group.options.map((option) => {
              const id = `filter-${group.key}-${option.key}`;
              return (
                <li key={option.key} className="flex min-h-11 items-center gap-3">
                  <input
                    id={id}
                    type="checkbox"
                    disabled
                    defaultChecked={option.key === 'all'}
                    className="h-5 w-5 accent-primary"
                  />
                  <label htmlFor={id}>{i18n._(option.label)}</label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      <button type="button" className="btn btn-primary w-full" onClick={onHide}>
        <Trans>Done</Trans>
      </button>
    </Sidebar>
  );
}
