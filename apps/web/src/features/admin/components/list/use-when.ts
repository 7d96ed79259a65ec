import { useMemo } from 'react';
import { useFormat } from '../../../../i18n/use-format.ts';

/**
 * An instant as the back office's dense tables show it, in the browser's zone and the page's
 * language: "1 May 2026, 18:30" in English (as `formatWhen` writes it); '—' when there is none.
 */
export function useWhen(): (iso: string | null | undefined) => string {
  const { tag } = useFormat();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso) => {
      const date = iso ? new Date(iso) : undefined;
      return date && !Number.isNaN(date.getTime()) ? format.format(date) : '—';
    };
  }, [tag]);
}
