import type { AdminUser } from '@iqra/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useOptionRows } from '../../api/queries.ts';
import { personName } from '../../utils/names.ts';
import { FieldFieldset } from './fieldset.tsx';
import type { InputProps } from './input-props.ts';

/** Fewest letters a search needs, and how long typing pauses before it is sent. */
const MIN_SEARCH = 2;
const PAUSE_MS = 250;
const MATCHES = 8;

type Match = Pick<AdminUser, 'id' | 'firstName' | 'lastName' | 'email' | 'age'>;

/** "Zayd Haddad · no sign-in" or "Omar Rahman · omar@example.com". */
function MatchLabel({ row }: { row: Match }) {
  const name = personName(row);
  const email = row.email ?? null;
  return email === null ? (
    <Trans>
      <bdi>{name}</bdi> · no sign-in
    </Trans>
  ) : (
    <>
      <bdi>{name}</bdi> · <bdi>{email}</bdi>
    </>
  );
}

/**
 * Finds a learner by name or e-mail: a search box, then the matches as radio buttons (arrow
 * keys move between them); the field's value is the chosen learner's id. The one chosen stays
 * in sight when the search changes. Enter in the search box searches, never sends the form.
 */
export function LearnerPickerInput({ field, form, id, error }: InputProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Match>();
  useEffect(() => {
    const timer = setTimeout(() => setQuery(draft.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  const searching = query.length >= MIN_SEARCH;
  const path = `/api/admin/users?role=student&per_page=${MATCHES}&sort=last_name&q=${encodeURIComponent(query)}`;
  const found = useOptionRows(path, searching);
  const matches = searching ? ((found.data?.data ?? []) as unknown as Match[]) : [];
  const shown =
    chosen && !matches.some((row) => row.id === chosen.id) ? [chosen, ...matches] : matches;
  const count = matches.length;
  const said = !searching
    ? t`Type at least ${plural(MIN_SEARCH, { one: '# letter', other: '# letters' })} of a name or an e-mail address.`
    : found.isPending
      ? t`Searching…`
      : count === 0
        ? t`No learner matches.`
        : count === MATCHES
          ? t`The first ${MATCHES} learners found.`
          : t`${plural(count, { one: '# learner found.', other: '# learners found.' })}`;
  const registered = form.register(field.name);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an id
  const statusId = `${id}-status`;

  return (
    <FieldFieldset field={field} id={id} error={error} describedBy={[statusId]}>
      <label htmlFor={`${id}-search`} className="text-sm text-muted">
        <Trans>Search learners by name or e-mail</Trans>
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="field-input mt-1"
        autoComplete="off"
        value={draft}
        aria-invalid={Boolean(error)}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          setQuery(draft.trim());
        }}
      />
      <p id={statusId} className="mt-1.5 text-sm text-muted" aria-live="polite">
        {said}
      </p>
      {shown.length > 0 && (
        <div className="mt-2 max-h-64 space-y-1 overflow-y-auto">
          {shown.map((row) => (
            <label key={row.id} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                className="h-5 w-5 accent-primary"
                value={String(row.id)}
                {...registered}
                onChange={(event) => {
                  setChosen(row);
                  return registered.onChange(event);
                }}
              />
              <MatchLabel row={row} />
            </label>
          ))}
        </div>
      )}
    </FieldFieldset>
  );
}
