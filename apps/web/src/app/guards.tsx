import type { User, UserRole } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import type { RouteHandle } from '../lib/prefetch.ts';
import { useHydrated } from '../lib/use-hydrated.tsx';
import { usePageMeta } from '../lib/page-meta.ts';
import { useSession } from '../lib/session.ts';

/** Where a guest was going when the guard sent them to sign in (decision 003). */
export interface FromState {
  from?: string;
}

/**
 * What a guard shows takes at least the first screen, as its loading state does: the footer
 * starts below it and stays there while the loading state, the page and then the page's data
 * (or the sign-in page a guest is sent to) follow one another, instead of rising into view
 * and being pushed out again (layout shift).
 */
function FirstScreen({ children }: { children: ReactNode }) {
  return <div className="min-h-screen">{children}</div>;
}

/** Who an area that only one role may enter is for, as its "Not allowed" page says it. */
const AREA_OF: Partial<Record<UserRole, MessageDescriptor>> = {
  admin: msg`Iqra staff`,
  tutor: msg`Iqra tutors`,
};

/**
 * Loads the current user first; a guest (no token, or one the server refused with a 401) is
 * sent to /login and comes back after signing in. While the server cannot be reached the
 * page keeps loading (the layout says why) and goes on once the session arrives: an outage
 * is not a sign-out (docs/decisions/003). With `only`, anyone else is told the area is not
 * for them (the server checks the role on every call regardless).
 */
function RequireUser({ only }: { only?: UserRole }) {
  // The page behind the guard is drawn in a render React may interrupt: a whole page at once
  // would keep a slow phone from answering a tap for a moment.
  const user = useDeferredValue(useSession().data);
  const location = useLocation();
  // The server knows nobody (the token is in the browser's storage). It sends what the page
  // shows while it waits (its `handle.Waiting`: its frame and heading), or a loading state;
  // a page that waits inside (`handle.waitsInside`) is rendered throughout, and React keeps
  // it in place when the session arrives.
  const hydrated = useHydrated();
  const handles = useMatches().map((match) => match.handle as RouteHandle | undefined);
  const Waiting = handles.map((handle) => handle?.Waiting).findLast((view) => view !== undefined);
  const waitingView = Waiting ? <Waiting /> : <PageLoading />;
  const page = (
    <FirstScreen>
      {/* A page whose code is still on its way goes on showing what it showed while waiting. */}
      <Suspense fallback={waitingView}>
        <Outlet />
      </Suspense>
    </FirstScreen>
  );
  const waiting = handles.some((handle) => handle?.waitsInside) ? (
    page
  ) : Waiting ? (
    <FirstScreen>{waitingView}</FirstScreen>
  ) : (
    waitingView
  );
  if (!hydrated || user === undefined) return waiting;
  if (user === null) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    // Still waiting while the sign-in page's code arrives, rather than an empty page.
    return (
      <>
        {waiting}
        <Navigate to="/login" replace state={{ from } satisfies FromState} />
      </>
    );
  }
  if (only && user.role !== only) {
    return (
      <FirstScreen>
        <NotAllowed role={only} />
      </FirstScreen>
    );
  }
  return page;
}

export function RequireAuth() {
  return <RequireUser />;
}

/** The staff back office. */
export function RequireAdmin() {
  return <RequireUser only="admin" />;
}

/** The tutor's classes (/teach). */
export function RequireTutor() {
  return <RequireUser only="tutor" />;
}

function NotAllowed({ role }: { role: UserRole }) {
  const { t, i18n } = useLingui();
  usePageMeta(t`Not allowed`);
  const areaMessage = AREA_OF[role];
  const area = areaMessage ? i18n._(areaMessage) : '';
  return (
    <main className="container-page py-16">
      <h1 className="text-3xl">
        <Trans>Not allowed</Trans>
      </h1>
      <p className="mt-3 max-w-xl text-muted">
        <Trans>This part of the site is for {area}. Your account does not have access to it.</Trans>
      </p>
      <Link to="/" className="btn btn-primary mt-6">
        <Trans>Back to the home page</Trans>
      </Link>
    </main>
  );
}

/** Where signing in leads when nothing sent the user to sign in: a tutor to their classes. */
export function homePathOf(user: Pick<User, 'role'>): string {
  return user.role === 'tutor' ? '/teach' : '/';
}

/**
 * Only paths inside this site: a `from` is never allowed to send someone elsewhere. Without
 * one, `fallback` (home).
 */
export function returnPath(state: unknown, fallback = '/'): string {
  const from = (state as FromState | null)?.from;
  return from && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}

/**
 * /login and /register send a signed-in user on: back where the guard found them
 * (decision 003), else home (a tutor's is /teach). Signing in therefore needs no navigation
 * of its own.
 */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  // The server renders these pages for a guest; the browser decides once it has hydrated.
  const hydrated = useHydrated();
  if (hydrated && session.data === undefined) return <PageLoading />;
  if (hydrated && session.data) {
    return (
      <>
        <PageLoading />
        <Navigate to={returnPath(location.state, homePathOf(session.data))} replace />
      </>
    );
  }
  // A screen tall like the guarded page's loading state a guest was sent here from.
  return (
    <FirstScreen>
      <Outlet />
    </FirstScreen>
  );
}

/**
 * Pages the server cannot render for everyone alike (their words come from the query string,
 * which may carry a secret): the server's HTML and the browser's first render show a loading
 * state, and the page renders once hydrated.
 */
export function BrowserOnly() {
  return useHydrated() ? (
    <FirstScreen>
      <Outlet />
    </FirstScreen>
  ) : (
    <PageLoading />
  );
}
