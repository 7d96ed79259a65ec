import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import type { Locale } from './i18n.ts';

type Say = (english: string) => string;

const english: Say = (message) => message;
const loading = new Map<Locale, Promise<Say>>();

/** The contracts' table of messages in `locale` (decision 041), loaded once per page. */
export function contractMessagesIn(locale: Locale): Promise<Say> {
  let table = loading.get(locale);
  if (!table) {
    // Imported here, not above: an English page's forms never download the translator.
    table = import('@iqra/contracts/messages').then(({ loadTranslator }) => loadTranslator(locale));
    loading.set(locale, table);
  }
  return table;
}

/**
 * Says a message of the contracts' schemas (a form's own check, the same the API makes) in the
 * page's language. The Arabic table loads with the form that needs it, not with every page;
 * until it has come (a moment after the form shows) the English stands.
 */
export function useContractMessages(): Say {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [say, setSay] = useState<Say>(() => english);
  useEffect(() => {
    if (locale === 'en') return;
    let live = true;
    void contractMessagesIn(locale).then((loaded) => {
      if (live) setSay(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return say;
}
