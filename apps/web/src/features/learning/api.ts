import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Book, List, Subscription } from '@iqra/contracts';
import { apiRequest } from '../../lib/api-client.ts';

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
