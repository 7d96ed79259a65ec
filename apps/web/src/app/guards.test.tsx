import { userSchema, type Language, type User } from '@iqra/contracts';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryRouter,
  createRoutesFromElements,
  Outlet,
  Route,
  RouterProvider,
} from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteHandle } from '../lib/prefetch.ts';
import { sessionQueryOptions } from '../lib/session.ts';
import { forgetToken, storeToken } from '../lib/token-storage.ts';
import type { I18n } from '@lingui/core';
import { englishI18n, i18nFor } from '../i18n/i18n.ts';
import {
  FollowAccountLanguage,
  GuestOnly,
  LeavePageContext,
  noteLeftForLanguage,
  RequireTutor,
  returnPath,
} from './guards.tsx';
import { framed } from '../components/page-frame.tsx';
import { contractBody } from '../test-utils/api-answers.ts';

/** The signed-in person as the session query keeps them: the `user` of `/api/auth/user`. */
const person = (role: User['role'], language: Language | null = null): User =>
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
    language,
    digits: 'latn',
    hijri: false,
  });

/**
 * The app's routes around the guards (a data router, as the app's), at `path`, with `user`
 * signed in, nobody (null), or not known yet (undefined). Answers the addresses the page was
 * left for (the other language's pages are another load of the browser's).
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
  const left: string[] = [];
  const router = createMemoryRouter(
    createRoutesFromElements(
      <Route
        element={
          <>
            <Outlet />
            <FollowAccountLanguage />
          </>
        }
      >
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
      </Route>,
    ),
    { initialEntries: [path] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LeavePageContext value={(address) => left.push(address)}>
          <RouterProvider router={router} />
        </LeavePageContext>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return left;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

afterEach(() => {
  cleanup();
  forgetToken();
  sessionStorage.clear();
});

describe('where signing in leads', () => {
  it('takes a tutor who was going nowhere in particular to their classes', () => {
    renderAt('/login', person('tutor', 'en'));
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

describe('each person’s pages in their language', () => {
  it('takes a tutor who never chose to their classes in Arabic on signing in', async () => {
    const left = renderAt('/login', person('tutor'));
    await waitFor(() => expect(left).toEqual(['/ar/teach']));
    expect(screen.queryByRole('heading', { name: 'Teach' })).toBeNull();
  });

  it('opens /teach in Arabic for a tutor who never chose', async () => {
    const left = renderAt('/teach?week=2027-06-28', person('tutor'));
    await waitFor(() => expect(left).toEqual(['/ar/teach?week=2027-06-28']));
  });

  it('leaves the Arabic /teach where it is (no loop)', async () => {
    const left = renderAt('/teach', person('tutor'), await i18nFor('ar'));
    await screen.findByText('Your classes');
    expect(left).toEqual([]);
  });

  it('respects a tutor who chose English, on /teach and on signing in', () => {
    expect(renderAt('/teach', person('tutor', 'en'))).toEqual([]);
    expect(heading()).toBe('Teach');
    cleanup();
    expect(renderAt('/login', person('tutor', 'en'))).toEqual([]);
    expect(heading()).toBe('Teach');
  });

  it('keeps the default to the tutor’s own area', () => {
    expect(renderAt('/courses', person('tutor'))).toEqual([]);
    expect(heading()).toBe('Courses');
  });

  it('opens a page at the address it was opened at, whatever language the person saved', () => {
    expect(renderAt('/courses?level=2#top', person('student', 'ar'))).toEqual([]);
    expect(heading()).toBe('Courses');
  });

  it('takes them back where the guard found them, in their language, on signing in', async () => {
    const left = renderAt(
      { pathname: '/login', state: { from: '/courses' } },
      person('student', 'ar'),
    );
    await waitFor(() => expect(left).toEqual(['/ar/courses']));
  });

  it('leaves a page in their language, and a guest’s, as they are', async () => {
    expect(renderAt('/courses', person('student', 'ar'), await i18nFor('ar'))).toEqual([]);
    cleanup();
    expect(renderAt('/courses', null)).toEqual([]);
    expect(heading()).toBe('Courses');
  });

  it('does not send a tutor back to the Arabic /teach they just switched away from', () => {
    // The switch left the Arabic /teach for English; the server has not kept English yet.
    noteLeftForLanguage('/ar/teach');
    expect(renderAt('/teach', person('tutor'))).toEqual([]);
  });
});
