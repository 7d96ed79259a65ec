import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A loading state one line tall: a spinner and what is on its way, announced to screen readers. */
export function LoadingLine({
  children = <Trans>Loading…</Trans>,
  className = 'mt-4',
}: {
  children?: ReactNode;
  /** Its margin (the space above it). */
  className?: string;
}) {
  return (
    <p role="status" className={`${className} text-muted`}>
      <i className="pi pi-spin pi-spinner me-2" aria-hidden />
      {children}
    </p>
  );
}
