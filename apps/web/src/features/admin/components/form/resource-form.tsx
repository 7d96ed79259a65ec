import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog } from 'primereact/dialog';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorBanner, SubmitButton } from '../../../../components/form-field.tsx';
import { showServerErrors } from '../../../../lib/server-errors.ts';
import { useSaveRecord } from '../../api/mutations.ts';
import { FieldInput } from '../fields/field-input.tsx';
import {
  initialFormValues,
  prepareValues,
  visibleFields,
  type FormMode,
  type FormValues,
} from './form-values.ts';
import type { AdminRow, FieldConfig, ResourceConfig } from '../resource-config.ts';
import { capitalize } from '../../utils/names.ts';
import { slugify } from '../../utils/slug.ts';

/**
 * A back-office form drawn from field configs, checked by the contract's schema, with the
 * server's 422 put back on the fields. `onSubmit` gets the values as the schema parsed them.
 */
export function ResourceForm({
  idPrefix,
  fields,
  mode,
  schema,
  record,
  fixed,
  submitLabel,
  onSubmit,
  actions,
}: {
  idPrefix: string;
  fields: FieldConfig[];
  mode: FormMode;
  schema: z.ZodType;
  record?: Record<string, unknown> | null;
  /** Sent along, not shown: the learner of a new subscription. */
  fixed?: Record<string, unknown>;
  submitLabel: string;
  onSubmit: (values: FormValues) => Promise<unknown>;
  /** More buttons beside the submit one (Cancel). */
  actions?: ReactNode;
}) {
  const shown = useMemo(() => visibleFields(fields, mode, fixed), [fields, mode, fixed]);
  const resolver = useMemo<Resolver<FormValues>>(() => {
    const validate = zodResolver(
      schema as z.ZodType<FormValues, FormValues>,
    ) as Resolver<FormValues>;
    return (values, context, options) =>
      validate(prepareValues(shown, values, fixed), context, options);
  }, [schema, shown, fixed]);
  const form = useForm<FormValues>({
    resolver,
    defaultValues: initialFormValues(shown, record),
  });
  const {
    formState: { errors, isSubmitting },
  } = form;

  // A new record's slug follows its name until someone edits the slug itself.
  useEffect(() => {
    const followers = shown.filter((field) => field.slugFrom);
    if (mode !== 'create' || followers.length === 0) return;
    const subscription = form.watch((values, { name }) => {
      for (const field of followers) {
        const source = field.slugFrom;
        if (!source || name !== source || form.getFieldState(field.name).isDirty) continue;
        form.setValue(field.name, slugify(String(values[source] ?? '')));
      }
    });
    return () => subscription.unsubscribe();
  }, [form, mode, shown]);

  const names = shown.map((field) => field.name);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerErrors(error, names, form.setError, { focusFirst: true });
    }
  });
  // An error about a value the screen fixed has no field to sit under: say it at the top.
  const stray = Object.entries(errors).find(
    ([name, error]) => name !== 'root' && !names.includes(name) && error?.message,
  )?.[1]?.message;

  return (
    <form onSubmit={submit} noValidate>
      <ErrorBanner message={errors.root?.server?.message ?? (stray as string | undefined)} />
      <div className="mt-2 grid gap-x-5 gap-y-4 sm:grid-cols-2">
        {shown.map((field) => (
          <FieldInput key={field.name} field={field} form={form} idPrefix={idPrefix} />
        ))}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
        {actions}
        <SubmitButton busy={isSubmitting}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}

/**
 * "New …" and "Edit …" of a resource in a dialog. PrimeReact's Dialog gives focus back to
 * the button that opened it when it closes.
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
  const save = useSaveRecord<AdminRow>(config.resource);
  const form = config.form;
  const mode: FormMode = record ? 'edit' : 'create';
  const schema = record ? form?.update : form?.create;
  const heading = title ?? (record ? `Edit ${config.singular}` : `New ${config.singular}`);

  return (
    <Dialog
      header={heading}
      visible={visible}
      onHide={onHide}
      style={{ width: '44rem' }}
      breakpoints={{ '640px': 'calc(100vw - 1rem)' }}
      draggable={false}
      resizable={false}
      ariaCloseIconLabel={`Close ${heading.toLowerCase()}`}
    >
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
            submitLabel={submitLabel ?? (record ? 'Save changes' : `Create ${config.singular}`)}
            onSubmit={async (values) => {
              await save.mutateAsync(record ? { id: record.id, values } : { values });
              onSaved?.(
                record
                  ? `${capitalize(config.singular)} saved.`
                  : `${capitalize(config.singular)} created.`,
              );
              onHide();
            }}
            actions={
              <button type="button" className="btn btn-outline" onClick={onHide}>
                Cancel
              </button>
            }
          />
        </>
      )}
    </Dialog>
  );
}

/** "Delete this course?": the action named, the record named, Cancel first. */
export function ConfirmDialog({
  visible,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onHide,
}: {
  visible: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onHide: () => void;
}) {
  return (
    <Dialog
      header={title}
      visible={visible}
      onHide={onHide}
      style={{ width: '28rem' }}
      breakpoints={{ '480px': 'calc(100vw - 1rem)' }}
      draggable={false}
      resizable={false}
      ariaCloseIconLabel="Close"
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-outline" onClick={onHide} autoFocus>
            Cancel
          </button>
          <button
            type="button"
            className="btn border-danger bg-danger text-white hover:bg-[#912018]"
            disabled={busy}
            aria-busy={busy}
            onClick={onConfirm}
          >
            {busy && <i className="pi pi-spin pi-spinner" aria-hidden />}
            {confirmLabel}
          </button>
        </div>
      }
    >
      {children}
    </Dialog>
  );
}
