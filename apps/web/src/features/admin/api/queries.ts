import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminList, AdminResource } from '@iqra/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/server-errors.ts';
import { buildListQuery, type ListParams } from './list-query.ts';

export type RecordId = number | string;

/** A failed action's words: the server's own (a 409 says why) or the usual apology. */
export const actionErrorMessage = serverMessage;

/** What the back office caches: its resources, and the school's rules and tutors' pay beside them. */
export type AdminArea = AdminResource | 'school-settings' | 'pay' | 'school-calendar';

export const adminPath = (resource: AdminResource, id?: RecordId) =>
  `/api/admin/${resource}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;

/** Every back-office query starts with 'admin', then the resource: one prefix to invalidate. */
export const adminKeys = {
  all: ['admin'] as const,
  resource: (area: AdminArea) => ['admin', area] as const,
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
