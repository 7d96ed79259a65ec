import { Trans } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { AdminDialog } from './dialogs.tsx';
import type { FormValues } from './form/form-values.ts';
import { ResourceForm } from './form/resource-form.tsx';
import type { FieldConfig, Notify } from './resource-config.ts';
import { smallButton } from './ui.ts';

/**
 * A row's action that asks for a few values first (book a make-up class, record a class): its
 * button, and a dialog with a form drawn from field configs and checked by the contract's
 * schema. The server's 422 goes under the fields and any other refusal (a 409) in the
 * dialog's banner; on success the dialog closes and the list says `run`'s message.
 */
export function ActionDialogButton({
  label,
  accessibleName,
  title,
  fields,
  schema,
  fixed,
  submitLabel,
  intro,
  run,
  notify,
}: {
  /** The button's words ("Book"). */
  label: string;
  /** Its name for screen readers, naming the row ("Book a make-up class for Amina Khan"). */
  accessibleName: string;
  title: string;
  fields: FieldConfig[];
  schema: z.ZodType;
  /** Sent along, not shown (the family's parent when a child is linked to them). */
  fixed?: Record<string, unknown>;
  submitLabel: string;
  /** Facts above the form: what is being booked or recorded. */
  intro?: ReactNode;
  /** Sends the values (as the schema parsed them); resolves to the success message. */
  run: (values: FormValues) => Promise<string>;
  notify: Notify;
}) {
  const [open, setOpen] = useState(false);
  const idPrefix = `action${useId().replace(/:/g, '')}`;
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={smallButton}
        aria-label={accessibleName}
        onClick={() => {
          notify({});
          setOpen(true);
        }}
      >
        {label}
      </button>
      <AdminDialog header={title} visible={open} onHide={close}>
        {open && (
          <>
            {intro && <div className="mb-4">{intro}</div>}
            <ResourceForm
              idPrefix={idPrefix}
              fields={fields}
              mode="create"
              schema={schema}
              fixed={fixed}
              submitLabel={submitLabel}
              onSubmit={async (values) => {
                const message = await run(values);
                close();
                notify({ success: message });
              }}
              actions={
                <button type="button" className="btn btn-outline" onClick={close}>
                  <Trans>Cancel</Trans>
                </button>
              }
            />
          </>
        )}
      </AdminDialog>
    </>
  );
}
