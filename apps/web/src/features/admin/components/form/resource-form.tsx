import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorBanner, SubmitButton } from '../../../../components/form-field.tsx';
import { showServerErrors } from '../../../../lib/server-errors.ts';
import { FieldInput } from '../fields/field-input.tsx';
import {
  activeFields,
  holdsValue,
  initialFormValues,
  prepareValues,
  visibleFields,
  type FormMode,
  type FormValues,
} from './form-values.ts';
import type { FieldConfig } from '../resource-config.ts';
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
  // Fields shown only for some values (a Quran item's ayat) follow the values as they change.
  const conditional = shown.some((field) => field.when);
  const watched = useWatch({ control: form.control, disabled: !conditional }) as FormValues;
  const active = conditional ? activeFields(shown, { ...form.getValues(), ...watched }) : shown;

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

  const names = active.filter(holdsValue).map((field) => field.name);
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
        {active.map((field) => (
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
