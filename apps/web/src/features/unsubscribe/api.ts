import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderKind, UnsubscribeState } from '@iqra/contracts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

/** What a reminder's unsubscribe link carries: the person's secret and the kind of reminder. */
export interface UnsubscribeLink {
  token: string;
  kind: ReminderKind;
}

const linkPath = ({ token, kind }: UnsubscribeLink) =>
  `/api/unsubscribe/${encodeURIComponent(token)}?${new URLSearchParams({ kind })}`;

// Not under 'me': the link speaks for its person without a session, whoever is signed in here.
const stateKey = (link: UnsubscribeLink | null) => ['unsubscribe', link?.token, link?.kind];

/** The server does not know the link's secret (404) or its kind (422): asking again won't help. */
export const isInvalidLink = (error: Error | null) =>
  error instanceof ApiError && (error.status === 404 || error.status === 422);

/**
 * What the link would turn off, and whether it is still on. Reading changes nothing: mail
 * scanners open every link in a mail, so only the page's button turns a reminder off.
 */
export const useUnsubscribeState = (link: UnsubscribeLink | null) =>
  useQuery({
    queryKey: stateKey(link),
    queryFn: link
      ? async () => (await apiRequest<{ data: UnsubscribeState }>(linkPath(link))).data
      : skipToken,
    retry: (failures, error) => !isInvalidLink(error) && failures < 1,
  });

/** Turns the link's reminder off (the button's POST; RFC 8058's one-click POST is the same). */
export function useUnsubscribe(link: UnsubscribeLink) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP method
      (await apiRequest<{ data: UnsubscribeState }>(linkPath(link), { method: 'POST' })).data,
    onSuccess: (state) => queryClient.setQueryData(stateKey(link), state),
  });
}
