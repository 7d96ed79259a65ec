import { useQuery } from '@tanstack/react-query';
import type { QuranText } from '@iqra/contracts';
import { formatAyah, type AyahRange } from '@iqra/quran';
import { apiRequest } from '../../lib/api-client.ts';

/** A range's text (at most about a juz), kept for the session: it never changes. */
export function useQuranText(range: AyahRange | null) {
  const from = range ? formatAyah(range.from) : '';
  const to = range ? formatAyah(range.to) : '';
  return useQuery({
    queryKey: ['quran', 'text', from, to],
    queryFn: () =>
      apiRequest<{ data: QuranText }>(`/api/quran/text?${new URLSearchParams({ from, to })}`),
    enabled: range !== null,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    select: (answer) => answer.data,
  });
}
