import { createContext, useContext, useEffect } from 'react';

/** The school's name, a brand: the same in every language. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a brand name
export const SITE = 'Iqra';

/** The title and description a page names; the server collects them for the document head. */
export interface PageMeta {
  title?: string;
  description?: string;
}

/** Set by the server's render: pages write their meta into it while they render. */
export const PageMetaSink = createContext<PageMeta | null>(null);

export const documentTitle = (title: string) => (title === SITE ? title : `${title} | ${SITE}`);

/** Sets the page's <title> and meta description (each public page has its own). */
export function usePageMeta(title: string, description?: string) {
  const sink = useContext(PageMetaSink);
  if (sink) {
    sink.title = title;
    if (description) sink.description = description;
  }
  useEffect(() => {
    document.title = documentTitle(title);
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
  }, [title, description]);
}
