import type { User } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from './language-switch.tsx';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { DrawerLater, loadDrawer } from '../../components/shown-later.tsx';
import { useCloseOnNavigate } from '../../components/use-close-on-navigate.ts';
import { useFeaturedCategories } from '../../lib/catalog.ts';
import { useHydrated } from '../../lib/use-hydrated.tsx';
import { useSession } from '../../lib/session.ts';
import { Dropdown, dropdownItemClass } from './dropdown.tsx';
import { SessionNotice } from './session-notice.tsx';
import { FrameIcon } from '../../components/frame-icon.tsx';
import { englishOf, type EnglishMark } from '../../components/in-english.ts';
import { useSides } from '../../lib/direction.ts';

/** One of the site's own links: where, and its words. */
interface SiteLinkItem {
  to: string;
  label: MessageDescriptor;
}

const LINKS: SiteLinkItem[] = [
  { to: '/books', label: msg`Books` },
  { to: '/about-us', label: msg`About Us` },
  { to: '/#testimonials', label: msg`Testimonial` },
  { to: '/contact-us', label: msg`Contact Us` },
  { to: '/privacy-policy', label: msg`Privacy Policy` },
];

const ACCOUNT_LINK = { to: '/account', label: msg`Account`, icon: 'pi-user' };
const LEARNING_LINK = { to: '/learning', label: msg`Learning`, icon: 'pi-book' };
const FAMILY_LINK = { to: '/family', label: msg`Family`, icon: 'pi-users' };
const TEACH_LINK = { to: '/teach', label: msg`Teach`, icon: 'pi-calendar' };
const LOGOUT_LINK = { to: '/logout', label: msg`Logout`, icon: 'pi-sign-out' };

const BACK_OFFICE_LINK = { to: '/admin', label: msg`Back office`, icon: 'pi-briefcase' };

/**
 * The account menu: staff get the back office first; a tutor's classes take Learning's place;
 * a learner's account is also a family's.
 */
function accountLinksOf(user: User) {
  if (user.role === 'tutor') return [ACCOUNT_LINK, TEACH_LINK, LOGOUT_LINK];
  if (user.role === 'admin') return [BACK_OFFICE_LINK, ACCOUNT_LINK, LEARNING_LINK, LOGOUT_LINK];
  return [ACCOUNT_LINK, LEARNING_LINK, FAMILY_LINK, LOGOUT_LINK];
}

const NAV_LINK_CLASS = 'flex min-h-11 items-center rounded-md px-3 font-medium hover:text-primary';
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? [NAV_LINK_CLASS, 'text-primary'].join(' ') : NAV_LINK_CLASS;

export const DEFAULT_AVATAR = '/images/default-avatar.png';

