import { ProgressSpinner } from 'primereact/progressspinner';

export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" aria-hidden />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
