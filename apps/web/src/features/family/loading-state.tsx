import type { ReactNode } from 'react';
import { LoadingLine } from '../../components/loading-line.tsx';

/**
 * While a child's part of the page loads, and if it could not: each said as a whole sentence
 * ("Loading Hana’s classes…", "Hana’s classes could not be loaded. …"), translated as one.
 */
export function LoadingState({
  query,
  loading,
  failed,
}: {
  query: { isPending: boolean; isError: boolean };
  loading: ReactNode;
  failed: ReactNode;
}) {
  if (query.isPending) return <LoadingLine>{loading}</LoadingLine>;
  if (!query.isError) return null;
  return (
    <p role="alert" className="mt-3 text-danger">
      {failed}
    </p>
  );
}
