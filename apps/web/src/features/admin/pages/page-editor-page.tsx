import { zodResolver } from '@hookform/resolvers/zod';
import { adminPageUpdateSchema, type AdminPage } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Editor } from 'primereact/editor';
import { useId, useState } from 'react';
import { Controller, useForm, type Control, type UseFormRegister } from 'react-hook-form';
import { useParams } from 'react-router';
import { ErrorBanner, SubmitButton } from '../../../components/form-field.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { showServerErrors } from '../../../lib/server-errors.ts';
import { useAdminRecord } from '../api/queries.ts';
import { useSaveRecord } from '../api/mutations.ts';
import { useWhen } from '../components/list/use-when.ts';
import { RecordScreen } from '../components/record-screen.tsx';
import { FieldErrorText } from '../../../components/form-field.tsx';
import { SuccessStatus } from '../components/notice.tsx';

interface PageForm {
  content: string;
  /** The Arabic page; left empty, the Arabic site shows the English (decision 043). */
  content_ar?: string | null | undefined;
}

type Version = 'en' | 'ar';
/** Each version's field, and the attributes of its text: the Arabic is right to left. */
const VERSIONS = {
  en: { field: 'content', text: {} },
  ar: { field: 'content_ar', text: { lang: 'ar', dir: 'rtl' } },
} as const;

// Quill's toolbar, cut to what the site's pages use; every control has a name.
function Toolbar() {
  const { t } = useLingui();
  return (
    <span className="ql-formats">
      <button type="button" className="ql-header" value="2" aria-label={t`Heading`} />
      <button type="button" className="ql-header" value="3" aria-label={t`Subheading`} />
      <button type="button" className="ql-bold" aria-label={t`Bold`} />
      <button type="button" className="ql-italic" aria-label={t`Italic`} />
      <button type="button" className="ql-list" value="bullet" aria-label={t`Bulleted list`} />
      <button type="button" className="ql-list" value="ordered" aria-label={t`Numbered list`} />
      <button type="button" className="ql-link" aria-label={t`Link`} />
      <button type="button" className="ql-clean" aria-label={t`Remove formatting`} />
    </span>
  );
}

/** The page's HTML: as rich text, or as its source for what the toolbar cannot do. */
function ContentInput({
  version,
  source,
  labelId,
  errorId,
  invalid,
  control,
  register,
}: {
  version: Version;
  source: boolean;
  labelId: string;
  errorId: string;
  invalid: boolean;
  control: Control<PageForm>;
  register: UseFormRegister<PageForm>;
}) {
  if (source) {
    return (
      <textarea
        aria-labelledby={labelId}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        rows={18}
        spellCheck={false}
        className="field-input font-mono text-sm"
        {...VERSIONS[version].text}
        {...register(VERSIONS[version].field)}
      />
    );
  }
  return (
    <Controller
      control={control}
      name={VERSIONS[version].field}
      render={({ field }) => (
        <Editor
          value={field.value ?? ''}
          onTextChange={(event) => field.onChange(event.htmlValue ?? '')}
          headerTemplate={<Toolbar />}
          className="admin-editor"
          aria-invalid={invalid}
          onLoad={(quill: { root: HTMLElement }) => {
            quill.root.setAttribute('role', 'textbox');
            quill.root.setAttribute('aria-multiline', 'true');
            quill.root.setAttribute('aria-labelledby', labelId);
            for (const [name, value] of Object.entries(VERSIONS[version].text)) {
              quill.root.setAttribute(name, value);
            }
            if (invalid) quill.root.setAttribute('aria-describedby', errorId);
          }}
        />
      )}
    />
  );
}

