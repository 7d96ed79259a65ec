import { userSchema, type User } from '@iqra/contracts';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, createRoutesFromElements, Route, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteHandle } from '../lib/prefetch.ts';
import { sessionQueryOptions } from '../lib/session.ts';
import { forgetToken, storeToken } from '../lib/token-storage.ts';
import type { I18n } from '@lingui/core';
import { englishI18n, i18nFor } from '../i18n/i18n.ts';
import { GuestOnly, RequireTutor, returnPath } from './guards.tsx';
import { framed } from '../components/page-frame.tsx';
import { contractBody } from '../test-utils/api-answers.ts';

/** The signed-in person as the session query keeps them: the `user` of `/api/auth/user`. */
const person = (role: User['role']): User =>
  contractBody(userSchema, {
    id: 3,
    firstName: 'Yusuf',
    lastName: 'Abdelrahman',
    gender: 1,
    phone: '+20 2 2345 6789',
    whatsapp: '',
    country_id: null,
    age: null,
    email: 'tutor@example.com',
    avatar: null,
    role,
    time_zone: 'Africa/Cairo',
  });

/**
 * The app's routes around the guards (a data router, as the app's), at `path`, with `user`
 * signed in, nobody (null), or not known yet (undefined).
 */
function renderAt(
  path: string | { pathname: string; state: unknown },
  user: User | null | undefined,
  i18n: I18n = englishI18n(),
) {
  const queryClient = new QueryClient();
  // Not known yet: a token is kept, and the server it is shown to has not answered.
  if (user === undefined) {
    storeToken('a-token');
    queryClient.setQueryDefaults(sessionQueryOptions.queryKey, {
      queryFn: () => new Promise<never>(() => undefined),
    });
  } else queryClient.setQueryData(sessionQueryOptions.queryKey, user);
  const router = createMemoryRouter(
    createRoutesFromElements(
      <>
        <Route element={<GuestOnly />}>
          <Route path="/login" element={<h1>Sign in</h1>} />
        </Route>
        <Route element={<RequireTutor />}>
          <Route
            path="/teach"
            handle={{ Waiting: framed(() => <h1>Teach</h1>) } satisfies RouteHandle}
            element={
              <main>
                <h1>Teach</h1>
                <p>Your classes</p>
              </main>
            }
          />
        </Route>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/courses" element={<h1>Courses</h1>} />
      </>,
    ),
    { initialEntries: [path] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

afterEach(() => {
  cleanup();
  forgetToken();
});

describe('where signing in leads', () => {
  it('takes a tutor who was going nowhere in particular to their classes', () => {
    renderAt('/login', person('tutor'));
    expect(heading()).toBe('Teach');
  });

  it('takes a learner home, as before', () => {
    renderAt('/login', person('student'));
    expect(heading()).toBe('Home');
  });

  it('takes anyone back where the guard found them', () => {
    renderAt({ pathname: '/login', state: { from: '/courses' } }, person('tutor'));
    expect(heading()).toBe('Courses');
  });

  it('never leaves the site', () => {
    expect(returnPath({ from: '//evil.example' }, '/teach')).toBe('/teach');
    expect(returnPath({ from: 'https://evil.example' })).toBe('/');
  });
});

describe('the tutor’s area', () => {
  it('lets a tutor in', () => {
    renderAt('/teach', person('tutor'));
    expect(heading()).toBe('Teach');
    expect(screen.getByText('Your classes')).toBeTruthy();
  });

  it('shows the page’s top, and that the rest is loading, until the session answers', () => {
    renderAt('/teach', undefined);
    expect(heading()).toBe('Teach');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText('Your classes')).toBeNull();
  });

  it.each(['student', 'admin'] as const)('tells a %s it is for tutors', (role) => {
    renderAt('/teach', person(role));
    expect(heading()).toBe('Not allowed');
    expect(screen.getByText(/This part of the site is for Iqra tutors\./)).toBeTruthy();
  });

  it('tells a learner so in Arabic', async () => {
    renderAt('/teach', person('student'), await i18nFor('ar'));
    expect(heading()).toBe('غير مسموح');
    expect(screen.getByText(/^هذا الجزء من الموقع مخصص لـمعلّمي اقرأ\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toBeTruthy();
  });
});
