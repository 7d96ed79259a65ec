/* eslint-disable lingui/no-unlocalized-strings -- requests to the API (methods, paths, query
   parameters): no words a person reads. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminList, AdminRefund, AdminResource, One, UploadedImage } from '@iqra/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionQueryOptions } from '../../../lib/session.ts';
import { adminKeys, adminPath, type AdminArea, type RecordId } from './queries.ts';

/**
 * After any change: the changed resource's lists refetch now; every other back-office list
 * (counts, names shown elsewhere) and the public site's cached data are marked stale, so
 * the next screen that needs them asks again.
 */
export async function invalidateAfterChange(queryClient: QueryClient, resource: AdminArea) {
  const others = queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== 'session' && query.queryKey[1] !== resource,
    refetchType: 'none',
  });
  // Staff may have changed their own account.
  if (resource === 'users') await queryClient.invalidateQueries(sessionQueryOptions);
  await Promise.all([
    others,
    queryClient.invalidateQueries({ queryKey: adminKeys.resource(resource) }),
  ]);
}

export const createRecord = <T>(resource: AdminResource, values: Record<string, unknown>) =>
  apiRequest<{ data: T }>(adminPath(resource), { method: 'POST', body: values });

/** PATCH with only the form's fields: whatever the form does not show stays as it is. */
export const updateRecord = <T>(
  resource: AdminResource,
  id: RecordId,
  values: Record<string, unknown>,
) => apiRequest<{ data: T }>(adminPath(resource, id), { method: 'PATCH', body: values });

export const deleteRecord = (resource: AdminResource, id: RecordId) =>
  apiRequest<undefined>(adminPath(resource, id), { method: 'DELETE' });

/** Creates (no id) or updates (an id) a record of `resource`. */
export function useSaveRecord<T>(resource: AdminResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: RecordId; values: Record<string, unknown> }) =>
      id === undefined ? createRecord<T>(resource, values) : updateRecord<T>(resource, id, values),
    onSuccess: () => invalidateAfterChange(queryClient, resource),
  });
}

export function useDeleteRecord(resource: AdminResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: RecordId) => deleteRecord(resource, id),
    onSuccess: () => invalidateAfterChange(queryClient, resource),
  });
}

/** `POST …/reorder`: the ids in their new order. The list shows the new order at once. */
export function useReorder(resource: AdminResource, listKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: { id: RecordId }[]) =>
      apiRequest<undefined>(`${adminPath(resource)}/reorder`, {
        method: 'POST',
        body: { ids: rows.map((row) => row.id) },
      }),
    onMutate: async (rows) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<AdminList<unknown>>(listKey);
      if (before) queryClient.setQueryData(listKey, { ...before, data: rows });
      return { before };
    },
    onError: (_error, _rows, context) => {
      if (context?.before) queryClient.setQueryData(listKey, context.before);
    },
    onSettled: () => invalidateAfterChange(queryClient, resource),
  });
}

/** `POST /api/admin/uploads`: a JPEG, PNG or WebP image; the answer is its public path. */
export function uploadImage(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<UploadedImage>('/api/admin/uploads', { method: 'POST', body });
}

/** `POST /api/admin/outbox/<id>/retry`: a failed mail goes back in the queue. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<unknown>(`${adminPath('outbox', id)}/retry`, { method: 'POST' }),
    onSuccess: () => invalidateAfterChange(queryClient, 'outbox'),
  });
}

/**
 * `POST /api/admin/payments/<id>/refunds`: staff record money given back outside the provider's
 * notices. The payment (its refunds, what is left) and the lists are read again.
 */
export function useRecordRefund(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      apiRequest<One<AdminRefund>>(`${adminPath('payments', paymentId)}/refunds`, {
        method: 'POST',
        body: values,
      }),
    onSuccess: () => invalidateAfterChange(queryClient, 'payments'),
  });
}
