import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookSummary, List, One } from '@iqra/contracts';
import { apiRequest } from '../../lib/api-client.ts';
import { retryUnlessNotFound } from '../courses/api.ts';

export const getBooks = () => apiRequest<List<BookSummary>>('/api/books');
export const booksQueryOptions = queryOptions({ queryKey: ['books'], queryFn: getBooks });
export const useBooks = () => useQuery(booksQueryOptions);

export const getBook = (id: string) =>
  apiRequest<One<BookSummary>>(`/api/books/${encodeURIComponent(id)}`);
export const bookQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['books', 'one', id],
    queryFn: () => getBook(id),
    retry: retryUnlessNotFound,
  });
export const useBook = (id: string) => useQuery(bookQueryOptions(id));
