import { useCallback } from 'react';
import { useFormat } from '../../../../i18n/use-format.ts';
import { formatWhen } from '../../utils/datetime.ts';

/**
 * An instant as the back office's dense tables show it, in the browser's zone and the page's
 * language: "1 May 2026, 18:30" in English (`formatWhen`); '—' when there is none.
 */
export function useWhen(): (iso: string | null | undefined) => string {
  const { tag } = useFormat();
  return useCallback((iso) => formatWhen(iso, tag), [tag]);
}
