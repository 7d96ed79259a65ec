import { Trans } from '@lingui/react/macro';
import { Link, useRouteError } from 'react-router';

/** Shown when a page fails to load or render: say so plainly and offer a way on. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="container-page py-24 text-center">
      <h1 className="text-3xl">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="mt-4 text-muted">
        <Trans>The page could not be shown. Please reload, or go back to the home page.</Trans>
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </button>
        <Link to="/" className="btn btn-outline">
          <Trans>Home</Trans>
        </Link>
      </div>
    </main>
  );
}
