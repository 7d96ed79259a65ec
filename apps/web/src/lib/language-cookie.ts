import { LANGUAGE_COOKIE, type Language } from '@iqra/contracts';

/** A year, in seconds: how long a browser remembers the language chosen. */
const REMEMBERED = 365 * 24 * 60 * 60;

/**
 * Remembers in this browser the language chosen, which its next first page follows. No React:
 * the page's start-up (lib/start-up.ts) calls it for a switch pressed before the app is there.
 */
export function rememberLanguage(language: Language) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie, not words
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${REMEMBERED}; samesite=lax`;
}
