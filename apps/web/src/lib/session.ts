import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AuthResponse, PreferencesInput, User, UserResponse } from '@iqra/contracts';
import { ApiError, apiRequest } from './api-client.ts';
import { forgetToken, getStoredToken, storeToken } from './token-storage.ts';

/** The session could not be loaded for a reason that says nothing about the token. */
export class SessionUnknownError extends Error {
  constructor(readonly reason: unknown) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the developer's log, not the visitor's
    super('The current user could not be loaded.');
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an error's class name
    this.name = 'SessionUnknownError';
  }
}

/** A request the browser gave up on itself (a navigation away), not a failure to report. */
export function isAbort(error: unknown): boolean {
  const reason = error instanceof SessionUnknownError ? error.reason : error;
  return typeof reason === 'object' && reason !== null && 'name' in reason
    ? reason.name === 'AbortError'
    : false;
}

/**
 * The current user: none without a stored token; with one, GET /api/auth/user. Only a 401
 * means the token is dead and is forgotten. Anything else (a 5xx or 429 from the server or a
 * proxy during a deploy, a dropped connection, an aborted request, an answer without a user)
 * says nothing about the token: it is kept and the call throws, so the query tries again
 * (docs/decisions/005).
 */
async function getCurrentUser(): Promise<User | null> {
  const token = getStoredToken();
  if (!token) return null;
  let answer: UserResponse | undefined;
  try {
    answer = await apiRequest<UserResponse>('/api/auth/user');
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw new SessionUnknownError(error);
    // A sign-in in another tab meanwhile stored a new token: that one is not dead.
    if (getStoredToken() === token) forgetToken();
    return null;
  }
  if (!answer?.user) throw new SessionUnknownError(answer);
  return answer.user;
}

/**
 * The wait before the next attempt, given the attempts that failed before the last one
 * (TanStack Query counts from 0): 1 s, 2 s, 4 s… up to 30 s, each shortened by up to half at
 * random so that the browsers which lost the server together do not all come back together.
 */
export function sessionRetryDelay(earlierFailures: number, random: () => number = Math.random) {
  const ceiling = Math.min(1_000 * 2 ** earlierFailures, 30_000);
  return Math.round(ceiling * (0.5 + random() / 2));
}

export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: getCurrentUser,
  // Without a token nobody is signed in, known at once: the header shows Login straight away.
  initialData: () => (getStoredToken() ? undefined : null),
  staleTime: 5 * 60_000,
  // Never give up: until the server answers, whether someone is signed in is unknown, and
  // guessing "signed out" would send a learner to /login with a token that still works.
  retry: true,
  retryDelay: (earlierFailures: number) => sessionRetryDelay(earlierFailures),
  // A guest needs no network to learn that nobody is signed in; retries wait for the
  // browser to be online again.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- TanStack Query's network mode
  networkMode: 'offlineFirst',
});

/**
 * Starts asking who holds the stored token as soon as the browser's query client exists,
 * before the page's code has arrived and the page has been taken over: the header and the
 * guards would ask only once rendered, so a signed-in page waited for its code, then for the
 * session, then for its data. A guest (no token) asks nothing.
 */
export function loadSessionEarly(client: QueryClient): void {
  if (getStoredToken()) void client.prefetchQuery(sessionQueryOptions);
}

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/**
 * True while the school cannot be reached to load the session: a failed attempt is being
 * retried (a request the browser aborted itself does not count), or the browser is offline.
 */
export function useSessionUnreachable(): boolean {
  const session = useSession();
  if (session.fetchStatus === 'paused') return true;
  return session.fetchStatus === 'fetching' && session.failureReason !== null
    ? !isAbort(session.failureReason)
    : false;
}

/** Drops every query that belonged to the learner (their keys start with 'me'). */
function forgetLearnerData(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: ['me'] });
}

/** Stores the token of a login or registration and makes its user current. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return (answer: AuthResponse) => {
    // Nothing cached for a previous learner (whose token simply expired) may show now.
    forgetLearnerData(queryClient);
    storeToken(answer.token);
    queryClient.setQueryData(sessionQueryOptions.queryKey, answer.user);
  };
}

/** Revokes the token on the server (decision 003), forgets it here, and clears the user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    if (getStoredToken()) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP method
      await apiRequest('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    }
    forgetToken();
    // A retry still under way must not bring the old user back.
    await queryClient.cancelQueries({ queryKey: sessionQueryOptions.queryKey });
    queryClient.setQueryData(sessionQueryOptions.queryKey, null);
    // Whatever belonged to that user must not show for the next one.
    forgetLearnerData(queryClient);
  };
}

/**
 * Saves only the person's reading settings (language, digits, Hijri dates): the account page's
 * and the header's language switch, which every page has, so it is here rather than with the
 * account's other calls.
 */
export const saveReadingSettings = (settings: PreferencesInput) =>
  apiRequest<UserResponse>('/update-user', { body: settings });
