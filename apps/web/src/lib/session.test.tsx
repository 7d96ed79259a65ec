import { MESSAGES, messageSchema, userResponseSchema, type User } from '@iqra/contracts';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, createRoutesFromElements, Route, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../app/guards.tsx';
import { SessionNotice } from '../app/layout/session-notice.tsx';
import { englishI18n } from '../i18n/i18n.ts';
import { sessionRetryDelay } from './session.ts';
import { answer } from '../test-utils/api-answers.ts';

// The server's answers are played at the network edge (fetch); the guard, the session query
// and the API client are the real ones.

const learner: User = {
  id: 7,
  firstName: 'Khadija',
  lastName: 'Noor',
  gender: 2,
  phone: '+44 20 7946 0000',
  whatsapp: '+44 7700 900000',
  country_id: 1,
  age: 29,
  email: 'khadija@example.com',
  avatar: null,
  role: 'student',
  time_zone: 'Europe/London',
  language: null,
  digits: 'latn',
  hijri: false,
};

type Fault = () => Promise<Response>;

// The 502, the 503 and the page come from outside our API (a proxy, Fastify while it closes),
// so no contract describes them.
const FAULTS: [string, Fault][] = [
  ['a 502 from a proxy', () => Promise.resolve(new Response('Bad Gateway', { status: 502 }))],
  [
    'a 503 during a deploy',
    () =>
      Promise.resolve(
        new Response(
          '{"error":"Service Unavailable","message":"Service Unavailable","statusCode":503}',
          { status: 503, headers: { 'Content-Type': 'application/json' } },
        ),
      ),
  ],
  ['a 500', async () => answer(messageSchema, { message: MESSAGES.server }, 500)],
  ['a 429', async () => answer(messageSchema, { message: MESSAGES.tooMany }, 429)],
  ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch'))],
  [
    'a page that is not the answer',
    () => Promise.resolve(new Response('<html>Maintenance</html>', { status: 200 })),
  ],
];

let answers: Fault[];
let sessionCalls = 0;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.localStorage.setItem('token', 'a-token-the-server-still-accepts');
  sessionCalls = 0;
  answers = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    expect(String(input)).toBe('/api/auth/user');
    sessionCalls += 1;
    const next = answers.shift();
    return next ? next() : Promise.resolve(answer(userResponseSchema, { user: learner }));
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
});

function renderGuardedPage() {
  const client = new QueryClient();
  return render(
    <I18nProvider i18n={englishI18n()}>
      <QueryClientProvider client={client}>
        <SessionNotice />
        <RouterProvider
          router={createMemoryRouter(
            createRoutesFromElements(
              <>
                <Route element={<RequireAuth />}>
                  <Route path="/learning" element={<h1>My learning</h1>} />
                </Route>
                <Route path="/login" element={<h1>Sign in</h1>} />
              </>,
            ),
            { initialEntries: ['/learning'] },
          )}
        />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const UNREACHABLE_NOTICE = "We can't reach the school right now. Trying again…";

const noticeText = () =>
  screen
    .getAllByRole('status')
    .map((element) => element.textContent)
    .join(' ');

describe('the session', () => {
  it('a 401 forgets the token and sends the learner to sign in', async () => {
    answers = [async () => answer(messageSchema, { message: MESSAGES.unauthenticated }, 401)];
    renderGuardedPage();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(sessionCalls).toBe(1);
  });

  for (const [name, fault] of FAULTS) {
    it(`${name} keeps the token, says so quietly, and tries again until it gets through`, async () => {
      answers = [fault, fault];
      renderGuardedPage();

      await vi.waitFor(() => expect(noticeText()).toContain(UNREACHABLE_NOTICE));
      expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
      expect(window.localStorage.getItem('token')).toBe('a-token-the-server-still-accepts');

      // The second attempt comes within a second, the third within two more.
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(sessionCalls).toBe(2);
      expect(noticeText()).toContain(UNREACHABLE_NOTICE);
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(sessionCalls).toBe(3);

      expect(await screen.findByRole('heading', { name: 'My learning' })).toBeTruthy();
      expect(noticeText()).not.toContain(UNREACHABLE_NOTICE);
      expect(window.localStorage.getItem('token')).toBe('a-token-the-server-still-accepts');
    });
  }

  it('a request the browser aborted is retried without a notice', async () => {
    answers = [() => Promise.reject(new DOMException('The user aborted a request.', 'AbortError'))];
    renderGuardedPage();
    await vi.waitFor(() => expect(sessionCalls).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(noticeText()).not.toContain(UNREACHABLE_NOTICE);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('heading', { name: 'My learning' })).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBe('a-token-the-server-still-accepts');
    // Only the notice's live region is left, and it is empty.
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('sessionRetryDelay', () => {
  it('doubles from a second up to half a minute, each wait shortened by up to half', () => {
    const longest = (failures: number) => sessionRetryDelay(failures, () => 1);
    const shortest = (failures: number) => sessionRetryDelay(failures, () => 0);
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(longest)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect([0, 1, 5].map(shortest)).toEqual([500, 1_000, 15_000]);
  });
});
