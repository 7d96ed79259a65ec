import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Child,
  ChildCreateInput,
  ClassPeriod,
  ClassTimeInput,
  LearnerProgress,
  MyClassesResponse,
  One,
  Subscription,
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

/** A child's courses: each plan with its dates, status and progress, newest first. */
export const useChildCourses = (childId: number) =>
  useQuery({
    queryKey: ['me', 'family', childId, 'subscriptions'],
    queryFn: () =>
      apiRequest<{ data: Subscription[] }>(`/api/family/children/${childId}/subscriptions`),
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

/**
 * A change to one of a child's classes, as the child could make it. Whatever the answer (a 409
 * means the class changed meanwhile), the child's classes are read again.
 */
function useChildClassChange<Input>(childId: number, change: (input: Input) => Promise<undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me', 'family', childId] }),
  });
}

const childClass = (childId: number, classId: number, what: 'cancel' | 'move') =>
  `/api/family/children/${childId}/classes/${classId}/${what}`;

export const useCancelChildClass = (childId: number) =>
  useChildClassChange(childId, (classId: number) =>
    apiRequest<undefined>(childClass(childId, classId, 'cancel'), { method: 'POST' }),
  );
export const useMoveChildClass = (childId: number) =>
  useChildClassChange(childId, ({ id, ...time }: ClassTimeInput & { id: number }) =>
    apiRequest<undefined>(childClass(childId, id, 'move'), { body: time }),
  );
