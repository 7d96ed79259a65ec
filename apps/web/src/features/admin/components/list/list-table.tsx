import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { fromSortParam, PER_PAGE_OPTIONS, toSortParam } from '../../api/list-query.ts';
import { type AdminRow, type ColumnConfig, type ResourceConfig } from '../resource-config.ts';
import { Table, type TableColumn } from '../table.tsx';
import type { ResourceListModel } from './use-resource-list.ts';

const pagerButtonClass =
  'btn min-h-9 min-w-9 border-transparent px-2 py-1 text-muted hover:bg-tint hover:text-primary disabled:cursor-not-allowed disabled:opacity-40';

/** The pages of a long list: first, previous, where we are, next, last, and rows per page. */
function Pager({
  idPrefix,
  heading,
  page,
  perPage,
  total,
  onChange,
}: {
  idPrefix: string;
  heading: string;
  page: number;
  perPage: number;
  total: number;
  onChange: (change: { page?: number; perPage?: number }) => void;
}) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const first = (page - 1) * perPage + 1;
  const last = Math.min(page * perPage, total);
  const go = (to: number, label: string, icon: string, disabled: boolean) => (
    <button
      type="button"
      className={pagerButtonClass}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange({ page: to })}
    >
      <i className={`pi ${icon}`} aria-hidden />
    </button>
  );
  const list = heading.toLowerCase();
  return (
    <nav
      aria-label={t`Pages of ${list}`}
      className="flex flex-wrap items-center justify-center gap-1 border-t border-line px-3 py-2"
    >
      {go(1, t`First page`, 'pi-angle-double-left', page <= 1)}
      {go(page - 1, t`Previous page`, 'pi-angle-left', page <= 1)}
      <span className="px-2 text-sm text-muted" aria-live="polite">
        <Trans>
          {first}–{last} of {total}
        </Trans>
      </span>
      {go(page + 1, t`Next page`, 'pi-angle-right', page >= pages)}
      {go(pages, t`Last page`, 'pi-angle-double-right', page >= pages)}
      <span className="ms-2 flex items-center gap-2 text-sm">
        <label htmlFor={`${idPrefix}-per-page`}>
          <Trans>Rows per page</Trans>
        </label>
        <select
          id={`${idPrefix}-per-page`}
          className="field-input min-h-9 w-auto py-1"
          value={perPage}
          onChange={(event) => onChange({ perPage: Number(event.target.value) })}
        >
          {PER_PAGE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </span>
    </nav>
  );
}

/** A row's value at a field's path (dots reach into nested objects: `category.name`). */
function valueAt(row: AdminRow, field: string): ReactNode {
  const value = field
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], row);
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The rows, paged and sorted by the API; a list kept in order shows them all at once, by
 * position, with a drag handle. `actions` draws each row's last cell.
 */
export function ListTable({
  config,
  idPrefix,
  heading,
  columns,
  list,
  actions,
}: {
  config: ResourceConfig;
  idPrefix: string;
  heading: string;
  columns: ColumnConfig<AdminRow>[];
  list: ResourceListModel;
  actions: (row: AdminRow, rowIndex: number) => ReactNode;
}) {
  const { i18n, t } = useLingui();
  const { ordered, params, update } = list;
  const sort = fromSortParam(params.sort);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the list heading's id
  const headingId = `${idPrefix}-heading`;
  const rows = i18n._(config.title).toLowerCase();
  const empty = list.pending
    ? t`Loading…`
    : list.narrowed
      ? t`No ${rows} match this search.`
      : t`No ${rows} yet.`;
  const tableColumns: TableColumn<AdminRow>[] = [
    ...columns.map((column) => ({
      key: column.field,
      header: i18n._(column.header),
      cell: column.body ?? ((row: AdminRow) => valueAt(row, column.field)),
      sortKey: !ordered && column.sortable ? (column.sortField ?? column.field) : undefined,
      className: column.className,
    })),
    { key: 'actions', header: t`Actions`, cell: actions, className: 'w-px whitespace-nowrap' },
  ];
  return (
    <div className="admin-table mt-3 rounded-xl border border-line bg-white">
      <Table
        rows={list.rows}
        columns={tableColumns}
        labelledBy={headingId}
        emptyMessage={empty}
        minWidth={`${Math.max(36, columns.length * 7 + 10)}rem`}
        sort={ordered ? undefined : { key: sort.field, order: sort.order }}
        onSort={(next) => update({ sort: toSortParam(next.key, next.order) })}
        onMove={ordered ? list.move : undefined}
        loading={list.query.isFetching && !list.pending}
      />
      {!ordered && list.total > 0 && (
        <Pager
          idPrefix={idPrefix}
          heading={heading}
          page={params.page}
          perPage={params.perPage}
          total={list.total}
          onChange={update}
        />
      )}
    </div>
  );
}
