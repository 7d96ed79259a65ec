/* eslint-disable lingui/no-unlocalized-strings -- requests to the API (methods, paths, query
   parameters): no words a person reads. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFamily } from '@iqra/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateAfterChange } from './mutations.ts';
import { adminKeys, adminPath, adminRecordQueryOptions, type RecordId } from './queries.ts';

// Families beside their list (docs/api.md): staff link a learner to a parent, unlink one, and
// move a child to another parent. Each change is audited, so the family's history refetches
// with the families.

type Values = Record<string, unknown>;

/** A learner's family (`GET /api/admin/families/:id`); off for accounts that are not learners'. */
export const useFamily = (id: RecordId, enabled = true) =>
  useQuery({ ...adminRecordQueryOptions<AdminFamily>('families', id), enabled });

const childPath = (guardianId: RecordId, childId: RecordId) =>
  `${adminPath('families', guardianId)}/children/${encodeURIComponent(String(childId))}`;

/** `POST /api/admin/families`: `{ guardian_id, child_id, consent }` → the parent's family. */
const link = (values: Values) =>
  apiRequest<{ data: AdminFamily }>(adminPath('families'), { method: 'POST', body: values });

/** `DELETE /api/admin/families/:id/children/:childId`. */
const unlink = ({ guardianId, childId }: { guardianId: RecordId; childId: RecordId }) =>
  apiRequest<undefined>(childPath(guardianId, childId), { method: 'DELETE' });

/** `POST …/children/:childId/move`: `{ guardian_id, consent }` → the new parent's family. */
const move = ({ from, childId, values }: { from: RecordId; childId: RecordId; values: Values }) =>
  apiRequest<{ data: AdminFamily }>(`${childPath(from, childId)}/move`, {
    method: 'POST',
    body: values,
  });

/** A change to families: the families, the learners and the audit log refetch after it. */
function useFamilyChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await invalidateAfterChange(queryClient, 'families');
      await queryClient.invalidateQueries({ queryKey: adminKeys.resource('audit-log') });
    },
  });
}

export const useLinkChild = () => useFamilyChange(link);
export const useUnlinkChild = () => useFamilyChange(unlink);
export const useMoveChild = () => useFamilyChange(move);
