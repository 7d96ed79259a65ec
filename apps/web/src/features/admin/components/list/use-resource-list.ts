import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useRef, useState } from 'react';
import { buildListQuery, type ListParams } from '../../api/list-query.ts';
import { useReorder } from '../../api/mutations.ts';
import { adminKeys, adminPath, useAdminList } from '../../api/queries.ts';
import { useDownload } from '../../api/use-download.ts';
import { moveItem } from '../../utils/reorder.ts';
import { reportTo } from '../notice.tsx';
import type { AdminRow, Notice, Notify, ResourceConfig } from '../resource-config.ts';
import { useListState, useSearchDraft } from './list-state.ts';
import { useRowDialogs } from './use-row-dialogs.ts';

const ORDERED_PAGE_SIZE = 100;

/** Drag-and-drop and Move up / Move down: the new order is saved at once. */
function useRowOrder(config: ResourceConfig, params: ListParams, rows: AdminRow[], notify: Notify) {
  const { t } = useLingui();
  const reorder = useReorder(
    config.resource,
    adminKeys.list(config.resource, buildListQuery(params)),
  );
  const move = (from: number, to: number) => {
    notify({});
    reorder.mutate(moveItem(rows, from, to), reportTo(notify, t`The new order is saved.`));
  };
  return { move, moving: reorder.isPending };
}

/**
 * Everything a list screen knows: its state (address bar or memory), the rows the API
 * answered for it, the search being typed, the message of the last action, the dialogs, and
 * what the buttons do.
 */
export function useResourceList(
  config: ResourceConfig,
  {
    embedded,
    fixed,
    initialPerPage,
  }: { embedded: boolean; fixed: Record<string, string | number>; initialPerPage?: number },
) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [state, update] = useListState(config, embedded, initialPerPage);
  const ordered = Boolean(config.ordered);
  const fixedFilters = Object.fromEntries(
    Object.entries(fixed).map(([name, value]) => [name, String(value)]),
  );
  const params: ListParams = ordered
    ? { page: 1, perPage: ORDERED_PAGE_SIZE, q: '', sort: 'position', filters: fixedFilters }
    : { ...state, filters: { ...state.filters, ...fixedFilters } };
  const query = useAdminList<AdminRow>(config.resource, params);
  // The rows are drawn in a render React may interrupt: a page of a wide table takes long
  // enough to keep a slow phone from answering a tap (the query's own update cannot wait).
  const data = useDeferredValue(query.data);
  const rows = data?.data ?? [];

  const [notice, setNotice] = useState<Notice>({});
  const search = useSearchDraft(state.q, (q) => update({ q }));
  const { move, moving } = useRowOrder(config, params, rows, setNotice);
  const csv = useDownload(setNotice);
  const exportCsv = () => {
    setNotice({});
    const filtered = buildListQuery({ q: params.q, filters: params.filters });
    void csv.download(
      `${adminPath(config.resource)}/export${filtered ? `?${filtered}` : ''}`,
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a file name, not words
      `${config.resource}.csv`,
    );
  };
  const dialogs = useRowDialogs(config, setNotice, headingRef);

  return {
    headingRef,
    state,
    update,
    ordered,
    params,
    query,
    rows,
    total: data?.meta.total ?? 0,
    /** Nothing to show yet: the first answer is on its way (or not yet drawn). */
    pending: data === undefined && !query.error,
    /** A search or a filter of the staff's own narrows the list (for the empty message). */
    narrowed: Boolean(params.q) || Object.keys(state.filters).length > 0,
    notice,
    setNotice,
    search,
    move,
    moving,
    exporting: csv.busy,
    exportCsv,
    dialogs,
  };
}

export type ResourceListModel = ReturnType<typeof useResourceList>;
