import { LoadingLine } from '../../components/loading-line.tsx';

/** While a child's part of the page loads, and if it could not: "Hana’s classes", say. */
export function LoadingState({
  query,
  what,
}: {
  query: { isPending: boolean; isError: boolean };
  what: string;
}) {
  if (query.isPending) return <LoadingLine>Loading {what}…</LoadingLine>;
  if (!query.isError) return null;
  return (
    <p role="alert" className="mt-3 text-danger">
      {what.charAt(0).toUpperCase() + what.slice(1)} could not be loaded. Please try again later.
    </p>
  );
}
