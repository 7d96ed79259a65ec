import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type DragEvent, type ReactNode } from 'react';

// The back office's tables: a plain HTML table (a screen reader reads it as one), with
// headers that sort, rows that may be dragged into order, and a loading veil over the rows
// while the next ones come. What PrimeReact's DataTable did for these screens, without its
// 80 kB (compressed) of code: a list screen opens sooner and answers taps sooner.

/** A column: its header, and its cell drawn from the row. */
export interface TableColumn<Row> {
  /** Unique among the table's columns (React's key). */
  key: string;
  header: ReactNode;
  cell: (row: Row, rowIndex: number) => ReactNode;
  /** The name the table's sort uses for this column; none, it does not sort. */
  sortKey?: string;
  /** Tailwind classes for its cells (width, wrapping). */
  className?: string;
}

/** The table's order: a column's sort key and its direction (1 up, -1 down; none, unsorted). */
export interface TableSort {
  key: string | undefined;
  order: 1 | -1 | 0;
}

const SORT_ICON = { 1: 'pi-sort-amount-up-alt', [-1]: 'pi-sort-amount-down', 0: 'pi-sort-alt' };
const ARIA_SORT = { 1: 'ascending', [-1]: 'descending', 0: undefined } as const;

/** A header's next order when pressed: up, then down, then back to the list's own order. */
export function nextSort(sort: TableSort, key: string): TableSort {
  if (sort.key !== key || sort.order === 0) return { key, order: 1 };
  return sort.order === 1 ? { key, order: -1 } : { key: undefined, order: 0 };
}

function HeaderCell<Row>({
  column,
  sort,
  onSort,
}: {
  column: TableColumn<Row>;
  sort?: TableSort;
  onSort?: (sort: TableSort) => void;
}) {
  const sortKey = column.sortKey;
  if (!sortKey || !sort || !onSort) {
    return (
      <th scope="col" className={`admin-th ${column.className ?? ''}`}>
        {column.header}
      </th>
    );
  }
  const order = sort.key === sortKey ? sort.order : 0;
  return (
    <th
      scope="col"
      aria-sort={ARIA_SORT[order]}
      className={`admin-th p-0 ${order ? 'bg-tint text-primary' : ''} ${column.className ?? ''}`}
    >
      <button
        type="button"
        className="flex min-h-10 w-full items-center gap-2 px-3 py-2 text-start font-semibold hover:text-primary"
        onClick={() => onSort(nextSort(sort, sortKey))}
      >
        {column.header}
        <i className={`pi ${SORT_ICON[order]} text-xs`} aria-hidden />
      </button>
    </th>
  );
}

/** Dragging rows by their handles: where each row may be dropped, and the handle itself. */
function useRowDrag(onMove: ((from: number, to: number) => void) | undefined) {
  const { t } = useLingui();
  const [dragged, setDragged] = useState<number>();
  const [over, setOver] = useState<number>();
  const end = () => {
    setDragged(undefined);
    setOver(undefined);
  };
  const dragging = onMove !== undefined && dragged !== undefined;
  return {
    rowClass: (index: number) =>
      `${over === index && dragged !== index ? 'outline-2 -outline-offset-2 outline-gold' : ''} ${
        dragged === index ? 'opacity-50' : ''
      }`,
    rowProps: (index: number) =>
      dragging
        ? {
            onDragOver: (event: DragEvent) => {
              event.preventDefault();
              setOver(index);
            },
            onDrop: (event: DragEvent) => {
              event.preventDefault();
              if (dragged !== index) onMove(dragged, index);
              end();
            },
          }
        : {},
    handle: (index: number) => (
      <span
        draggable
        title={t`Drag to move`}
        aria-hidden
        className="inline-flex min-h-9 min-w-9 cursor-move items-center justify-center text-muted"
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          // Firefox starts a drag only with data.
          event.dataTransfer.setData('text/plain', String(index));
          setDragged(index);
        }}
        onDragEnd={end}
      >
        <i className="pi pi-bars" />
      </span>
    ),
  };
}

/**
 * Rows in a table. With `onMove`, each row has a handle to drag it to another place (the
 * keyboard's way is the row's own Move up / Move down buttons).
 */
export function Table<Row extends { id: string | number }>({
  rows,
  columns,
  labelledBy,
  emptyMessage,
  minWidth,
  sort,
  onSort,
  onMove,
  loading = false,
}: {
  rows: readonly Row[];
  columns: TableColumn<Row>[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  emptyMessage: ReactNode;
  /** Narrower than this, the table scrolls sideways inside its box. */
  minWidth: string;
  sort?: TableSort;
  onSort?: (sort: TableSort) => void;
  onMove?: (from: number, to: number) => void;
  /** Other rows are on their way: the present ones are veiled. */
  loading?: boolean;
}) {
  const drag = useRowDrag(onMove);
  const width = columns.length + (onMove ? 1 : 0);
  return (
    // `relative` keeps screen-reader-only text (absolutely placed) inside the box, or it
    // would widen the page on phones.
    <div className="relative overflow-x-auto">
      <table
        aria-labelledby={labelledBy}
        aria-busy={loading || undefined}
        className="admin-grid w-full border-collapse text-start"
        style={{ minWidth }}
      >
        <thead>
          <tr>
            {onMove && (
              <th scope="col" className="admin-th w-12">
                <span className="sr-only">
                  <Trans>Drag</Trans>
                </span>
              </th>
            )}
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className="admin-empty">
              <td colSpan={width} className="admin-td">
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr
                key={row.id}
                className={`${index % 2 ? 'bg-[#f9fafb]' : ''} ${drag.rowClass(index)}`}
                {...drag.rowProps(index)}
              >
                {onMove && <td className="admin-td">{drag.handle(index)}</td>}
                {columns.map((column) => (
                  <td key={column.key} className={`admin-td ${column.className ?? ''}`}>
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {loading && (
        <div className="absolute inset-0 flex items-center justify-center bg-white/60">
          <i className="pi pi-spin pi-spinner text-2xl text-primary" aria-hidden />
        </div>
      )}
    </div>
  );
}
