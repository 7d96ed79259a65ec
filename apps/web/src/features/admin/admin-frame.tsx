import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { DrawerLater, loadDrawer } from '../../components/shown-later.tsx';
import { LoadingLine } from '../../components/loading-line.tsx';
import { useCloseOnNavigate } from '../../components/use-close-on-navigate.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useSession } from '../../lib/session.ts';
import { useHydrated } from '../../lib/use-hydrated.tsx';
import { directionOf, type Locale } from '../../i18n/i18n.ts';
import { ADMIN_MENU, screenAt, type ScreenLink } from './menu.ts';
import { DashboardPage } from './pages/dashboard-page.tsx';

// The back office's frame, light enough to come before its screens: the menu (menu.ts) beside
// the screen. The server renders it with the screen's heading (or the whole dashboard) while
// nobody is known yet; each screen's code then fills the same frame, so the heading is read
// with the first paint and nothing moves when the rest arrives.

function AdminNav({ label, dense = false }: { label: string; dense?: boolean }) {
  const { i18n } = useLingui();
  const id = useId();
  const height = dense ? 'min-h-8' : 'min-h-11';
  return (
    <nav aria-label={label}>
      <NavLink
        to="/admin"
        end
        className={({ isActive }) =>
          `flex ${height} items-center gap-2 rounded-md px-3 font-semibold ${
            isActive ? 'bg-tint text-primary' : 'hover:bg-tint hover:text-primary'
          }`
        }
      >
        <i className="pi pi-th-large text-sm" aria-hidden />
        <Trans>Dashboard</Trans>
      </NavLink>
      {ADMIN_MENU.map((section, index) => (
        <div key={section.title.id} className={dense ? 'mt-3' : 'mt-4'}>
          <p
            id={`${id}-${index}`}
            className="px-3 text-xs font-semibold tracking-wide text-muted uppercase"
          >
            {i18n._(section.title)}
          </p>
          <ul aria-labelledby={`${id}-${index}`} className="mt-1">
            {section.screens.map((screen) => (
              <li key={screen.path}>
                <NavLink
                  to={`/admin/${screen.path}`}
                  className={({ isActive }) =>
                    `flex ${height} items-center gap-2 rounded-md px-3 text-sm ${
                      isActive
                        ? 'bg-tint font-semibold text-primary'
                        : 'hover:bg-tint hover:text-primary'
                    }`
                  }
                >
                  <i className={`pi ${screen.icon} text-sm`} aria-hidden />
                  {i18n._(screen.title)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The back office's frame: its menu at the start (a drawer on phones), the screen beside it. */
export function AdminFrame({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  // The menu's side: the left in English, the right in Arabic.
  const start = directionOf(i18n.locale as Locale) === 'rtl' ? 'right' : 'left';
  const [menuOpen, setMenuOpen] = useState(false);
  useCloseOnNavigate(() => setMenuOpen(false));
  return (
    <div className="mx-auto flex w-full max-w-[1440px] gap-8 px-4 py-6 sm:px-6">
      <aside className="hidden w-56 shrink-0 lg:block">
        <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto pb-6">
          <p className="mb-3 px-3 text-lg font-bold text-primary">
            <Trans>Back office</Trans>
          </p>
          <AdminNav label={t`Back office`} dense />
        </div>
      </aside>
      <main className="min-w-0 flex-1">
        <button
          type="button"
          className="btn btn-outline mb-4 lg:hidden"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
        >
          <i className="pi pi-bars" aria-hidden />
          <Trans>Back office menu</Trans>
        </button>
        {children}
      </main>
      <DrawerLater
        visible={menuOpen}
        onHide={() => setMenuOpen(false)}
        position={start}
        className="w-full max-w-xs"
        header={
          <span className="text-lg font-bold text-primary">
            <Trans>Back office</Trans>
          </span>
        }
        blockScroll
      >
        <AdminNav label={t`Back office (mobile)`} />
      </DrawerLater>
    </div>
  );
}

/** A menu screen's heading and line on what it is for, where the screen draws its own. */
function ScreenTop({ screen }: { screen: ScreenLink }) {
  const { i18n } = useLingui();
  return (
    <div>
      <h1 className="text-2xl sm:text-3xl">{i18n._(screen.title)}</h1>
      <p className="mt-1 max-w-2xl text-muted">{i18n._(screen.description)}</p>
    </div>
  );
}

/** The screen's address under /admin/ ('' for the dashboard). */
const screenPath = (pathname: string) => pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');

/** A screen whose code is still on its way: its heading if it is in the menu, and a loading line. */
export function ScreenWaiting() {
  const { t, i18n } = useLingui();
  const screen = screenAt(screenPath(useLocation().pathname));
  const name = screen && i18n._(screen.title);
  // The screen names the page itself once it is there.
  usePageMeta(name ? t`${name} · Back office` : t`Back office`);
  return (
    <>
      {screen && <ScreenTop screen={screen} />}
      <LoadingLine />
    </>
  );
}

const AdminScreens = lazy(() =>
  import('./admin-app.tsx').then((m) => ({ default: m.AdminScreens })),
);

/**
 * The screen at the address: the dashboard at once (it needs nothing more); any other once
 * staff are known and its code has come, and until then what ScreenWaiting shows.
 */
function Screen({ ready }: { ready: boolean }) {
  const path = screenPath(useLocation().pathname);
  if (path === '') return <DashboardPage ready={ready} />;
  if (!ready) return <ScreenWaiting />;
  return (
    <Suspense fallback={<ScreenWaiting />}>
      <AdminScreens />
    </Suspense>
  );
}

/**
 * The back office (its route's element, behind RequireAdmin). The frame comes at once, on the
 * server too, and stays while the session answers and each screen's code arrives; the screens
 * load only once the session has let staff in, so nobody else downloads them.
 */
export default function AdminShell() {
  const staff = useSession().data?.role === 'admin';
  const ready = useHydrated() && staff;
  return (
    <AdminFrame>
      <Screen ready={ready} />
    </AdminFrame>
  );
}
