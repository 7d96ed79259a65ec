/* eslint-disable lingui/no-unlocalized-strings -- requests to the API (methods, paths, query
   parameters): no words a person reads. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeavePreview, List, One, TutorLeave } from '@iqra/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './queries.ts';

// Tutors' leave in the back office (docs/api.md, decision 049): the list, a leave entered for a
// tutor, what approving it with a substitute would do, and the decisions. Approving and
// withdrawing change classes, so every list of classes and the audit log refetch too.

const LEAVES = '/api/admin/tutor-leaves';
const LEAVES_KEY = ['admin', 'tutor-leaves'];

type Values = Record<string, unknown>;

export const useTutorLeaves = () =>
  useQuery({ queryKey: LEAVES_KEY, queryFn: () => apiRequest<List<TutorLeave>>(LEAVES) });

/** What approving would do with this substitute (null: none), class by class. */
export const useLeavePreview = (id: number, substituteId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: [...LEAVES_KEY, id, 'preview', substituteId],
    queryFn: () =>
      apiRequest<One<LeavePreview>>(
        `${LEAVES}/${id}/preview${substituteId === null ? '' : `?substitute_id=${substituteId}`}`,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });

function useLeaveChange<Input>(send: (input: Input) => Promise<One<TutorLeave>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all(
        [
          LEAVES_KEY,
          adminKeys.resource('schedules'),
          adminKeys.resource('makeup-credits'),
          adminKeys.resource('audit-log'),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

/** `POST /api/admin/tutor-leaves`: `{ tutor_id, starts_on, ends_on, reason? }`. */
export const useEnterLeave = () =>
  useLeaveChange((values: Values) =>
    apiRequest<One<TutorLeave>>(LEAVES, { method: 'POST', body: values }),
  );

/** `POST …/:id/approve`: `{ substitute_id }` (null: every class cancelled with a credit). */
export const useApproveLeave = () =>
  useLeaveChange(({ id, substituteId }: { id: number; substituteId: number | null }) =>
    apiRequest<One<TutorLeave>>(`${LEAVES}/${id}/approve`, {
      method: 'POST',
      body: { substitute_id: substituteId },
    }),
  );

/** `POST …/:id/refuse` or `…/:id/withdraw`. */
export const useDecideLeave = () =>
  useLeaveChange(({ id, decision }: { id: number; decision: 'refuse' | 'withdraw' }) =>
    apiRequest<One<TutorLeave>>(`${LEAVES}/${id}/${decision}`, { method: 'POST' }),
  );