export function SiteHeader() {
  const { t } = useLingui();
  const programs = usePrograms();
  const session = useSession().data;
  // As the server rendered it (a guest) until hydrated: the token lives in the browser.
  const user = useHydrated() ? session : null;
  const [menuOpen, setMenuOpen] = useState(false);
  useCloseOnNavigate(() => setMenuOpen(false));

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        {/* Named by what it shows (Iqra, and اقرأ where shown) and where it goes: a name that
            left out the visible Arabic word would fail WCAG 2.5.3 (label in name). */}
        <Link to="/" className="shrink-0">
          <Logo />
          <span className="sr-only">
            <Trans>, home</Trans>
          </span>
        </Link>

        <nav aria-label={t`Main`} className="hidden items-center gap-1 lg:flex">
          <Dropdown label={t`Programs`}>
            <ul>
              {programs.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={dropdownItemClass} {...item.mark}>
                    {item.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/courses" className={dropdownItemClass}>
                  <Trans>All courses</Trans>
                </Link>
              </li>
            </ul>
          </Dropdown>
          {LINKS.map((link) => (
            <SiteLink key={link.to} link={link} />
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitch className="rounded-lg px-2 py-2 text-sm font-semibold text-ink hover:text-primary" />
          {/* Room for whichever the session turns out to call for, a guest's two links (from
              `sm`) or a signed-in avatar: the menu and the links beside it stay where they are
              while it is loading and when it arrives (layout shift). The Arabic links are the
              longer (303 px against 200 px), so an Arabic page keeps more room where it has it;
              and the buttons' height is kept while the session is still unknown.
              Between lg and xl the Arabic menu and links are already squeezed (they wrap at
              1024 px) and are left as they were: they need a design of their own. */}
          <div className="flex min-h-11 min-w-19 justify-end sm:min-w-50 rtl:sm:min-w-76 rtl:lg:min-w-50 rtl:xl:min-w-76">
            <AccountMenu user={user} />
          </div>
          <button
            type="button"
            className="btn btn-outline px-3 lg:hidden"
            aria-label={t`Open menu`}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            // The drawer's code is fetched as soon as the menu is likely to open.
            onPointerEnter={() => void loadDrawer()}
            onFocus={() => void loadDrawer()}
          >
            <FrameIcon name="bars" />
          </button>
        </div>
      </div>
      <SessionNotice />
      <MobileMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        programs={programs}
        user={user}
      />
    </header>
  );
}

interface Program {
  to: string;
  label: string;
  mark: EnglishMark;
}

/** The featured categories, each a link to the courses it holds. */
function usePrograms(): Program[] {
  const categories = useFeaturedCategories();
  return (categories.data?.data ?? []).map((category) => ({
    to: `/courses?category=${encodeURIComponent(category.slug)}`,
    label: category.name,
    mark: englishOf(category, 'name'),
  }));
}

/** A menu entry's icon and words. */
function IconLabel({ link }: { link: { icon: string; label: MessageDescriptor } }) {
  const { t } = useLingui();
  return (
    <>
      <i className={`pi ${link.icon} me-2`} aria-hidden />
      {t(link.label)}
    </>
  );
}

/**
 * One of the site's links, marked as the current page where it leads. A link to a section
 * of a page (`/#testimonials`) is current only while the address names that section, which
 * the browser alone knows: so only once hydrated, as the server rendered it before.
 */
function SiteLink({ link }: { link: SiteLinkItem }) {
  const { t } = useLingui();
  const { pathname, hash } = useLocation();
  const hydrated = useHydrated();
  const [path, section] = link.to.split('#');
  if (section === undefined) {
    return (
      <NavLink to={link.to} className={navLinkClass} end>
        {t(link.label)}
      </NavLink>
    );
  }
  const current = hydrated && pathname === path && hash === `#${section}`;
  return (
    <Link
      to={link.to}
      className={navLinkClass({ isActive: current })}
      aria-current={current ? 'location' : undefined}
    >
      {t(link.label)}
    </Link>
  );
}

/** Register and Login side by side; `fill` shares the row's width between them. */
function GuestLinks({ className, fill = false }: { className: string; fill?: boolean }) {
  const grow = fill ? ' flex-1' : '';
  return (
    <div className={className}>
      <Link to="/register" className={`btn btn-outline${grow}`}>
        <Trans>Register</Trans>
      </Link>
      <Link to="/login" className={`btn btn-primary${grow}`}>
        <Trans>Login</Trans>
      </Link>
    </div>
  );
}

/** The signed-in user's menu, or Register and Login for a guest. */
function AccountMenu({ user }: { user: User | null | undefined }) {
  // While the session is unknown (loading, or the server out of reach), a signed-in learner
  // is offered neither Login nor their menu.
  if (user === undefined) return null;
  if (!user) {
    return <GuestLinks className="hidden items-center gap-2 sm:flex" />;
  }
  // Learners never see the back office's entry, nor anyone but a tutor Teach.
  const accountLinks = accountLinksOf(user);
  return (
    <Dropdown
      align="right"
      label={
        <>
          <img
            src={user.avatar ?? DEFAULT_AVATAR}
            alt=""
            width={36}
            height={36}
            className="h-9 w-9 rounded-full border border-line object-cover"
          />
          <span className="sr-only sm:not-sr-only">{user.firstName}</span>
          <span className="sr-only">
            <Trans>, account menu</Trans>
          </span>
        </>
      }
    >
      <ul>
        {accountLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={dropdownItemClass}>
              <IconLabel link={link} />
            </Link>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}

/** Where staff or a tutor work, as the narrow screens' menu offers it. */
function WorkLink({ link }: { link: SiteLinkItem & { icon: string } }) {
  return (
    <NavLink to={link.to} className={navLinkClass}>
      <IconLabel link={link} />
    </NavLink>
  );
}

/** The narrow screens' menu: the same links in a panel from the right. */
function MobileMenu({
  open,
  onClose,
  programs,
  user,
}: {
  open: boolean;
  onClose: () => void;
  programs: Program[];
  user: User | null | undefined;
}) {
  const { t } = useLingui();
  // From the side of the button that opens it: the page's end (the left in Arabic).
  const sides = useSides();
  return (
    <DrawerLater
      visible={open}
      onHide={onClose}
      position={sides.end}
      className="w-full max-w-sm"
      header={<Logo />}
      blockScroll
    >
      <nav aria-label={t`Main (mobile)`}>
        <p className="px-3 pt-2 text-sm font-semibold uppercase tracking-wide text-muted">
          <Trans>Programs</Trans>
        </p>
        <ul>
          {programs.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="flex min-h-11 items-center px-3 hover:text-primary"
                {...item.mark}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="mt-2 border-t border-line pt-2">
          {LINKS.map((link) => (
            <li key={link.to}>
              <SiteLink link={link} />
            </li>
          ))}
        </ul>
        {(user?.role === 'admin' || user?.role === 'tutor') && (
          <ul className="mt-2 border-t border-line pt-2">
            <li>
              <WorkLink link={user.role === 'admin' ? BACK_OFFICE_LINK : TEACH_LINK} />
            </li>
          </ul>
        )}
        {user === null && (
          <GuestLinks className="mt-4 flex gap-2 border-t border-line px-3 pt-4" fill />
        )}
      </nav>
    </DrawerLater>
  );
}
