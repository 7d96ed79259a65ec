import { setupI18n, type I18n, type Messages } from '@lingui/core';

// The site's languages (decision 040): English, the source, written in the components; Arabic,
// from its compiled catalogue. Each page (and each render on the server) has its own
// instance, given to the components by `I18nProvider`: nothing reads a global language.

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** How a locale's text runs: Arabic right to left. */
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/** English: the messages' own source text, so no catalogue is loaded for it. */
export const englishI18n = (): I18n => setupI18n({ locale: 'en', messages: { en: {} } });

/** A locale's instance, its catalogue loaded (Arabic's comes as a chunk of its own). */
export async function i18nFor(locale: Locale): Promise<I18n> {
  if (locale === 'en') return englishI18n();
  const { messages } = (await import('../locales/ar/messages.po')) as { messages: Messages };
  return setupI18n({ locale, messages: { [locale]: messages } });
}
