import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, User, UserResponse } from '@iqra/contracts';
import { apiRequest } from './api-client.ts';
import { forgetToken, getStoredToken, storeToken } from './token-storage.ts';

/**
 * The current user (spec §4): none without a stored token; with one, GET /api/auth/user;
 * an answer without a user (or a failure) forgets the token.
 */
async function getCurrentUser(): Promise<User | null> {
  if (!getStoredToken()) return null;
  try {
    const answer = await apiRequest<UserResponse>('/api/auth/user');
    if (answer?.user) return answer.user;
  } catch {
    // An expired or revoked token: fall through and forget it.
  }
  forgetToken();
  return null;
}

export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: getCurrentUser,
  staleTime: 5 * 60_000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** Stores the token of a login or registration and makes its user current. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return (answer: AuthResponse) => {
    storeToken(answer.token);
    queryClient.setQueryData(sessionQueryOptions.queryKey, answer.user);
  };
}

/** Revokes the token on the server (DEVIATIONS.md), forgets it here, and clears the user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    if (getStoredToken()) {
      await apiRequest('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    }
    forgetToken();
    queryClient.setQueryData(sessionQueryOptions.queryKey, null);
    // Whatever belonged to that user must not show for the next one.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'me' });
  };
}
