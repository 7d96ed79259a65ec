import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Family, One } from '@iqra/contracts';
import { apiRequest } from './api-client.ts';

// The parent's children, read by the family page and by checkout (whom a course is for).
// Keys start with 'me': signing out drops everything that belonged to this parent.
export const familyQueryOptions = queryOptions({
  queryKey: ['me', 'family'],
  queryFn: () => apiRequest<One<Family>>('/api/family'),
});

/** The signed-in learner's children; not asked for (`enabled: false`) for anyone else. */
export const useFamily = ({ enabled = true } = {}) => useQuery({ ...familyQueryOptions, enabled });
