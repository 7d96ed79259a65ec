import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../../../components/form-field.tsx';
import { actionErrorMessage, adminKeys, adminPath, useAdminList } from '../../api/queries.ts';
import { useDeleteRecord, useReorder } from '../../api/mutations.ts';
import { downloadFile } from '../../api/download.ts';
import { useOptions } from '../fields/field-input.tsx';
import {
  buildListQuery,
  changeListParams,
  fromSortParam,
  listParamsToSearch,
  PER_PAGE_OPTIONS,
  readListParams,
  toSortParam,
  type ListParams,
} from '../../api/list-query.ts';
import { moveItem } from '../../utils/reorder.ts';
import type { AdminRow, FilterConfig, Notify, ResourceConfig } from '../resource-config.ts';
import { ConfirmDialog, ResourceFormDialog } from '../form/resource-form.tsx';
import { iconButton, smallButton, smallDangerButton } from '../ui.ts';

const ORDERED_PAGE_SIZE = 100;

/**
 * The list's state: in the address bar for a screen of its own (Back and shared links keep
 * it), in memory for a list embedded in another screen.
 */
function useListState(config: ResourceConfig, embedded: boolean, initialPerPage?: number) {
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

function FilterSelect({
  filter,
  value,
  idPrefix,
  onChange,
}: {
  filter: FilterConfig;
  value: string;
  idPrefix: string;
  onChange: (value: string) => void;
}) {
  const { options, loading } = useOptions(filter.source);
  const id = `${idPrefix}-filter-${filter.name}`;
  return (
    <div className="min-w-40 flex-1 sm:flex-none">
      <label htmlFor={id} className="field-label">
        {filter.label}
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        aria-busy={loading}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The one list screen of the back office: search, filters, sortable columns and paging
 * against `GET /api/admin/<resource>`, New / Edit in a dialog, Delete after a confirmation,
 * and — for lists kept in order by hand — drag-and-drop plus Move up / Move down.
 */
export function ResourceList({
  config,
  embedded = false,
  fixed = {},
  hiddenColumns = [],
  title,
  createLabel,
  allowCreate = true,
  initialPerPage,
}: {
  config: ResourceConfig;
  /** Part of another screen: an h2, and the state kept in memory. */
  embedded?: boolean;
  /** Filters the screen fixes (the subscription whose classes these are); also sent on create. */
  fixed?: Record<string, string | number>;
  hiddenColumns?: string[];
  title?: string;
  createLabel?: string;
  allowCreate?: boolean;
  /** An embedded list's first page size (a subscription's classes all at once). */
  initialPerPage?: number;
}) {
  const idPrefix = useId().replace(/:/g, '');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [state, update] = useListState(config, embedded, initialPerPage);
  const ordered = Boolean(config.ordered);
  const fixedFilters = Object.fromEntries(
    Object.entries(fixed).map(([name, value]) => [name, String(value)]),
  );
  const params: ListParams = ordered
    ? { page: 1, perPage: ORDERED_PAGE_SIZE, q: '', sort: 'position', filters: fixedFilters }
    : { ...state, filters: { ...state.filters, ...fixedFilters } };
  const list = useAdminList<AdminRow>(config.resource, params);
  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;

  // The row stays set while its dialog closes, so the dialog's title does not change mid-way.
  const [editing, setEditing] = useState<AdminRow | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminRow | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [notice, setNotice] = useState<{ success?: string; error?: string }>({});
  const notify: Notify = (message) => setNotice(message);
  const remove = useDeleteRecord(config.resource);
  const reorder = useReorder(
    config.resource,
    adminKeys.list(config.resource, buildListQuery(params)),
  );
  const [exporting, setExporting] = useState(false);

  // Typing searches after a pause, not on every key.
  const [draft, setDraft] = useState(state.q);
  const [seenQ, setSeenQ] = useState(state.q);
  if (seenQ !== state.q) {
    setSeenQ(state.q);
    setDraft(state.q);
  }
  const search = useEffectEvent((q: string) => update({ q }));
  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (draft === state.q) return;
    pendingSearch.current = setTimeout(() => search(draft), 300);
    return () => clearTimeout(pendingSearch.current);
  }, [draft, state.q]);
  // A link followed during the pause wins: the search must not pull the page back here.
  const cancelSearchOnLink = (event: { target: EventTarget }) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) {
      clearTimeout(pendingSearch.current);
    }
  };

  const heading = title ?? config.title;
  const Heading = embedded ? 'h2' : 'h1';
  const visibleFilters = (config.filters ?? []).filter((filter) => !(filter.name in fixed));
  const canCreate = allowCreate && Boolean(config.form?.create);
  const canEdit = Boolean(config.editPath || config.form?.update);
  const Extras = config.extras;
  const sort = fromSortParam(params.sort);

  const move = (from: number, to: number) => {
    setNotice({});
    reorder.mutate(moveItem(rows, from, to), {
      onSuccess: () => setNotice({ success: 'The new order is saved.' }),
      onError: (error) => setNotice({ error: actionErrorMessage(error) }),
    });
  };

  const exportCsv = async () => {
    setExporting(true);
    setNotice({});
    try {
      const query = buildListQuery({ q: params.q, filters: params.filters });
      const name = await downloadFile(
        `${adminPath(config.resource)}/export${query ? `?${query}` : ''}`,
        `${config.resource}.csv`,
      );
      setNotice({ success: `Downloaded ${name}.` });
    } catch (error) {
      setNotice({ error: actionErrorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const label = config.label(deleting);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleteOpen(false);
        setNotice({ success: `Deleted “${label}”.` });
        // The row and its button are gone: the list's heading takes the focus instead.
        setTimeout(() => headingRef.current?.focus(), 0);
      },
      onError: (error) => {
        setDeleteOpen(false);
        setNotice({ error: actionErrorMessage(error) });
      },
    });
  };

  const actions = (row: AdminRow, options: { rowIndex: number }) => {
    const label = config.label(row);
    return (
      <div className="flex items-center gap-2">
        {ordered && (
          <>
            <button
              type="button"
              className={iconButton}
              aria-label={`Move ${label} up`}
              disabled={options.rowIndex === 0 || reorder.isPending}
              onClick={() => move(options.rowIndex, options.rowIndex - 1)}
            >
              <i className="pi pi-arrow-up" aria-hidden />
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={`Move ${label} down`}
              disabled={options.rowIndex === rows.length - 1 || reorder.isPending}
              onClick={() => move(options.rowIndex, options.rowIndex + 1)}
            >
              <i className="pi pi-arrow-down" aria-hidden />
            </button>
          </>
        )}
        {config.editPath ? (
          <Link
            to={config.editPath(row)}
            className={smallButton}
            aria-label={`${config.editLabel ?? 'Edit'} ${label}`}
          >
            {config.editLabel ?? 'Edit'}
          </Link>
        ) : (
          canEdit && (
            <button
              type="button"
              className={smallButton}
              aria-label={`Edit ${label}`}
              onClick={() => {
                setEditing(row);
                setEditOpen(true);
              }}
            >
              Edit
            </button>
          )
        )}
        {Extras && <Extras row={row} notify={notify} />}
        {config.canDelete && (
          <button
            type="button"
            className={smallDangerButton}
            aria-label={`Delete ${label}`}
            onClick={() => {
              setDeleting(row);
              setDeleteOpen(true);
            }}
          >
            Delete
          </button>
        )}
      </div>
    );
  };

  const columns = config.columns.filter((column) => !hiddenColumns.includes(column.field));

  return (
    <section
      aria-labelledby={`${idPrefix}-heading`}
      className={embedded ? 'mt-10' : ''}
      onClickCapture={cancelSearchOnLink}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Heading
            id={`${idPrefix}-heading`}
            ref={headingRef}
            tabIndex={-1}
            className={embedded ? 'text-xl outline-none' : 'text-2xl outline-none sm:text-3xl'}
          >
            {heading}
          </Heading>
          {config.description && !embedded && (
            <p className="mt-1 max-w-2xl text-muted">{config.description}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {config.exportable && (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => void exportCsv()}
              disabled={exporting}
              aria-busy={exporting}
            >
              <i className={`pi ${exporting ? 'pi-spin pi-spinner' : 'pi-download'}`} aria-hidden />
              Export CSV
            </button>
          )}
          {canCreate && (
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
              <i className="pi pi-plus" aria-hidden />
              {createLabel ?? `New ${config.singular}`}
            </button>
          )}
        </div>
      </div>

      {(!ordered || visibleFilters.length > 0) && (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          {!ordered && (
            <div className="min-w-0 flex-1 basis-64">
              <label htmlFor={`${idPrefix}-search`} className="field-label">
                Search {heading.toLowerCase()}
              </label>
              <input
                id={`${idPrefix}-search`}
                type="search"
                className="field-input"
                value={draft}
                placeholder={config.searchHint ? `By ${config.searchHint}` : undefined}
                onChange={(event) => setDraft(event.target.value)}
              />
            </div>
          )}
          {visibleFilters.map((filter) => (
            <FilterSelect
              key={filter.name}
              filter={filter}
              idPrefix={idPrefix}
              value={state.filters[filter.name] ?? ''}
              onChange={(value) => update({ filters: { [filter.name]: value } })}
            />
          ))}
        </div>
      )}

      <div className="mt-4 space-y-2">
        <ErrorBanner
          message={notice.error ?? (list.error ? actionErrorMessage(list.error) : undefined)}
        />
        <p role="status" className="text-sm text-success empty:hidden">
          {notice.success && (
            <>
              <i className="pi pi-check-circle mr-2" aria-hidden />
              {notice.success}
            </>
          )}
        </p>
      </div>

      {ordered && rows.length > 1 && (
        <p className="mt-2 text-sm text-muted">
          Drag a row by its handle, or use Move up and Move down, to change the order. It is saved
          at once.
        </p>
      )}

      <div className="admin-table mt-3 rounded-xl border border-line bg-white">
        <DataTable
          value={rows}
          dataKey="id"
          lazy={!ordered}
          loading={list.isFetching && !list.isPending}
          paginator={!ordered && total > 0}
          first={(params.page - 1) * params.perPage}
          rows={params.perPage}
          totalRecords={total}
          rowsPerPageOptions={PER_PAGE_OPTIONS}
          paginatorTemplate={{
            layout:
              'FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink RowsPerPageDropdown',
            // A labelled native select: PrimeReact's own dropdown has no accessible name.
            RowsPerPageDropdown: () => (
              <span className="ml-2 flex items-center gap-2 text-sm">
                <label htmlFor={`${idPrefix}-per-page`}>Rows per page</label>
                <select
                  id={`${idPrefix}-per-page`}
                  className="field-input min-h-9 w-auto py-1"
                  value={params.perPage}
                  onChange={(event) => update({ perPage: Number(event.target.value) })}
                >
                  {PER_PAGE_OPTIONS.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </select>
              </span>
            ),
          }}
          currentPageReportTemplate="{first}–{last} of {totalRecords}"
          onPage={(event: DataTableStateEvent) =>
            update({ page: (event.page ?? 0) + 1, perPage: event.rows })
          }
          sortField={ordered ? undefined : sort.field}
          sortOrder={ordered ? undefined : sort.order}
          removableSort
          onSort={(event: DataTableStateEvent) =>
            update({ sort: toSortParam(event.sortField, event.sortOrder) })
          }
          reorderableRows={ordered}
          onRowReorder={(event) => move(event.dragIndex, event.dropIndex)}
          emptyMessage={
            list.isPending
              ? 'Loading…'
              : params.q || Object.keys(state.filters).length > 0
                ? `No ${config.title.toLowerCase()} match this search.`
                : `No ${config.title.toLowerCase()} yet.`
          }
          size="small"
          stripedRows
          tableStyle={{ minWidth: `${Math.max(36, columns.length * 7 + 10)}rem` }}
          pt={{ table: { 'aria-labelledby': `${idPrefix}-heading` } }}
        >
          {ordered && (
            <Column rowReorder header={<span className="sr-only">Drag</span>} className="w-12" />
          )}
          {columns.map((column) => (
            <Column
              key={column.field}
              field={column.field}
              header={column.header}
              sortable={!ordered && column.sortable}
              sortField={column.sortField}
              body={column.body}
              className={column.className}
            />
          ))}
          <Column header="Actions" body={actions} className="w-px whitespace-nowrap" />
        </DataTable>
      </div>

      <ResourceFormDialog
        config={config}
        record={null}
        visible={creating}
        fixed={fixed}
        title={createLabel}
        onHide={() => setCreating(false)}
        onSaved={(message) => setNotice({ success: message })}
      />
      <ResourceFormDialog
        config={config}
        record={editing}
        visible={editOpen && editing !== null}
        onHide={() => setEditOpen(false)}
        onSaved={(message) => setNotice({ success: message })}
      />
      <ConfirmDialog
        visible={deleteOpen && deleting !== null}
        title={`Delete this ${config.singular}?`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onHide={() => setDeleteOpen(false)}
      >
        <p>
          “{deleting ? config.label(deleting) : ''}” will be deleted for good. This cannot be
          undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
