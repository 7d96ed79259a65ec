import type { Child } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { FieldErrorText } from '../../components/form-field.tsx';
import { serverMessage } from '../../lib/server-errors.ts';
import { useUpdateChild } from './api.ts';

/**
 * Whether the family asks for a tutor of the child's gender (decision 049): a substitute of
 * another gender then takes none of the child's classes while their tutor is on leave; they
 * are cancelled with a make-up class owed. Saved as soon as it is ticked or unticked.
 */
export function SameGenderTutor({ child }: { child: Child }) {
  const { t } = useLingui();
  const id = useId();
  const update = useUpdateChild(child.id);
  const [said, setSaid] = useState('');
  const name = child.firstName;
  const error = update.error ? serverMessage(update.error) : undefined;
  return (
    <div className="mt-4">
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
          checked={
            update.isPending ? Boolean(update.variables.same_gender_tutor) : child.same_gender_tutor
          }
          disabled={update.isPending}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            const wanted = event.target.checked;
            setSaid('');
            update.mutate(
              { same_gender_tutor: wanted },
              {
                onSuccess: () =>
                  setSaid(
                    wanted
                      ? t`Saved: ${name} is taught by tutors of their gender only.`
                      : t`Saved: any tutor may stand in for ${name}’s tutor.`,
                  ),
              },
            );
          }}
        />
        <span>
          <Trans>
            Only a tutor of <bdi>{name}</bdi>’s gender, also when their tutor is away
          </Trans>
        </span>
      </label>
      <FieldErrorText id={`${id}-error`} message={error} />
      <p role="status" className="mt-1 text-sm text-success empty:hidden">
        {said}
      </p>
    </div>
  );
}
