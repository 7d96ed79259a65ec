import { useLingui } from '@lingui/react/macro';
import { addressIn, LANGUAGE_COOKIE, LANGUAGE_NAMES, type Language } from '@iqra/contracts';
import { useLocation } from 'react-router';

/** A year, in seconds: how long a browser remembers the language chosen. */
const REMEMBERED = 365 * 24 * 60 * 60;

/** Remembers in this browser the language chosen, which its next first page follows. */
export function rememberLanguage(language: Language) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie, not words
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${REMEMBERED}; samesite=lax`;
}

/**
 * The same page in the other language (decision 040), named in that language. A plain link:
 * the other language is another address, loaded afresh with its own words.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const other: Language = i18n.locale === 'ar' ? 'en' : 'ar';
  return (
    <a
      href={addressIn(other, `${pathname}${search}${hash}`)}
      hrefLang={other}
      lang={other}
      // Arabic in the device's own face on an English page: no font is fetched for one word.
      className={other === 'ar' ? `${className ?? ''} font-arabic-system` : className}
      onClick={() => rememberLanguage(other)}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
