import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { useSession } from '../lib/session.ts';

/** Where a guest was going when the guard sent them to sign in (DEVIATIONS.md). */
export interface FromState {
  from?: string;
}

/** Loads the current user first; a guest (or a failed load) is sent to /login. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <PageLoading />;
  if (!session.data) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from } satisfies FromState} />;
  }
  return <Outlet />;
}

/** Only paths inside this site: a `from` is never allowed to send someone elsewhere. */
export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  return from && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/**
 * /login and /register send a signed-in user on: back where the guard found them
 * (DEVIATIONS.md), else home. Signing in therefore needs no navigation of its own.
 */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <PageLoading />;
  if (session.data) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}
