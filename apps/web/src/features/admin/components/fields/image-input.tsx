import { IMAGE_UPLOAD_MAX_BYTES } from '@iqra/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { FormField } from '../../../../components/form-field.tsx';
import { englishI18n } from '../../../../i18n/i18n.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { UNEXPECTED_ERROR } from '../../../../lib/server-errors.ts';
import { uploadImage } from '../../api/mutations.ts';
import { wordsIn } from '../resource-config.ts';
import type { InputProps } from './input-props.ts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const NOT_AN_IMAGE = msg`The file must be a JPEG, PNG or WebP image.`;
const TOO_LARGE = msg`The file must not be greater than 10 MB.`;

/**
 * Checks what the server would refuse anyway, so a wrong file is told at once, in the page's
 * language (English without its `i18n`).
 */
export function imageFileProblem(file: File, i18n: I18n = englishI18n()): string | undefined {
  if (!IMAGE_TYPES.includes(file.type)) return i18n._(NOT_AN_IMAGE);
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return i18n._(TOO_LARGE);
  return undefined;
}

/** The words of a failed upload: the server's 422 on `file`, else its message. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.errors.file?.[0] ?? (error.message || UNEXPECTED_ERROR);
  }
  return UNEXPECTED_ERROR;
}

/** An image field: the file is uploaded as soon as it is chosen; the form holds its address. */
export function ImageInput({ field, form, id, error }: InputProps) {
  const { i18n, t } = useLingui();
  const { field: image } = useController({ control: form.control, name: field.name });
  const value = String(image.value ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const local = imageFileProblem(file, i18n);
    setProblem(local);
    if (local) return;
    setBusy(true);
    try {
      const { url } = await uploadImage(file);
      image.onChange(url);
      form.clearErrors(field.name);
    } catch (failure) {
      setProblem(uploadErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormField
      id={id}
      label={wordsIn(i18n, field.label)}
      error={problem ?? error}
      hint={
        field.hint
          ? wordsIn(i18n, field.hint)
          : t`JPEG, PNG or WebP, up to 10 MB. It is uploaded as soon as you choose it.`
      }
    >
      {(control) => (
        <div className="flex flex-wrap items-center gap-4">
          {value ? (
            <img
              src={value}
              alt={t`Preview of the chosen image`}
              width={160}
              height={100}
              className="h-24 w-36 rounded-lg border border-line bg-tint object-cover"
            />
          ) : (
            <div className="flex h-24 w-36 items-center justify-center rounded-lg border border-dashed border-line bg-page text-sm text-muted">
              <Trans>No image yet</Trans>
            </div>
          )}
          <div className="min-w-0 flex-1 basis-52">
            <input
              {...control}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              disabled={busy}
              className="block w-full text-sm file:me-3 file:rounded-md file:border file:border-primary file:bg-white file:px-3 file:py-2 file:font-semibold file:text-primary"
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <p className="mt-1 break-all text-sm text-muted" aria-live="polite">
              {busy ? (
                <>
                  <i className="pi pi-spin pi-spinner me-1" aria-hidden /> <Trans>Uploading…</Trans>
                </>
              ) : (
                value || <Trans>Nothing uploaded yet.</Trans>
              )}
            </p>
          </div>
        </div>
      )}
    </FormField>
  );
}
