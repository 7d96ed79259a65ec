import { Trans, useLingui } from '@lingui/react/macro';
import { useSaveRecord } from '../../api/mutations.ts';
import { capitalize } from '../../utils/names.ts';
import { AdminDialog } from '../dialogs.tsx';
import { wordsIn, type AdminRow, type ResourceConfig } from '../resource-config.ts';
import type { FormMode } from './form-values.ts';
import { ResourceForm } from './resource-form.tsx';

/**
 * "New …" and "Edit …" of a resource in a dialog (which gives focus back to the button that
 * opened it when it closes).
 */
export function ResourceFormDialog({
  config,
  record,
  visible,
  fixed,
  title,
  submitLabel,
  onHide,
  onSaved,
}: {
  config: ResourceConfig;
  /** null: a new record. */
  record: AdminRow | null;
  visible: boolean;
  fixed?: Record<string, unknown>;
  title?: string;
  submitLabel?: string;
  onHide: () => void;
  onSaved?: (message: string) => void;
}) {
  const { i18n, t } = useLingui();
  const save = useSaveRecord<AdminRow>(config.resource);
  const form = config.form;
  const mode: FormMode = record ? 'edit' : 'create';
  const schema = record ? form?.update : form?.create;
  const singular = i18n._(config.singular);
  const Singular = capitalize(singular);
  const heading = title ?? (record ? t`Edit ${singular}` : t`New ${singular}`);

  return (
    <AdminDialog header={heading} visible={visible} onHide={onHide}>
      {visible && form && schema && (
        <>
          {record && form.intro && <div className="mb-4">{form.intro(record)}</div>}
          <ResourceForm
            key={record ? String(record.id) : 'new'}
            idPrefix={`${config.resource}-${record ? 'edit' : 'new'}`}
            fields={form.fields}
            mode={mode}
            schema={schema}
            record={record as unknown as Record<string, unknown> | null}
            fixed={fixed}
            submitLabel={submitLabel ?? (record ? t`Save changes` : t`Create ${singular}`)}
            onSubmit={async (values) => {
              await save.mutateAsync(record ? { id: record.id, values } : { values });
              onSaved?.(
                record
                  ? t`${Singular} saved.`
                  : form.created
                    ? wordsIn(i18n, form.created(values))
                    : t`${Singular} created.`,
              );
              onHide();
            }}
            actions={
              <button type="button" className="btn btn-outline" onClick={onHide}>
                <Trans>Cancel</Trans>
              </button>
            }
          />
        </>
      )}
    </AdminDialog>
  );
}
