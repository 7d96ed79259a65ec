import { useLingui } from '@lingui/react/macro';
import { addressIn, LANGUAGE_NAMES, type Language, type User } from '@iqra/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { rememberLanguage } from '../../lib/language-cookie.ts';
import { saveReadingSettings, sessionQueryOptions, useSession } from '../../lib/session.ts';
import { LeavePageContext, noteLeftForLanguage } from '../guards.tsx';

/** The longest the switch waits for the account to keep the language before it leaves. */
export const SAVE_WAIT_MS = 1_500;

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The same page in the other language (decision 040), named in that language. A plain link:
 * the other language is another address, loaded afresh with its own words. Signed in, the
 * choice is the account's too: it is saved first (for a moment at most, and a failure does
 * not keep the page from changing), so that the next page, which follows the account's
 * language, agrees with it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const user = useSession().data;
  const queryClient = useQueryClient();
  const leave = useContext(LeavePageContext);
  const other: Language = i18n.locale === 'ar' ? 'en' : 'ar';
  const href = addressIn(other, `${pathname}${search}${hash}`);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLanguage(other);
    if (!user || user.language === other) return;
    const chosen: User = { ...user, language: other };
    queryClient.setQueryData(sessionQueryOptions.queryKey, chosen);
    const saved = saveReadingSettings({ language: other }).catch(() => undefined);
    // Opened in another tab or window, this page stays: the save goes on by itself.
    if (opensElsewhere(event)) return;
    event.preventDefault();
    // Were the save not kept in time, the next page must not send the person back here.
    noteLeftForLanguage(
      addressIn(i18n.locale === 'ar' ? 'ar' : 'en', `${pathname}${search}${hash}`),
    );
    const waited = new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS));
    void Promise.race([saved, waited]).then(() => leave(href, false));
  };

  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      // Arabic in the device's own face on an English page: no font is fetched for one word.
      className={other === 'ar' ? `${className ?? ''} font-arabic-system` : className}
      onClick={onClick}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
