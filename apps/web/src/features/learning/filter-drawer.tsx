import { useId } from 'react';
import { Sidebar } from 'primereact/sidebar';

const GROUPS = [
  { legend: 'Category', options: ['All', 'Language', 'Culture', 'History'] },
  { legend: 'Level', options: ['Beginner', 'Intermediate', 'Advanced'] },
] as const;

/**
 * The spec's phone-only filter drawer. Books carry no category or level yet, so the boxes are
 * shown but disabled and the drawer says so, rather than pretending to filter.
 */
export function FilterDrawer({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const noteId = useId();
  return (
    <Sidebar
      visible={visible}
      onHide={onHide}
      position="left"
      className="w-full max-w-xs"
      header={<h2 className="text-xl">Filters</h2>}
      aria-label="Filters"
      blockScroll
    >
      <p id={noteId} className="mb-4 rounded-lg bg-tint px-3 py-2 text-sm">
        Filtering by category and level is coming soon. For now all your books are shown.
      </p>
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="mb-6" aria-describedby={noteId}>
          <legend className="mb-2 font-semibold">{group.legend}</legend>
          <ul className="space-y-1">
            {group.options.map((option) => {
              const id = `filter-${group.legend}-${option}`.toLowerCase();
              return (
                <li key={option} className="flex min-h-11 items-center gap-3">
                  <input
                    id={id}
                    type="checkbox"
                    disabled
                    defaultChecked={option === 'All'}
                    className="h-5 w-5 accent-primary"
                  />
                  <label htmlFor={id}>{option}</label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      <button type="button" className="btn btn-primary w-full" onClick={onHide}>
        Done
      </button>
    </Sidebar>
  );
}
