import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { NewsletterNotice } from '../../features/newsletter/newsletter-notice.tsx';
import { PageIsTheApps } from '../../lib/use-hydrated.tsx';
import { FollowAccountLanguage } from '../guards.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** The pages people work on (staff, tutors): no newsletter invitation at their foot. */
const AT_WORK = /^\/(admin|teach)(\/|$)/;

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-[100] focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader />
      <div id="main" tabIndex={-1} className="flex-1 outline-none">
        {pathname === '/' && <NewsletterNotice />}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <PageIsTheApps />
        </Suspense>
      </div>
      <SiteFooter atWork={AT_WORK.test(pathname)} />
      <ScrollRestoration />
      <FollowAccountLanguage />
    </div>
  );
}
