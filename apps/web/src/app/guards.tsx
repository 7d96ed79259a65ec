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

/** /login and /register send a signed-in user home. */
export function GuestOnly() {
  const session = useSession();
  if (session.isPending) return <PageLoading />;
  if (session.data) return <Navigate to="/" replace />;
  return <Outlet />;
}
