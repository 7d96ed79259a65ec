import { addressIn, type Language, type User, type UserRole } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  createContext,
  Suspense,
  useContext,
  useDeferredValue,
  useEffect,
  type ReactNode,
} from 'react';
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

/** The pages a signed-in person is sent on from (`GuestOnly`'s routes). */

const GUEST_ONLY_PATHS = new Set(['/login', '/register', '/forgot-password']);

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
 * The language a signed-in person's pages are in at `path` (a path inside the site): the one
 * they saved; a tutor who never chose reads their classes (/teach) in Arabic, tutors being
 * native speakers. None: the page stays in the language it is in.
 */
export function languageOf(user: Pick<User, 'role' | 'language'>, path: string): Language | null {
  if (user.language) return user.language;
  const teach = path === '/teach' || path.startsWith('/teach/') || path.startsWith('/teach?');
  return user.role === 'tutor' && teach ? 'ar' : null;
}

/**
 * Loads another address in place of this page: the other language's pages are another app
 * (their own router and words). `replace` keeps the page left out of the history. A test
 * provides its own, to see where the page went.
 */
export type LeavePage = (address: string, replace: boolean) => void;

export const LeavePageContext = createContext<LeavePage>((address, replace) => {
  if (replace) window.location.replace(address);
  else window.location.assign(address);
});

// A page is left once: the first of the guards that asks (the innermost) decides where to.
const left = new WeakSet<LeavePage>();
// The page this tab last left for another language, and when: a page is never sent for its
// language back to the one just left (were the server slow to keep a choice, the two would
// otherwise send each other back and forth).
const LEFT_FOR_LANGUAGE = 'iqra.left-for-language';
const LOOP_WINDOW_MS = 10_000;

/** Notes that this tab is leaving `from` (an address) for the other language. */
export function noteLeftForLanguage(from: string) {
  try {
    sessionStorage.setItem(LEFT_FOR_LANGUAGE, JSON.stringify({ from, at: Date.now() }));
  } catch {
    // No storage (private mode): nothing to note.
  }
}

function justLeft(address: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(LEFT_FOR_LANGUAGE) ?? 'null') as {
      from: string;
      at: number;
    } | null;
    return last?.from === address && Date.now() - last.at < LOOP_WINDOW_MS;
  } catch {
    return false;
  }
}

function followLanguage(leave: LeavePage, from: string, to: string) {
  if (left.has(leave) || justLeft(to)) return;
  noteLeftForLanguage(from);
  left.add(leave);
  leave(to, true);
}

/**
 * Takes a tutor who never chose a language from the English /teach to the Arabic one, once the
 * session is known (`languageOf`). A language chosen is followed on signing in (`GuestOnly`)
 * and by the switch, which saves it before it leaves; otherwise the address is obeyed.
 */
export function FollowAccountLanguage() {
  const user = useSession().data;
  const hydrated = useHydrated();
  const { i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const leave = useContext(LeavePageContext);
  // A guest-only page sends a signed-in person on itself (GuestOnly), in their language.
  const guestOnly = GUEST_ONLY_PATHS.has(pathname);
  useEffect(() => {
    // A language chosen is followed at sign-in (GuestOnly) and by the switch; after that the
    // address is obeyed, so a link to either language opens as it says. Only a tutor who never
    // chose is taken to the Arabic /teach.
    if (!hydrated || !user || guestOnly || user.language) return;
    const wanted = languageOf(user, pathname);
    if (!wanted || wanted === i18n.locale) return;
    const here = `${pathname}${search}${hash}`;
    followLanguage(leave, addressIn(i18n.locale as Language, here), addressIn(wanted, here));
  }, [hydrated, user, guestOnly, pathname, search, hash, i18n.locale, leave]);
  return null;
}

/**
 * /login and /register send a signed-in user on: back where the guard found them
 * (decision 003), else home (a tutor's is /teach). Signing in therefore needs no navigation
 * of its own.
 */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  const { i18n } = useLingui();
  const leave = useContext(LeavePageContext);
  // The server renders these pages for a guest; the browser decides once it has hydrated.
  const hydrated = useHydrated();
  const user = hydrated ? session.data : undefined;
  const target = user ? returnPath(location.state, homePathOf(user)) : null;
  const wanted = user && target ? languageOf(user, target) : null;
  const elsewhere = wanted !== null && wanted !== i18n.locale;
  useEffect(() => {
    if (!elsewhere || !wanted || !target) return;
    // Signed in, in the other language: the page they were going to, at its other address.
    const here = addressIn(i18n.locale as Language, `${location.pathname}${location.search}`);
    followLanguage(leave, here, addressIn(wanted, target));
  }, [elsewhere, wanted, target, leave, location.pathname, location.search, i18n.locale]);
  if (hydrated && session.data === undefined) return <PageLoading />;
  if (elsewhere) return <PageLoading />;
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
