import { useLingui } from '@lingui/react/macro';
import { useState, type RefObject } from 'react';
import { useDeleteRecord } from '../../api/mutations.ts';
import { actionErrorMessage } from '../../api/queries.ts';
import { rowLabel, type AdminRow, type Notify, type ResourceConfig } from '../resource-config.ts';

/**
 * Which of the list's dialogs is open: New, Edit of a row, or Delete of a row after a
 * confirmation. The row stays set while its dialog closes, so the dialog's title does not
 * change mid-way.
 */
export function useRowDialogs(
  config: ResourceConfig,
  notify: Notify,
  headingRef: RefObject<HTMLHeadingElement | null>,
) {
  const { i18n, t } = useLingui();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminRow | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminRow | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const remove = useDeleteRecord(config.resource);

  const confirmDelete = () => {
    if (!deleting) return;
    const label = rowLabel(config, deleting, i18n);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleteOpen(false);
        notify({ success: t`Deleted “${label}”.` });
        // The row and its button are gone: the list's heading takes the focus instead.
        setTimeout(() => headingRef.current?.focus(), 0);
      },
      onError: (error) => {
        setDeleteOpen(false);
        notify({ error: actionErrorMessage(error) });
      },
    });
  };

  return {
    creating,
    openCreate: () => setCreating(true),
    closeCreate: () => setCreating(false),
    editing,
    editOpen: editOpen && editing !== null,
    openEdit: (row: AdminRow) => {
      setEditing(row);
      setEditOpen(true);
    },
    closeEdit: () => setEditOpen(false),
    deleting,
    deleteOpen: deleteOpen && deleting !== null,
    openDelete: (row: AdminRow) => {
      setDeleting(row);
      setDeleteOpen(true);
    },
    closeDelete: () => setDeleteOpen(false),
    confirmDelete,
    deleteBusy: remove.isPending,
  };
}

export type RowDialogs = ReturnType<typeof useRowDialogs>;
