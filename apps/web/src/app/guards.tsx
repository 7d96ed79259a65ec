import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { usePageMeta } from '../lib/page-meta.ts';
import { useSession } from '../lib/session.ts';

/** Where a guest was going when the guard sent them to sign in (decision 003). */
export interface FromState {
  from?: string;
}

/**
 * Loads the current user first; a guest (no token, or one the server refused with a 401) is
 * sent to /login and comes back after signing in. While the server cannot be reached the
 * page keeps loading (the layout says why) and goes on once the session arrives: an outage
 * is not a sign-out (docs/decisions/003). With `staffOnly`, a learner is told the area is not
 * for them (the server checks the role on every call regardless).
 */
function RequireUser({ staffOnly = false }: { staffOnly?: boolean }) {
  const session = useSession();
  const location = useLocation();
  if (session.data === undefined) return <PageLoading />;
  if (session.data === null) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from } satisfies FromState} />;
  }
  if (staffOnly && session.data.role !== 'admin') return <NotAllowed />;
  return <Outlet />;
}

export function RequireAuth() {
  return <RequireUser />;
}

/** The staff back office. */
export function RequireAdmin() {
  return <RequireUser staffOnly />;
}

function NotAllowed() {
  usePageMeta('Not allowed');
  return (
    <main className="container-page py-16">
      <h1 className="text-3xl">Not allowed</h1>
      <p className="mt-3 max-w-xl text-muted">
        This part of the site is for Iqra staff. Your account does not have access to it.
      </p>
      <Link to="/" className="btn btn-primary mt-6">
        Back to the home page
      </Link>
    </main>
  );
}

/** Only paths inside this site: a `from` is never allowed to send someone elsewhere. */
export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  return from && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/**
 * /login and /register send a signed-in user on: back where the guard found them
 * (decision 003), else home. Signing in therefore needs no navigation of its own.
 */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  if (session.data === undefined) return <PageLoading />;
  if (session.data) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
