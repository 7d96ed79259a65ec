import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';

export function AdminNotFound() {
  const { t } = useLingui();
  usePageMeta(t`Not found · Back office`);
  return (
    <>
      <h1 className="text-2xl sm:text-3xl">
        <Trans>Nothing here</Trans>
      </h1>
      <p className="mt-2 text-muted">
        <Trans>This back-office screen does not exist, or no longer does.</Trans>
      </p>
      <Link to="/admin" className="btn btn-primary mt-6">
        <Trans>Back to the dashboard</Trans>
      </Link>
    </>
  );
}
