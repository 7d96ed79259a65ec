import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Breadcrumb } from '../../../components/breadcrumb.tsx';
import { ErrorBanner } from '../../../components/form-field.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { actionErrorMessage } from '../api/queries.ts';

/**
 * A screen about one record (a learner, a book's pages, …): the way back to its list, its
 * heading, then the record once it has loaded; the API's error or a placeholder until then.
 */
export function RecordScreen<T>({
  list,
  name,
  heading = name,
  query,
  spacedError = true,
  children,
}: {
  /** The list the record belongs to, in the breadcrumb. */
  list: { label: string; to: string };
  /** The record's name, last in the breadcrumb. */
  name: string;
  heading?: string;
  query: UseQueryResult<{ data: T }>;
  /** The error sits a little below the heading (every screen but the page editor's). */
  spacedError?: boolean;
  children: (record: T) => ReactNode;
}) {
  const { t } = useLingui();
  const error = query.isError ? <ErrorBanner message={actionErrorMessage(query.error)} /> : null;
  return (
    <>
      <Breadcrumb items={[{ label: t`Back office`, to: '/admin' }, list, { label: name }]} />
      <h1 className="mt-3 text-2xl sm:text-3xl">{heading}</h1>
      {query.data ? (
        children(query.data.data)
      ) : error ? (
        spacedError ? (
          <div className="mt-4">{error}</div>
        ) : (
          error
        )
      ) : (
        <PageLoading />
      )}
    </>
  );
}
