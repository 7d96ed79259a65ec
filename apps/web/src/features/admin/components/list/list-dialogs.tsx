import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { shownLater } from '../../../../components/shown-later.tsx';
import { ConfirmDialog } from '../dialogs.tsx';
import type { ResourceFormDialog as FormDialog } from '../form/resource-form-dialog.tsx';
import { rowLabel, type Notify, type ResourceConfig } from '../resource-config.ts';
import type { RowDialogs } from './use-row-dialogs.ts';

// The form (its fields, react-hook-form and the contract's checks) comes when New or Edit is
// first pressed, so a list opens without it.
const ResourceFormDialog = shownLater<ComponentProps<typeof FormDialog>>(() =>
  import('../form/resource-form-dialog.tsx').then((m) => ({ default: m.ResourceFormDialog })),
);

/** New and Edit in a form dialog, Delete after a confirmation that names the row. */
export function ListDialogs({
  config,
  dialogs,
  fixed,
  createLabel,
  notify,
}: {
  config: ResourceConfig;
  dialogs: RowDialogs;
  fixed: Record<string, string | number>;
  createLabel: string | undefined;
  notify: Notify;
}) {
  const { i18n, t } = useLingui();
  const singular = i18n._(config.singular);
  const name = dialogs.deleting ? rowLabel(config, dialogs.deleting, i18n) : '';
  return (
    <>
      <ResourceFormDialog
        config={config}
        record={null}
        visible={dialogs.creating}
        fixed={fixed}
        title={createLabel}
        onHide={dialogs.closeCreate}
        onSaved={(message) => notify({ success: message })}
      />
      <ResourceFormDialog
        config={config}
        record={dialogs.editing}
        visible={dialogs.editOpen}
        onHide={dialogs.closeEdit}
        onSaved={(message) => notify({ success: message })}
      />
      <ConfirmDialog
        visible={dialogs.deleteOpen}
        title={t`Delete this ${singular}?`}
        confirmLabel={t`Delete`}
        busy={dialogs.deleteBusy}
        onConfirm={dialogs.confirmDelete}
        onHide={dialogs.closeDelete}
      >
        <p>
          <Trans>
            “<bdi>{name}</bdi>” will be deleted for good. This cannot be undone.
          </Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}
