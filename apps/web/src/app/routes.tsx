import type { RouteObject } from 'react-router';
import { ICON_FONT, WORK_ICON_FONT } from '../components/icon-font.ts';
import { framed } from '../components/page-frame.tsx';
import { WithCatalogue } from '../i18n/with-catalogue.tsx';
import { LearningTop } from '../features/learning/learning-top.tsx';
import { TeachTop } from '../features/teach/teach-top.tsx';
import { featuredCategoriesQueryOptions } from '../lib/catalog.ts';
import type { RouteHandle } from '../lib/prefetch.ts';
import { BrowserOnly, GuestOnly, RequireAdmin, RequireAuth, RequireTutor } from './guards.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * The site's routes, rendered by the browser's router and by the server's (entry-server.tsx).
 * Every page is its own chunk: the home page does not download the learner's pages. A public
 * page's module may export `prefetch`, the data the server renders it with (its `handle`).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    // The header's Programs menu.
    handle: {
      prefetch: (client) => client.ensureQueryData(featuredCategoriesQueryOptions),
    } satisfies RouteHandle,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: () =>
          import('../features/home/home-page.tsx').then((m) => ({
            Component: m.HomePage,
            handle: {
              prefetch: m.prefetch,
              structuredData: m.structuredData,
              preloadImage: m.preloadImage,
              preloadFonts: [...m.preloadFonts, ICON_FONT],
            },
          })),
      },
      {
        path: 'about-us',
        lazy: () =>
          import('../features/pages/content-pages.tsx').then((m) => ({
            Component: m.AboutUsPage,
            handle: { prefetch: m.prefetchOf('about-us') },
          })),
      },
      {
        path: 'privacy-policy',
        lazy: () =>
          import('../features/pages/content-pages.tsx').then((m) => ({
            Component: m.PrivacyPolicyPage,
            handle: { prefetch: m.prefetchOf('privacy-policy') },
          })),
      },
      {
        path: 'contact-us',
        lazy: () =>
          import('../features/pages/content-pages.tsx').then((m) => ({
            Component: m.ContactUsPage,
            handle: { prefetch: m.prefetchOf('contact-us') },
          })),
      },
      {
        // The catalogue is open to everyone (decision 003); buying from it needs sign-in.
        path: 'courses',
        lazy: () =>
          import('../features/courses/courses-page.tsx').then((m) => ({
            Component: m.CoursesPage,
            // Its icons are inline (components/frame-icon.tsx): no icon font to wait for.
            handle: { prefetch: m.prefetch, structuredData: m.structuredData },
          })),
      },
      {
        path: 'courses/:slug',
        lazy: () =>
          import('../features/courses/course-page.tsx').then((m) => ({
            Component: m.CoursePage,
            // Its icons are inline (components/frame-icon.tsx): no icon font to wait for.
            handle: { prefetch: m.prefetch, structuredData: m.structuredData },
          })),
      },
      {
        // Anyone checks a certificate by the code printed on it, or by its signed credential.
        path: 'certificates',
        lazy: () =>
          import('../features/certificates/check-page.tsx').then((m) => ({
            Component: m.CheckCertificatePage,
          })),
      },
      {
        // Anyone checks a certificate from its QR code or link.
        path: 'certificates/:code',
        lazy: () =>
          import('../features/certificates/verify-page.tsx').then((m) => ({
            Component: m.VerifyCertificatePage,
            handle: { prefetch: m.prefetch },
          })),
      },
      {
        path: 'books',
        lazy: () =>
          import('../features/books/books-page.tsx').then((m) => ({
            Component: m.BooksPage,
            handle: { prefetch: m.prefetch },
          })),
      },
      {
        // Pages whose words depend on the query string or the browser's storage: the server
        // sends the layout and a loading state, the browser renders them (with no cacheable
        // secret in the server's HTML).
        id: 'browser-only',
        element: <BrowserOnly />,
        children: [
          {
            path: 'logout',
            lazy: () =>
              import('../features/auth/logout-page.tsx').then((m) => ({ Component: m.LogoutPage })),
          },
          {
            // Open signed in too: the "Secure my account" link reaches an owner who may still be
            // signed in here while someone else holds the account.
            path: 'reset-password',
            lazy: () =>
              import('../features/password/reset-password-page.tsx').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            // Open to anyone, signed in or not: the link at the foot of a reminder carries its own
            // secret, and the mail may be read in a browser signed in as someone else.
            path: 'unsubscribe',
            lazy: () =>
              import('../features/unsubscribe/unsubscribe-page.tsx').then((m) => ({
                Component: m.UnsubscribePage,
              })),
          },
        ],
      },
      {
        element: <GuestOnly />,
        children: [
          {
            path: 'login',
            lazy: () =>
              import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: 'forgot-password',
            lazy: () =>
              import('../features/password/forgot-password-page.tsx').then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: 'register',
            lazy: () =>
              import('../features/auth/register-page.tsx').then((m) => ({
                Component: m.RegisterPage,
                handle: { prefetch: m.prefetch },
              })),
          },
        ],
      },
      {
        id: 'require-auth',
        handle: { catalogue: 'learner', preloadFonts: [ICON_FONT] } satisfies RouteHandle,
        element: (
          <WithCatalogue name="learner">
            <RequireAuth />
          </WithCatalogue>
        ),
        children: [
          {
            path: 'account',
            lazy: () =>
              import('../features/account/account-page.tsx').then((m) => ({
                Component: m.AccountPage,
              })),
          },
          {
            path: 'learning',
            handle: { Waiting: framed(LearningTop) } satisfies RouteHandle,
            lazy: () =>
              import('../features/learning/learning-page.tsx').then((m) => ({
                Component: m.LearningPage,
              })),
          },
          {
            path: 'family',
            lazy: () =>
              import('../features/family/family-page.tsx').then((m) => ({
                Component: m.FamilyPage,
              })),
          },
          {
            // A family invitation's mailed link (`?token=`): a guest signs in (or registers)
            // first and comes back here.
            path: 'family/join',
            lazy: () =>
              import('../features/family/join-page.tsx').then((m) => ({
                Component: m.JoinFamilyPage,
              })),
          },
          {
            path: 'courses/:slug/checkout',
            lazy: () =>
              import('../features/checkout/course-checkout-page.tsx').then((m) => ({
                Component: m.CourseCheckoutPage,
              })),
          },
          {
            path: 'books/:id/checkout',
            lazy: () =>
              import('../features/checkout/book-checkout-page.tsx').then((m) => ({
                Component: m.BookCheckoutPage,
              })),
          },
        ],
      },
      {
        // The tutor's classes; anyone else is told the page is not for them.
        id: 'require-tutor',
        handle: {
          catalogue: 'teach',
          preloadFonts: [ICON_FONT, WORK_ICON_FONT],
        } satisfies RouteHandle,
        element: (
          <WithCatalogue name="teach">
            <RequireTutor />
          </WithCatalogue>
        ),
        children: [
          {
            path: 'teach',
            handle: { Waiting: framed(TeachTop) } satisfies RouteHandle,
            lazy: () =>
              import('../features/teach/teach-page.tsx').then((m) => ({ Component: m.TeachPage })),
          },
        ],
      },
      {
        // The staff back office: its own chunks, which learners never download.
        id: 'require-admin',
        handle: {
          catalogue: 'admin',
          preloadFonts: [ICON_FONT, WORK_ICON_FONT],
        } satisfies RouteHandle,
        element: (
          <WithCatalogue name="admin">
            <RequireAdmin />
          </WithCatalogue>
        ),
        children: [
          {
            // Its frame (the menu and each screen's heading), which the server renders too;
            // the screens' code loads only once the session has let staff in. A route's own
            // `lazy`, so the browser has the frame's code before it hydrates the server's
            // HTML: hydrating would otherwise wait for it, and the session answering meanwhile
            // made React drop that HTML and draw the page again (the menu blinked).
            path: 'admin/*',
            handle: { waitsInside: true } satisfies RouteHandle,
            lazy: () =>
              import('../features/admin/admin-frame.tsx').then((m) => ({ Component: m.default })),
          },
        ],
      },
      {
        id: 'not-found',
        path: '*',
        lazy: () =>
          import('../features/not-found/not-found-page.tsx').then((m) => ({
            Component: m.NotFoundPage,
          })),
      },
    ],
  },
];
