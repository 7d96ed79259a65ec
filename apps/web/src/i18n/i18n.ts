import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Language as Locale } from '@iqra/contracts';
import type { CatalogueName } from './catalogues.ts';

// The site's languages (decision 040): English, the source, written in the components; Arabic,
// from its compiled catalogues. Each page (and each render on the server) has its own
// instance, given to the components by `I18nProvider`: nothing reads a global language.

export { LANGUAGES as LOCALES, type Language as Locale } from '@iqra/contracts';

/** How a locale's text runs: Arabic right to left. */
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/** English: the messages' own source text, so no catalogue is loaded for it. */
export const englishI18n = (): I18n => setupI18n({ locale: 'en', messages: { en: {} } });

// Each Arabic catalogue is a chunk of its own, loaded when a page of its part is shown.
const ARABIC = import.meta.glob<{ messages: Messages }>('../locales/ar/*.po');

const loaded = new WeakMap<I18n, Set<CatalogueName>>();

/** Loads a part's catalogue into the instance (once); English has none to load. */
export async function loadCatalogue(i18n: I18n, name: CatalogueName): Promise<void> {
  if (i18n.locale === 'en') return;
  const done = loaded.get(i18n) ?? new Set();
  if (done.has(name)) return;
  const load = ARABIC[`../locales/ar/${name}.po`];
  if (!load) throw new Error(`No Arabic catalogue named ${name}`);
  const { messages } = await load();
  i18n.load(i18n.locale, messages);
  done.add(name);
  loaded.set(i18n, done);
}

/** Whether a part's catalogue is in the instance (always, in English). */
export const hasCatalogue = (i18n: I18n, name: CatalogueName): boolean =>
  i18n.locale === 'en' || (loaded.get(i18n)?.has(name) ?? false);

/** A locale's instance with the site's catalogue (what every page shows) loaded. */
export async function i18nFor(locale: Locale): Promise<I18n> {
  if (locale === 'en') return englishI18n();
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  await loadCatalogue(i18n, 'site');
  i18n.activate(locale);
  return i18n;
}
