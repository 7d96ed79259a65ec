import { Trans } from '@lingui/react/macro';
import { useSessionUnreachable } from '../../lib/session.ts';

/**
 * A quiet line under the header while the signed-in user cannot be loaded because the
 * server is out of reach. The live region is always there (empty when all is well), so a
 * screen reader announces the line when it appears.
 */
export function SessionNotice() {
  const unreachable = useSessionUnreachable();
  return (
    <div role="status" aria-live="polite">
      {unreachable && (
        <p className="border-t border-line bg-tint">
          <span className="container-page flex items-center gap-2 py-2 text-sm text-ink">
            <i className="pi pi-info-circle text-primary" aria-hidden />
            <Trans>We can't reach the school right now. Trying again…</Trans>
          </span>
        </p>
      )}
    </div>
  );
}
