import { describe, expect, it } from 'vitest';
import {
  buildListQuery,
  changeListParams,
  fromSortParam,
  listParamsToSearch,
  readListParams,
  toSortParam,
  type ListParams,
} from './list-query.ts';

const base: ListParams = { page: 3, perPage: 20, q: '', sort: 'position', filters: {} };

describe('buildListQuery', () => {
  it('names the API’s parameters and leaves empty ones out', () => {
    expect(
      buildListQuery({
        page: 2,
        perPage: 50,
        q: '  tajweed ',
        sort: '-created_at',
        filters: { status: 'new', category_id: '' },
      }),
    ).toBe('page=2&per_page=50&q=tajweed&sort=-created_at&status=new');
    expect(buildListQuery({ q: '   ', sort: '' })).toBe('');
  });

  it('writes filters in one order, so the same list has the same key', () => {
    expect(buildListQuery({ filters: { status: 'active', user_id: '4' } })).toBe(
      buildListQuery({ filters: { user_id: '4', status: 'active' } }),
    );
  });

  it('encodes what people type', () => {
    expect(buildListQuery({ q: 'a&b=c' })).toBe('q=a%26b%3Dc');
  });
});

describe('the address bar keeps a list’s state', () => {
  it('reads page, size, search, sort and known filters; bad numbers fall back', () => {
    const search = new URLSearchParams('page=2&per_page=50&q=noor&sort=-email&role=admin&x=1');
    expect(readListParams(search, ['role'])).toEqual({
      page: 2,
      perPage: 50,
      q: 'noor',
      sort: '-email',
      filters: { role: 'admin' },
    });
    const odd = readListParams(new URLSearchParams('page=-1&per_page=7'), [], 'position');
    expect(odd).toMatchObject({ page: 1, perPage: 20, sort: 'position' });
  });

  it('writes only what differs from the defaults', () => {
    expect(listParamsToSearch({ ...base, page: 1 }, 'position').toString()).toBe('');
    expect(
      listParamsToSearch({ ...base, q: 'x', filters: { status: 'new' } }, 'position').toString(),
    ).toBe('page=3&q=x&status=new');
  });
});

describe('changeListParams', () => {
  it('starts again at page 1 after a new search, sort, size or filter', () => {
    expect(changeListParams(base, { q: 'x' }).page).toBe(1);
    expect(changeListParams(base, { sort: '-position' }).page).toBe(1);
    expect(changeListParams(base, { perPage: 50 }).page).toBe(1);
    expect(changeListParams(base, { filters: { status: 'new' } })).toMatchObject({
      page: 1,
      filters: { status: 'new' },
    });
  });

  it('keeps the page when nothing it depends on changed, and drops cleared filters', () => {
    const filtered = { ...base, filters: { status: 'new' } };
    expect(changeListParams(filtered, { page: 4 }).page).toBe(4);
    expect(changeListParams(filtered, { q: '' }).page).toBe(3);
    expect(changeListParams(filtered, { filters: { status: '' } }).filters).toEqual({});
  });
});

describe('sort', () => {
  it('maps PrimeReact’s order to the API’s field and back', () => {
    expect(toSortParam('name', 1)).toBe('name');
    expect(toSortParam('name', -1)).toBe('-name');
    expect(toSortParam('name', 0)).toBe('');
    expect(toSortParam(undefined, 1)).toBe('');
    expect(fromSortParam('-created_at')).toEqual({ field: 'created_at', order: -1 });
    expect(fromSortParam('name')).toEqual({ field: 'name', order: 1 });
    expect(fromSortParam('')).toEqual({ field: undefined, order: 0 });
  });
});
