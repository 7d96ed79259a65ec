import { Trans } from '@lingui/react/macro';

export function PageLoading() {
  return (
    // A full screen tall, so the footer does not jump when the page arrives (layout shift).
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <span
        className="h-12 w-12 animate-spin rounded-full border-4 border-tint border-t-primary motion-reduce:animate-none"
        aria-hidden
      />
      <span className="sr-only">
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
}
