import type { QueryClient } from '@tanstack/react-query';
import type { ValidationErrorBody } from '@iqra/contracts';
import { getStoredToken } from './token-storage.ts';
import { localeOfPath } from '@iqra/contracts';

/** A non-2xx answer: its status, the server's message, and per-field errors on a 422. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an error's class name
    this.name = 'ApiError';
  }

  get isValidation(): boolean {
    return this.status === 422;
  }
}

type Body = Record<string, unknown> | FormData | undefined;

/**
 * The fetch a query client's reads go through when it is not the browser's: on the server each
 * render has a query client of its own, which reads its own app's API in process
 * (entry-server.tsx). Kept with the client, not in the module, so that two renders, or two
 * apps in one process, never read through each other's.
 */
const fetches = new WeakMap<QueryClient, typeof fetch>();

/** Makes the reads of `client`'s queries go through `send` (the server's renders). */
export function readThrough(client: QueryClient, send: typeof fetch): QueryClient {
  fetches.set(client, send);
  return client;
}

/**
 * What a read is given to know where its request goes: the query's client, which a query
 * function gets in its context. The browser's client has no fetch of its own, so the
 * browser's is used. On the server a read that does not pass its client fails: a path alone
 * names no server there.
 */
export interface ReadContext {
  client?: QueryClient;
}

function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header
    'X-Requested-With': 'XMLHttpRequest',
  };
  const token = getStoredToken();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header
  if (token) headers.Authorization = `Bearer ${token}`;
  // The API's messages in the page's language (decisions 040, 041), whatever the browser's.
  if (typeof window !== 'undefined') {
    headers['Accept-Language'] = localeOfPath(window.location.pathname);
  }
  return headers;
}

async function toApiError(response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => null);
  const error = (payload ?? {}) as Partial<ValidationErrorBody>;
  return new ApiError(response.status, error.message ?? '', error.errors ?? {});
}

/**
 * The one way the web app talks to the server: the spec's headers, the bearer token when
 * signed in, JSON in and out, and an ApiError for anything but 2xx.
 */
export async function apiRequest<T>(
  path: string,
  options: {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    body?: Body;
    signal?: AbortSignal;
    /** The query client the request reads for (see `readThrough`). */
    client?: QueryClient | undefined;
  } = {},
): Promise<T> {
  const headers = requestHeaders();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const send = (options.client && fetches.get(options.client)) ?? fetch;
  const response = await send(path, {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- HTTP methods
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json().catch(() => null)) as T;
}

/**
 * A file the server sends as an attachment (CSV export, a résumé), fetched with the bearer
 * token a plain link could not carry; `disposition` is its Content-Disposition header.
 */
export async function apiDownload(
  path: string,
): Promise<{ blob: Blob; disposition: string | null }> {
  const response = await fetch(path, {
    headers: { ...requestHeaders(), Accept: '*/*' },
    credentials: 'include',
  });
  if (!response.ok) throw await toApiError(response);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header
  return { blob: await response.blob(), disposition: response.headers.get('Content-Disposition') };
}

/** The first message of each field of a 422, as the spec's forms show them. */
export function firstFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.errors)
      .filter(([, messages]) => messages.length > 0)
      .map(([field, messages]) => [field, messages[0] as string]),
  );
}
