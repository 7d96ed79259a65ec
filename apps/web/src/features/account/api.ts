import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CalendarFeed,
  MailPreferences,
  MailPreferencesUpdate,
  ReminderKind,
  UpdateUserData,
  UserResponse,
} from '@iqra/contracts';
import { apiRequest } from '../../lib/api-client.ts';
import { saveReadingSettings, sessionQueryOptions } from '../../lib/session.ts';

export const updateUser = (details: UpdateUserData) =>
  apiRequest<UserResponse>('/update-user', { body: details });

/** Saves the learner's details; the answer becomes the signed-in user everywhere (header too). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (answer) => {
      keepSignedInUser(queryClient, answer);
      // Classes are described on the account's clock (a clock change is "yours" or not).
      void queryClient.invalidateQueries({ queryKey: ['me', 'classes'] });
    },
  });
}

/** Saves reading settings; the answer becomes the signed-in user (the page's digits follow). */
export function useSaveReadingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReadingSettings,
    onSuccess: (answer) => keepSignedInUser(queryClient, answer),
  });
}

/** The account as the server answered it becomes the signed-in user everywhere. */
const keepSignedInUser = (queryClient: QueryClient, answer: UserResponse) =>
  queryClient.setQueryData(sessionQueryOptions.queryKey, answer.user);

// The private calendar feed: under 'me', so signing out forgets it.
const CALENDAR = ['me', 'calendar'] as const;

export const useCalendarFeed = () =>
  useQuery({
    queryKey: CALENDAR,
    queryFn: async () => (await apiRequest<{ data: CalendarFeed }>('/api/calendar')).data,
  });

/** Makes the person's calendar address, or a new one (the old one stops working). */
export function useNewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest<{ data: CalendarFeed }>('/api/calendar', {
          // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP method
          method: 'POST',
        })
      ).data,
    onSuccess: (feed) => queryClient.setQueryData(CALENDAR, feed),
  });
}

// The reminder mails the person gets, each on or off: under 'me' too.
const MAIL_PREFERENCES = ['me', 'mail-preferences'] as const;
const MAIL_PREFERENCES_PATH = '/api/mail-preferences';

export const useMailPreferences = () =>
  useQuery({
    queryKey: MAIL_PREFERENCES,
    queryFn: async () => (await apiRequest<{ data: MailPreferences }>(MAIL_PREFERENCES_PATH)).data,
  });

/** Saves what changed of the preferences; the answer is all of them. */
const putPreferences = async (body: MailPreferencesUpdate) =>
  (
    await apiRequest<{ data: MailPreferences }>(MAIL_PREFERENCES_PATH, {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP method
      method: 'PUT',
      body,
    })
  ).data;

/** One box ticked or cleared: the kind of reminder and whether it is now wanted. */
export interface ReminderChange {
  kind: ReminderKind;
  on: boolean;
}

/**
 * Turns one kind of reminder on or off, sending that kind alone. The saves wait for one
 * another (one scope), so the answers come back in the order the boxes were changed and the
 * last one in the cache is the latest truth. `settled` hears every save, not just the last
 * (which is all `mutate`'s own callbacks would hear).
 */
export function useSaveReminder(settled: (change: ReminderChange, error: Error | null) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, on }: ReminderChange) => {
      const body: MailPreferencesUpdate = { [kind]: on };
      return putPreferences(body);
    },
    scope: { id: 'mail-preferences' },
    onSuccess: (preferences) => queryClient.setQueryData(MAIL_PREFERENCES, preferences),
    onSettled: (_preferences, error, change) => settled(change, error),
  });
}

/** When the weekly digest comes: a day of the week, or a time of day ("HH:MM"). */
export type DigestChange = Pick<MailPreferencesUpdate, 'digest_weekday' | 'digest_time'>;

/** Saves the digest's day or time, after any box saved before it (the same scope). */
export function useSaveDigestTime(settled: (error: Error | null) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DigestChange) => putPreferences(body),
    scope: { id: 'mail-preferences' },
    onSuccess: (preferences) => queryClient.setQueryData(MAIL_PREFERENCES, preferences),
    onSettled: (_preferences, error) => settled(error),
  });
}
