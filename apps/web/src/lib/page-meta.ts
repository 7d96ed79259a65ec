import { useLingui } from '@lingui/react';
import type { Language } from '@iqra/contracts';
import { createContext, useContext, useEffect } from 'react';

/** The school's name, a brand: the logo's in every language. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a brand name
export const SITE = 'Iqra';

/**
 * The school's name in a page's language, as its titles and sharing tags carry it: Iqra, or
 * أكاديمية اقرأ as the Arabic pages call the school.
 */
export const SITE_NAMES: Record<Language, string> = {
  en: SITE,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the brand's Arabic name
  ar: 'أكاديمية اقرأ',
};

/** The school's name in `locale` (a page's language; English for any other). */
export const siteNameIn = (locale: string): string =>
  locale === 'ar' ? SITE_NAMES.ar : SITE_NAMES.en;

/** The title and description a page names; the server collects them for the document head. */
export interface PageMeta {
  title?: string;
  description?: string;
}

/** Set by the server's render: pages write their meta into it while they render. */
export const PageMetaSink = createContext<PageMeta | null>(null);

/** "Courses | Iqra": a page's title with the school's name in the page's language after it. */
export function documentTitle(title: string, locale: string): string {
  const site = siteNameIn(locale);
  return title === SITE || title === site ? site : `${title} | ${site}`;
}

/** Sets the page's <title> and meta description (each public page has its own). */
export function usePageMeta(title: string, description?: string) {
  const sink = useContext(PageMetaSink);
  const { locale } = useLingui().i18n;
  if (sink) {
    sink.title = title;
    if (description) sink.description = description;
  }
  useEffect(() => {
    document.title = documentTitle(title, locale);
    if (description) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = description;
    }
  }, [title, description, locale]);
}
