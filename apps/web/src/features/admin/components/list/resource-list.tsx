import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ErrorBanner } from '../../../../components/form-field.tsx';
import { actionErrorMessage } from '../../api/queries.ts';
import { SuccessStatus } from '../notice.tsx';
import type { ResourceConfig } from '../resource-config.ts';
import { ListDialogs } from './list-dialogs.tsx';
import { ListTable } from './list-table.tsx';
import { ListFilters, ListHeader } from './list-toolbar.tsx';
import { RowButtons } from './row-buttons.tsx';
import { useResourceList } from './use-resource-list.ts';

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
  const { i18n, t } = useLingui();
  const idPrefix = useId().replace(/:/g, '');
  const list = useResourceList(config, { embedded, fixed, initialPerPage });
  const { ordered, rows, notice, setNotice, dialogs } = list;
  const heading = title ?? i18n._(config.title);
  const singular = i18n._(config.singular);
  const canCreate = allowCreate && Boolean(config.form?.create);
  const columns = config.columns.filter((column) => !hiddenColumns.includes(column.field));

  return (
    <section
      aria-labelledby={`${idPrefix}-heading`}
      className={embedded ? 'mt-10' : ''}
      onClickCapture={list.search.cancelSearchOnLink}
    >
      <ListHeader
        config={config}
        idPrefix={idPrefix}
        heading={heading}
        embedded={embedded}
        headingRef={list.headingRef}
        exporting={list.exporting}
        onExport={list.exportCsv}
        newLabel={canCreate ? (createLabel ?? t`New ${singular}`) : undefined}
        onNew={dialogs.openCreate}
      />
      <ListFilters
        config={config}
        idPrefix={idPrefix}
        heading={heading}
        searchable={!ordered}
        filters={(config.filters ?? []).filter((filter) => !(filter.name in fixed))}
        draft={list.search.draft}
        onDraft={list.search.setDraft}
        values={list.state.filters}
        onFilter={(name, value) => list.update({ filters: { [name]: value } })}
      />

      <div className="mt-4 space-y-2">
        <ErrorBanner
          message={
            notice.error ?? (list.query.error ? actionErrorMessage(list.query.error) : undefined)
          }
        />
        <SuccessStatus message={notice.success} className="text-sm text-success empty:hidden" />
      </div>

      {ordered && rows.length > 1 && (
        <p className="mt-2 text-sm text-muted">
          <Trans>
            Drag a row by its handle, or use Move up and Move down, to change the order. It is saved
            at once.
          </Trans>
        </p>
      )}

      <ListTable
        config={config}
        idPrefix={idPrefix}
        heading={heading}
        columns={columns}
        list={list}
        actions={(row, rowIndex) => (
          <RowButtons
            config={config}
            row={row}
            index={rowIndex}
            count={rows.length}
            moving={list.moving}
            onMove={list.move}
            onEdit={dialogs.openEdit}
            onDelete={dialogs.openDelete}
            notify={setNotice}
          />
        )}
      />

      <ListDialogs
        config={config}
        dialogs={dialogs}
        fixed={fixed}
        createLabel={createLabel}
        notify={setNotice}
      />
    </section>
  );
}
