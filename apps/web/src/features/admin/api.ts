import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  AdminList,
  AdminResource,
  AdminSchedule,
  AdminScheduleSeriesInput,
  UploadedImage,
} from '@iqra/contracts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { UNEXPECTED_ERROR } from '../../lib/server-errors.ts';
import { sessionQueryOptions } from '../../lib/session.ts';
import { buildListQuery, type ListParams } from './list-query.ts';

export type RecordId = number | string;

/** A failed action's words: the server's own (a 409 says why) or the usual apology. */
export function actionErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : UNEXPECTED_ERROR;
}

export const adminPath = (resource: AdminResource, id?: RecordId) =>
  `/api/admin/${resource}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;

/** Every back-office query starts with 'admin', then the resource: one prefix to invalidate. */
export const adminKeys = {
  all: ['admin'] as const,
  resource: (resource: AdminResource) => ['admin', resource] as const,
  list: (resource: AdminResource, query: string) => ['admin', resource, 'list', query] as const,
  one: (resource: AdminResource, id: RecordId) => ['admin', resource, 'one', String(id)] as const,
};

export const getAdminList = <T>(resource: AdminResource, query: string) =>
  apiRequest<AdminList<T>>(`${adminPath(resource)}${query ? `?${query}` : ''}`);

export const adminListQueryOptions = <T>(resource: AdminResource, params: Partial<ListParams>) => {
  const query = buildListQuery(params);
  return queryOptions({
    queryKey: adminKeys.list(resource, query),
    queryFn: () => getAdminList<T>(resource, query),
    // Paging and searching keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
};

export const useAdminList = <T>(
  resource: AdminResource,
  params: Partial<ListParams>,
  enabled = true,
) => useQuery({ ...adminListQueryOptions<T>(resource, params), enabled });

export const getAdminRecord = <T>(resource: AdminResource, id: RecordId) =>
  apiRequest<{ data: T }>(adminPath(resource, id));

export const adminRecordQueryOptions = <T>(resource: AdminResource, id: RecordId) =>
  queryOptions({
    queryKey: adminKeys.one(resource, id),
    queryFn: () => getAdminRecord<T>(resource, id),
    staleTime: 10_000,
  });

export const useAdminRecord = <T>(resource: AdminResource, id: RecordId) =>
  useQuery(adminRecordQueryOptions<T>(resource, id));

/**
 * After any change: the changed resource's lists refetch now; every other back-office list
 * (counts, names shown elsewhere) and the public site's cached data are marked stale, so
 * the next screen that needs them asks again.
 */
export async function invalidateAfterChange(queryClient: QueryClient, resource: AdminResource) {
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

/** `POST /api/admin/schedules/series`: a weekly series of classes for one subscription. */
export function useCreateScheduleSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminScheduleSeriesInput) =>
      apiRequest<{ data: AdminSchedule[] }>('/api/admin/schedules/series', {
        method: 'POST',
        body: { ...input },
      }),
    onSuccess: () => invalidateAfterChange(queryClient, 'schedules'),
  });
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

/** Options of a select field or filter: the rows of a list (an admin list, countries, …). */
export function useOptionRows(path: string, enabled = true) {
  return useQuery({
    queryKey: path.startsWith('/api/admin/')
      ? ['admin', path.slice('/api/admin/'.length).split('?')[0], 'options', path]
      : ['options', path],
    queryFn: () => apiRequest<{ data: Record<string, unknown>[] }>(path),
    staleTime: 60_000,
    enabled,
  });
}
