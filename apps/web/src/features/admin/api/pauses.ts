/* eslint-disable lingui/no-unlocalized-strings -- requests to the API (methods, paths, query
   parameters): no words a person reads. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPause, List, One, PauseList } from '@iqra/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './queries.ts';

// Learners' pauses in the back office (docs/api.md): those waiting for staff, to grant or
// refuse, and the recent ones. A decision changes classes, so their lists refetch too.

const PAUSES = '/api/admin/pauses';
const PAUSES_KEY = ['admin', 'pauses'];

/** `GET /api/admin/pauses?status=`: waiting (oldest first) or recent (newest first). */
export const usePauses = (list: PauseList) =>
  useQuery({
    queryKey: [...PAUSES_KEY, list],
    queryFn: () => apiRequest<List<AdminPause>>(`${PAUSES}?status=${list}`),
  });

/** `POST /api/admin/pauses/:id/grant` or `/refuse`. */
export function useDecidePause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'grant' | 'refuse' }) =>
      apiRequest<One<AdminPause>>(`${PAUSES}/${id}/${decision}`, { method: 'POST' }),
    onSettled: async () => {
      await Promise.all(
        [
          PAUSES_KEY,
          adminKeys.resource('schedules'),
          adminKeys.resource('subscriptions'),
          adminKeys.resource('audit-log'),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
