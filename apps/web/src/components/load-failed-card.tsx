import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A list that could not be loaded, as a card in its place: what failed (`children`, "The
 * books could not be loaded."), a hint, and a button to ask again.
 */
export function LoadFailedCard({
  onRetry,
  className = 'mt-8',
  children,
}: {
  onRetry: () => void;
  /** Its margin (the space above it). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`card ${className} p-8 text-center`}>
      <p className="text-lg font-semibold">{children}</p>
      <p className="mt-2 text-muted">
        <Trans>Please check your connection and try again.</Trans>
      </p>
      <button type="button" className="btn btn-primary mt-5" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
