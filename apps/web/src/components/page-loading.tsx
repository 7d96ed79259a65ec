import { ProgressSpinner } from 'primereact/progressspinner';

export function PageLoading() {
  return (
    // A full screen tall, so the footer does not jump when the page arrives (layout shift).
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" aria-hidden />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
