import { useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent } from 'react';
import { searchSurahs, surah as surahOf, type Surah } from '@iqra/quran';
import { FieldErrorText } from '../form-field.tsx';
import './quran-styles.ts';

const SHOWN = 8;
const nameOf = (found: Surah) => `${found.number}. ${found.name}`;

/**
 * A surah picked by searching its name in English or Arabic, its meaning or its number
 * ("naba", "النبأ", "the tidings", "78"): a combobox (ARIA's pattern) whose list shows the best
 * matches. Arrow keys move in the list, Enter or a tap chooses, Escape closes it; leaving the
 * field with a search typed chooses its best match.
 */
export function SurahCombobox({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: number | null;
  error?: string | undefined;
  onChange: (surah: number) => void;
}) {
  const { t } = useLingui();
  const listId = useId();
  const errorId = useId();
  const chosen = value === null ? undefined : surahOf(value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = query === null ? [] : searchSurahs(query).slice(0, SHOWN);
  const expanded = open && matches.length > 0;

  const choose = (found: Surah | undefined) => {
    if (found) onChange(found.number);
    setQuery(null);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setQuery(query ?? '');
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && (expanded || query !== null)) {
      event.preventDefault();
      event.stopPropagation();
      setQuery(null);
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        className="field-input"
        placeholder={t`Name or number`}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        value={query ?? (chosen ? nameOf(chosen) : '')}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (query !== null && query.trim() !== '') choose(searchSurahs(query)[0]);
          else choose(undefined);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-72 overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-lg"
      >
        {matches.map((found, index) => (
          <li
            key={found.number}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 ${index === active ? 'bg-tint' : ''}`}
            // Chosen before the input's blur can close the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(found);
            }}
          >
            <span>
              {nameOf(found)} <span className="text-sm text-muted">({found.meaning})</span>
            </span>
            <span lang="ar" dir="rtl" className="quran-name">
              {found.arabic}
            </span>
          </li>
        ))}
      </ul>
      <FieldErrorText id={errorId} message={error} />
    </div>
  );
}
