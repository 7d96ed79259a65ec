import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import type { ReactNode } from 'react';
import { fromSortParam, PER_PAGE_OPTIONS, toSortParam } from '../../api/list-query.ts';
import type { AdminRow, ColumnConfig, ResourceConfig } from '../resource-config.ts';
import type { ResourceListModel } from './use-resource-list.ts';

/** "Rows per page" as a labelled native select: PrimeReact's own dropdown has no accessible name. */
function RowsPerPage({
  idPrefix,
  perPage,
  onChange,
}: {
  idPrefix: string;
  perPage: number;
  onChange: (perPage: number) => void;
}) {
  return (
    <span className="ml-2 flex items-center gap-2 text-sm">
      <label htmlFor={`${idPrefix}-per-page`}>Rows per page</label>
      <select
        id={`${idPrefix}-per-page`}
        className="field-input min-h-9 w-auto py-1"
        value={perPage}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {PER_PAGE_OPTIONS.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </span>
  );
}

const emptyMessage = (config: ResourceConfig, list: ResourceListModel) => {
  if (list.query.isPending) return 'Loading…';
  return list.narrowed
    ? `No ${config.title.toLowerCase()} match this search.`
    : `No ${config.title.toLowerCase()} yet.`;
};

/**
 * The rows, paged and sorted by the API; a list kept in order shows them all at once, by
 * position, with a drag handle. `actions` draws each row's last cell.
 */
export function ListTable({
  config,
  idPrefix,
  columns,
  list,
  actions,
}: {
  config: ResourceConfig;
  idPrefix: string;
  columns: ColumnConfig<AdminRow>[];
  list: ResourceListModel;
  actions: (row: AdminRow, options: { rowIndex: number }) => ReactNode;
}) {
  const { ordered, params, update } = list;
  const sort = fromSortParam(params.sort);
  return (
    <div className="admin-table mt-3 rounded-xl border border-line bg-white">
      <DataTable
        value={list.rows}
        dataKey="id"
        lazy={!ordered}
        loading={list.query.isFetching && !list.query.isPending}
        paginator={!ordered && list.total > 0}
        first={(params.page - 1) * params.perPage}
        rows={params.perPage}
        totalRecords={list.total}
        rowsPerPageOptions={PER_PAGE_OPTIONS}
        paginatorTemplate={{
          layout:
            'FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink RowsPerPageDropdown',
          RowsPerPageDropdown: () => (
            <RowsPerPage
              idPrefix={idPrefix}
              perPage={params.perPage}
              onChange={(perPage) => update({ perPage })}
            />
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
        onRowReorder={(event) => list.move(event.dragIndex, event.dropIndex)}
        emptyMessage={emptyMessage(config, list)}
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
  );
}
