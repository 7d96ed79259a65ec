/** What a back-office list shows: the page, its size, the search, the sort and the filters. */
export interface ListParams {
  page: number;
  perPage: number;
  q: string;
  /** A field name, `-` first for descending; '' for the server's own order. */
  sort: string;
  filters: Record<string, string>;
}

export const DEFAULT_PER_PAGE = 20;
export const PER_PAGE_OPTIONS = [20, 50, 100];

/**
 * `GET /api/admin/<resource>?…`'s query string: empty values left out, so the same list
 * always has the same string (it is the list's cache key too).
 */
export function buildListQuery(params: Partial<ListParams>): string {
  const query = new URLSearchParams();
  if (params.page !== undefined) query.set('page', String(params.page));
  if (params.perPage !== undefined) query.set('per_page', String(params.perPage));
  if (params.q?.trim()) query.set('q', params.q.trim());
  if (params.sort) query.set('sort', params.sort);
  for (const [name, value] of Object.entries(params.filters ?? {}).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    if (value !== '') query.set(name, value);
  }
  return query.toString();
}

function positiveInteger(value: string | null, fallback: number, max = 100_000): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : fallback;
}

/** A list's state as the address bar keeps it (`?page=2&q=…&status=new`), so Back restores it. */
export function readListParams(
  search: URLSearchParams,
  filterNames: readonly string[],
  defaultSort = '',
): ListParams {
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = search.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: positiveInteger(search.get('page'), 1),
    perPage: PER_PAGE_OPTIONS.includes(Number(search.get('per_page')))
      ? Number(search.get('per_page'))
      : DEFAULT_PER_PAGE,
    q: search.get('q') ?? '',
    sort: search.get('sort') ?? defaultSort,
    filters,
  };
}

/**
 * The next state after a change: a new search, sort, filter or page size starts again at
 * page 1, since the old page number means nothing in the new list.
 */
export function changeListParams(current: ListParams, change: Partial<ListParams>): ListParams {
  const filters = Object.fromEntries(
    Object.entries({ ...current.filters, ...change.filters }).filter(([, value]) => value !== ''),
  );
  const next = { ...current, ...change, filters };
  const restarts =
    (change.q !== undefined && change.q !== current.q) ||
    (change.sort !== undefined && change.sort !== current.sort) ||
    (change.perPage !== undefined && change.perPage !== current.perPage) ||
    (change.filters !== undefined &&
      Object.entries(change.filters).some(
        ([name, value]) => (current.filters[name] ?? '') !== value,
      ));
  if (restarts && change.page === undefined) next.page = 1;
  return next;
}

/** The state as address-bar parameters, defaults left out to keep links short. */
export function listParamsToSearch(params: ListParams, defaultSort = ''): URLSearchParams {
  return new URLSearchParams(
    buildListQuery({
      page: params.page === 1 ? undefined : params.page,
      perPage: params.perPage === DEFAULT_PER_PAGE ? undefined : params.perPage,
      q: params.q,
      sort: params.sort === defaultSort ? '' : params.sort,
      filters: params.filters,
    }),
  );
}

/** PrimeReact's sort (field and 1/-1/0) as the API's `sort`, and back. */
export function toSortParam(field: string | undefined, order: number | null | undefined): string {
  if (!field || !order) return '';
  return order < 0 ? `-${field}` : field;
}

export function fromSortParam(sort: string): { field: string | undefined; order: 1 | -1 | 0 } {
  if (!sort) return { field: undefined, order: 0 };
  return sort.startsWith('-') ? { field: sort.slice(1), order: -1 } : { field: sort, order: 1 };
}
