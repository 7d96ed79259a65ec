import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Child,
  ChildCreateInput,
  ClassPeriod,
  LearnerProgress,
  MyClassesResponse,
  One,
} from '@iqra/contracts';
import { apiRequest } from '../../lib/api-client.ts';
import { familyQueryOptions } from '../../lib/family.ts';

export { useFamily } from '../../lib/family.ts';

// Keys start with 'me': signing out drops everything that belonged to this parent.

/** A child's classes to come, or (`past`) those over, once `enabled`. */
export const useChildClasses = (
  childId: number,
  period: ClassPeriod = 'upcoming',
  enabled = true,
) =>
  useQuery({
    queryKey: ['me', 'family', childId, 'classes', period],
    queryFn: () =>
      apiRequest<MyClassesResponse>(`/api/family/children/${childId}/classes?period=${period}`),
    enabled,
  });

export const useChildProgress = (childId: number | undefined) =>
  useQuery({
    queryKey: ['me', 'family', childId, 'progress'],
    queryFn: () => apiRequest<One<LearnerProgress>>(`/api/family/children/${childId}/progress`),
    enabled: childId !== undefined,
  });

/** Adds a child; the family is read again. */
export function useAddChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (child: ChildCreateInput) =>
      apiRequest<One<Child>>('/api/family/children', { body: child }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyQueryOptions.queryKey }),
  });
}
