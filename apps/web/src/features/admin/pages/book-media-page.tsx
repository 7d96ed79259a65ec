import type { AdminBook, AdminBookMedia } from '@iqra/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useAdminRecord } from '../api/queries.ts';
import { uploadImage, useSaveRecord } from '../api/mutations.ts';
import {
  imageFileProblem,
  IMAGE_TYPES,
  uploadErrorMessage,
} from '../components/fields/image-input.tsx';
import { ResourceList } from '../components/list/resource-list.tsx';
import { RecordScreen } from '../components/record-screen.tsx';
import { bookMedia } from '../resources/books.tsx';
import { nameFromFile } from '../utils/slug.ts';

/**
 * Several images at once: each is uploaded, then becomes a page of the book named after its
 * file, added at the end. Failures are listed by file; the others go ahead.
 */
function UploadPages({ book }: { book: AdminBook }) {
  const { t } = useLingui();
  const id = useId();
  const save = useSaveRecord<AdminBookMedia>('book-media');
  const [progress, setProgress] = useState<string>();
  const [done, setDone] = useState<string>();
  const [failures, setFailures] = useState<string[]>([]);
  const busy = progress !== undefined;

  const addPages = async (files: File[]) => {
    setDone(undefined);
    setFailures([]);
    const failed: string[] = [];
    let added = 0;
    for (const [index, file] of files.entries()) {
      const number = index + 1;
      const total = files.length;
      const fileName = file.name;
      setProgress(t`Uploading ${number} of ${total}: ${fileName}…`);
      const problem = imageFileProblem(file);
      if (problem) {
        failed.push(`${file.name}: ${problem}`);
        continue;
      }
      try {
        const { url } = await uploadImage(file);
        await save.mutateAsync({
          values: { book_id: book.id, url, name: nameFromFile(file.name).slice(0, 200) },
        });
        added += 1;
      } catch (error) {
        failed.push(`${file.name}: ${uploadErrorMessage(error)}`);
      }
    }
    setProgress(undefined);
    setFailures(failed);
    setDone(
      added > 0
        ? t`${plural(added, { one: '# page was added.', other: '# pages were added.' })}`
        : undefined,
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="card mt-6 p-5">
      <h2 id={`${id}-heading`} className="text-xl">
        <Trans>Add pages</Trans>
      </h2>
      <label htmlFor={`${id}-files`} className="field-label mt-3">
        <Trans>Images of the pages (several at once)</Trans>
      </label>
      <input
        id={`${id}-files`}
        type="file"
        multiple
        accept={IMAGE_TYPES.join(',')}
        disabled={busy}
        aria-describedby={`${id}-hint`}
        className="block w-full text-sm file:me-3 file:rounded-md file:border file:border-primary file:bg-white file:px-3 file:py-2 file:font-semibold file:text-primary"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) void addPages(files);
        }}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
        <Trans>
          JPEG, PNG or WebP, up to 10 MB each. Each page is named after its file; rename and reorder
          them below.
        </Trans>
      </p>
      <p role="status" className="mt-2 text-sm">
        {progress ? (
          <>
            <i className="pi pi-spin pi-spinner me-2" aria-hidden />
            {progress}
          </>
        ) : (
          done && (
            <span className="text-success">
              <i className="pi pi-check-circle me-2" aria-hidden />
              {done}
            </span>
          )
        )}
      </p>
      {failures.length > 0 && (
        <div
          role="alert"
          className="mt-2 rounded-lg border border-danger bg-[#fef3f2] p-3 text-danger"
        >
          <p className="font-semibold">
            <Trans>Some files were not added:</Trans>
          </p>
          <ul className="mt-1 list-disc ps-5 text-sm">
            {failures.map((failure) => (
              <li key={failure}>{failure}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** A book's gallery pages: upload several, rename, reorder, delete. */
export function BookMediaPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const book = useAdminRecord<AdminBook>('books', id);
  const title = book.data?.data.title ?? t`Book`;
  usePageMeta(t`Pages of ${title} · Back office`);

  return (
    <RecordScreen
      list={{ label: t`Books`, to: '/admin/books' }}
      name={title}
      heading={t`Pages of ${title}`}
      query={book}
    >
      {(record) => (
        <>
          <p className="mt-1 text-muted">
            <Trans>The images owners page through in their gallery, in this order.</Trans>
          </p>
          <UploadPages book={record} />
          <ResourceList
            config={bookMedia}
            embedded
            fixed={{ book_id: record.id }}
            title={t`Pages, in order`}
            createLabel={t`Add one page`}
          />
        </>
      )}
    </RecordScreen>
  );
}
