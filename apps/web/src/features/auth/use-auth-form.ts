import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form of the sign-in and sign-up pages: checked on submit only, and focusing a field
 * clears its error and the general one. `field` registers a field with that focus behaviour.
 */
export function useAuthForm<Input extends FieldValues, Data extends FieldValues>(
  schema: z.ZodType<Data, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Data>({
    resolver: zodResolver(schema),
    defaultValues,
    // Focusing a field clears its error, so focus must not jump there by itself.
    shouldFocusError: false,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- react-hook-form's mode
    reValidateMode: 'onSubmit',
  });
  const { register, clearErrors } = form;
  const field = <Name extends FieldPath<Input>>(name: Name) => ({
    ...register(name),
    onFocus: () => {
      clearErrors(name);

      clearErrors('root.server');
    },
  });
  return { ...form, field };
}
