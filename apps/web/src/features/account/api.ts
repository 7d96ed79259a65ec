import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, UpdateUserData, UserResponse } from '@iqra/contracts';
import { apiRequest } from '../../lib/api-client.ts';
import { sessionQueryOptions } from '../../lib/session.ts';

export const updateUser = (details: UpdateUserData) =>
  apiRequest<UserResponse>('/update-user', { body: details });

/** Saves the learner's details; the answer becomes the signed-in user everywhere (header too). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (answer) => {
      queryClient.setQueryData(sessionQueryOptions.queryKey, answer.user);
      // Classes are described on the account's clock (a clock change is "yours" or not).
      void queryClient.invalidateQueries({ queryKey: ['me', 'classes'] });
    },
  });
}

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
      (await apiRequest<{ data: CalendarFeed }>('/api/calendar', { method: 'POST' })).data,
    onSuccess: (feed) => queryClient.setQueryData(CALENDAR, feed),
  });
}
