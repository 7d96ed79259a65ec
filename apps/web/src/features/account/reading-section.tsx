import {
  addressIn,
  LANGUAGE_NAMES,
  LANGUAGES,
  type PreferencesInput,
  type User,
} from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useContext, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorBanner } from '../../components/form-field.tsx';
import { LeavePageContext } from '../../app/guards.tsx';
import { rememberLanguage } from '../../lib/language-cookie.ts';
import { serverMessage } from '../../lib/server-errors.ts';
import { useSaveReadingSettings } from './api.ts';
import { SAVED_MESSAGE } from './reminders-section.tsx';

/**
 * The person's language, digits and Hijri dates, each saved as soon as it changes. A new
 * language is this browser's too, and the page moves to its address in that language.
 */
export function ReadingSection({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { pathname, search, hash } = useLocation();
  const leave = useContext(LeavePageContext);
  const save = useSaveReadingSettings();
  const [saved, setSaved] = useState(false);
  // What was asked shows at once; the server's answer then becomes the session.
  const [asked, setAsked] = useState<PreferencesInput>({});
  const language = asked.language ?? user.language ?? i18n.locale;
  const digits = asked.digits ?? user.digits;
  const hijri = asked.hijri ?? user.hijri;

  const change = (next: PreferencesInput) => {
    setSaved(false);
    setAsked((current) => ({ ...current, ...next }));
    save.mutate(next, {
      onSuccess: (answer) => {
        setAsked({});
        setSaved(true);
        const chosen = next.language;
        if (!chosen) return;
        rememberLanguage(chosen);
        if (answer.user.language && answer.user.language !== i18n.locale) {
          leave(addressIn(answer.user.language, `${pathname}${search}${hash}`), false);
        }
      },
      onError: () => setAsked({}),
    });
  };

  return (
    <section aria-labelledby={headingId} className="card mt-8 max-w-2xl p-6 sm:p-8">
      <h2 id={headingId} className="text-xl">
        <Trans>Language and dates</Trans>
      </h2>
      <div className="mt-4">
        <ErrorBanner message={save.error ? serverMessage(save.error) : undefined} />
      </div>
      <Choices
        legend={t`Language`}
        chosen={language}
        options={LANGUAGES.map((option) => ({
          value: option,
          label: <span lang={option}>{LANGUAGE_NAMES[option]}</span>,
        }))}
        onChoose={(option) => change({ language: option })}
      />
      <Choices
        legend={t`Digits`}
        hint={t`Used on the Arabic pages.`}
        chosen={digits}
        options={[
          { value: 'latn', label: t`Latin (123)` },
          { value: 'arab', label: t`Arabic-Indic (١٢٣)` },
        ]}
        onChoose={(option) => change({ digits: option })}
      />
      <label className="mt-4 flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-primary"
          checked={hijri}
          onChange={(event) => change({ hijri: event.target.checked })}
        />
        <Trans>Show the Hijri date beside the Gregorian one</Trans>
      </label>
      <p role="status" className="mt-2 min-h-6 text-sm text-success">
        {saved && (
          <>
            <i className="pi pi-check-circle me-2" aria-hidden />
            {i18n._(SAVED_MESSAGE)}
          </>
        )}
      </p>
    </section>
  );
}

/** One of a few values, as radio buttons under a legend. */
function Choices<Value extends string>({
  legend,
  hint,
  chosen,
  options,
  onChoose,
}: {
  legend: string;
  hint?: string;
  chosen: string;
  options: { value: Value; label: ReactNode }[];
  onChoose: (value: Value) => void;
}) {
  const name = useId();
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold">{legend}</legend>
      {hint && <p className="text-sm text-muted">{hint}</p>}
      <div className="mt-2 flex flex-wrap gap-6">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="radio"
              name={name}
              className="h-5 w-5 accent-primary"
              checked={chosen === option.value}
              onChange={() => onChoose(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
