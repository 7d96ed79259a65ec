import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Book,
  Certificate,
  ClassPeriod,
  ClassTimeInput,
  LearnerProgress,
  List,
  One,
  MyClassesResponse,
  Pause,
  Subscription,
} from '@iqra/contracts';
import { apiRequest } from '../../lib/api-client.ts';
import { usePauseCalls } from '../../components/pauses/pause-calls.ts';
import type { SeasonAddresses } from '../../components/seasons/seasons-panel.tsx';

// Keys start with 'me': signing out drops everything that belonged to that learner.
export const getMySubscriptions = () => apiRequest<List<Subscription>>('/api/my-subscriptions');
export const mySubscriptionsQueryOptions = queryOptions({
  queryKey: ['me', 'subscriptions'],
  queryFn: getMySubscriptions,
});
export const useMySubscriptions = () => useQuery(mySubscriptionsQueryOptions);

export const getMyBooks = () => apiRequest<List<Book>>('/api/my-books');
export const myBooksQueryOptions = queryOptions({
  queryKey: ['me', 'books'],
  queryFn: getMyBooks,
});
export const useMyBooks = () => useQuery(myBooksQueryOptions);

export const useMyCertificates = () =>
  useQuery({
    queryKey: ['me', 'certificates'],
    queryFn: () => apiRequest<List<Certificate>>('/api/my-certificates'),
  });

export const getMyProgress = () => apiRequest<One<LearnerProgress>>('/api/my-progress');
export const myProgressQueryOptions = queryOptions({
  queryKey: ['me', 'progress'],
  queryFn: getMyProgress,
});
export const useMyProgress = () => useQuery(myProgressQueryOptions);

export const getMyClasses = (period: ClassPeriod) =>
  apiRequest<MyClassesResponse>(`/api/my-classes?period=${period}`);
export const myClassesQueryOptions = (period: ClassPeriod) =>
  queryOptions({
    queryKey: ['me', 'classes', period],
    queryFn: () => getMyClasses(period),
  });
export const useMyClasses = (period: ClassPeriod, { enabled = true } = {}) =>
  useQuery({ ...myClassesQueryOptions(period), enabled });

export const cancelMyClass = (id: number) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP method
  apiRequest<undefined>(`/api/my-classes/${id}/cancel`, { method: 'POST' });
export const moveMyClass = ({ id, ...time }: ClassTimeInput & { id: number }) =>
  apiRequest<undefined>(`/api/my-classes/${id}/move`, { body: time });

/**
 * A change to one of the learner's classes. Whatever the answer (a 409 means the class changed
 * meanwhile), the classes and the schedules fed by them are read again.
 */
function useClassChange<Input>(change: (input: Input) => Promise<undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['me', 'classes'] }),
        queryClient.invalidateQueries({ queryKey: mySubscriptionsQueryOptions.queryKey }),
      ]),
  });
}
export const useCancelClass = () => useClassChange(cancelMyClass);
export const useMoveClass = () => useClassChange(moveMyClass);

export const myPausesQueryOptions = queryOptions({
  queryKey: ['me', 'pauses'],
  queryFn: () => apiRequest<List<Pause>>('/api/my-pauses'),
});
export const useMyPauses = () => useQuery(myPausesQueryOptions);

/** Asking for a pause of one of the learner's plans, and withdrawing one. */
export const useMyPauseCalls = () =>
  usePauseCalls({
    ask: (subscriptionId) => `/api/my-subscriptions/${subscriptionId}/pauses`,
    withdraw: (pauseId) => `/api/my-pauses/${pauseId}/withdraw`,
    refresh: [
      myPausesQueryOptions.queryKey,
      mySubscriptionsQueryOptions.queryKey,
      ['me', 'classes'],
    ],
  });

// Seasonal timetables of the learner's plans (decision 049): where SeasonsPanel finds them.
export const MY_SEASONS: SeasonAddresses = {
  list: '/api/my-seasons',
  key: ['me', 'seasons'],
  propose: (subscriptionId) => `/api/my-subscriptions/${subscriptionId}/seasons`,
  answer: (seasonId) => `/api/my-seasons/${seasonId}/answer`,
  changes: [['me', 'classes'], mySubscriptionsQueryOptions.queryKey],
};
