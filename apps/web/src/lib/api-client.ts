import type { ValidationErrorBody } from '@iqra/contracts';
import { getStoredToken } from './token-storage.ts';

/** A non-2xx answer: its status, the server's message, and per-field errors on a 422. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isValidation(): boolean {
    return this.status === 422;
  }
}

type Body = Record<string, unknown> | FormData | undefined;

/** The browser's fetch, or on the server the API's own, in-process (entry-server.tsx). */
let send: typeof fetch = (...args) => fetch(...args);

export function setApiFetch(implementation: typeof fetch): void {
  send = implementation;
}

function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
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
  const response = await send(path, {
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
  const response = await send(path, {
    headers: { ...requestHeaders(), Accept: '*/*' },
    credentials: 'include',
  });
  if (!response.ok) throw await toApiError(response);
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
