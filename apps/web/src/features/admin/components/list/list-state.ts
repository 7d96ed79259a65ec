import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeListParams,
  listParamsToSearch,
  readListParams,
  type ListParams,
} from '../../api/list-query.ts';
import type { ResourceConfig } from '../resource-config.ts';

/**
 * The list's state: in the address bar for a screen of its own (Back and shared links keep
 * it), in memory for a list embedded in another screen.
 */
export function useListState(config: ResourceConfig, embedded: boolean, initialPerPage?: number) {
  const filterNames = (config.filters ?? []).map((filter) => filter.name);
  const [searchParams, setSearchParams] = useSearchParams();
  const [local, setLocal] = useState(() => ({
    ...readListParams(new URLSearchParams(), filterNames, config.defaultSort),
    ...(initialPerPage ? { perPage: initialPerPage } : {}),
  }));
  const state = embedded ? local : readListParams(searchParams, filterNames, config.defaultSort);
  const update = (change: Partial<ListParams>) => {
    const next = changeListParams(state, change);
    if (embedded) setLocal(next);
    else
      setSearchParams(listParamsToSearch(next, config.defaultSort), {
        replace: change.q !== undefined,
        preventScrollReset: true,
      });
  };
  return [state, update] as const;
}

/** The search box's text, apart from the list's `q`: typing searches after a pause, not on every key. */
export function useSearchDraft(q: string, search: (q: string) => void) {
  const [draft, setDraft] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  if (seenQ !== q) {
    setSeenQ(q);
    setDraft(q);
  }
  const searchNow = useEffectEvent(search);
  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (draft === q) return;
    pendingSearch.current = setTimeout(() => searchNow(draft), 300);
    return () => clearTimeout(pendingSearch.current);
  }, [draft, q]);
  // A link followed during the pause wins: the search must not pull the page back here.
  const cancelSearchOnLink = (event: { target: EventTarget }) => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    if (event.target instanceof Element && event.target.closest('a[href]')) {
      clearTimeout(pendingSearch.current);
    }
  };
  return { draft, setDraft, cancelSearchOnLink };
}
