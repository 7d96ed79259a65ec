import { useEffect } from 'react';

const SITE = 'Iqra';

/** Sets the page's <title> and meta description (each public page has its own). */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = title === SITE ? title : `${title} | ${SITE}`;
    if (description) {
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
