import { Link, useRouteError } from 'react-router';

/** Shown when a page fails to load or render: say so plainly and offer a way on. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="container-page py-24 text-center">
      <h1 className="text-3xl">Something went wrong</h1>
      <p className="mt-4 text-muted">
        The page could not be shown. Please reload, or go back to the home page.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="btn btn-outline">
          Home
        </Link>
      </div>
    </main>
  );
}