function PageEditor({ page }: { page: AdminPage }) {
  const { t } = useLingui();
  const showWhen = useWhen();
  const labelId = useId();
  const save = useSaveRecord<AdminPage>('pages');
  const [saved, setSaved] = useState<string>();
  const [source, setSource] = useState(false);
  const [version, setVersion] = useState<Version>('en');
  const { field } = VERSIONS[version];
  const {
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    register,
    formState: { errors, isSubmitting },
  } = useForm<PageForm>({
    resolver: zodResolver(adminPageUpdateSchema),
    defaultValues: { content: page.content, content_ar: page.content_ar ?? '' },
  });
  const content = watch(field);

  const submit = handleSubmit(async (values) => {
    setSaved(undefined);
    try {
      const answer = await save.mutateAsync({ id: page.id, values: { ...values } });
      // What the server kept after cleaning it is what the site now shows.
      reset({ content: answer.data.content, content_ar: answer.data.content_ar ?? '' });
      const savedAt = showWhen(answer.data.updated_at);
      setSaved(t`Saved at ${savedAt}. The page on the site shows it now.`);
    } catch (error) {
      showServerErrors(error, ['content', 'content_ar'], setError, { focusFirst: false });
    }
  });
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element's id
  const errorId = `${labelId}-error`;
  const slug = page.slug;
  const address = version === 'ar' ? `/ar/${slug}` : `/${slug}`;

  return (
    <form onSubmit={submit} noValidate className="mt-6 grid gap-8 xl:grid-cols-2">
      <div className="min-w-0">
        <VersionChoice version={version} onChange={setVersion} />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <p id={labelId} className="field-label mb-0">
            {version === 'ar' ? <Trans>Content in Arabic</Trans> : <Trans>Content</Trans>}
          </p>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-primary"
              checked={source}
              onChange={(event) => setSource(event.target.checked)}
            />
            <Trans>Edit the HTML</Trans>
          </label>
        </div>
        <div className="mt-2">
          <ContentInput
            key={version}
            version={version}
            source={source}
            labelId={labelId}
            errorId={errorId}
            invalid={Boolean(errors[field])}
            control={control}
            register={register}
          />
        </div>
        <FieldErrorText id={errorId} message={errors[field]?.message} />
        {version === 'ar' && (
          <p className="mt-1 text-sm text-muted">
            <Trans>Left empty, the Arabic page shows the English.</Trans>
          </p>
        )}
        <div className="mt-4 space-y-3">
          <ErrorBanner message={errors.root?.server?.message} />
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton busy={isSubmitting}>
              <Trans>Save page</Trans>
            </SubmitButton>
            <a href={address} className="text-primary underline" target="_blank" rel="noopener">
              <Trans>
                Open {address}
                <span className="sr-only"> (opens in a new tab)</span>
              </Trans>
            </a>
          </div>
          <SuccessStatus message={saved} />
        </div>
      </div>
      <section aria-labelledby={`${labelId}-preview`} className="min-w-0">
        <h2 id={`${labelId}-preview`} className="field-label">
          <Trans>Preview</Trans>
        </h2>
        <div className="card mt-2 p-5" {...VERSIONS[version].text}>
          <h3 className="text-3xl" lang="en" dir="ltr">
            {page.title}
          </h3>
          {/* The same cleaning the public page applies: what staff see is what visitors get. */}
          <SafeHtml html={content ?? ''} className="prose-page mt-6 text-lg" />
        </div>
      </section>
    </form>
  );
}

/** Which version of the page is being edited: the English, or its Arabic. */
function VersionChoice({
  version,
  onChange,
}: {
  version: Version;
  onChange: (version: Version) => void;
}) {
  const { t } = useLingui();
  const choices = [
    { value: 'en' as const, label: t`English` },
    { value: 'ar' as const, label: t`Arabic` },
  ];
  return (
    <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-1">
      <legend className="field-label">
        <Trans>Version</Trans>
      </legend>
      {choices.map((choice) => (
        <label key={choice.value} className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name="page-version"
            className="h-5 w-5 accent-primary"
            checked={version === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

/** When the page last changed, then its editor. */
function PageIntro({ page }: { page: AdminPage }) {
  const showWhen = useWhen();
  const changedAt = showWhen(page.updated_at);
  return (
    <>
      <p className="mt-1 text-muted">
        <Trans>
          Last changed <bdi>{changedAt}</bdi>. Scripts and unsafe markup are removed when it is
          saved.
        </Trans>
      </p>
      <PageEditor key={page.id} page={page} />
    </>
  );
}

/** One of the site's fixed pages, edited as rich text with a live preview. */
export function PageEditorPage() {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  const page = useAdminRecord<AdminPage>('pages', slug);
  const title = page.data?.data.title ?? t`Page`;
  usePageMeta(t`Edit ${title} · Back office`);

  return (
    <RecordScreen
      list={{ label: t`Pages`, to: '/admin/pages' }}
      name={title}
      heading={t`Edit ${title}`}
      query={page}
      // Right under the heading, as this screen has always shown it.
      spacedError={false}
    >
      {(record) => <PageIntro page={record} />}
    </RecordScreen>
  );
}
