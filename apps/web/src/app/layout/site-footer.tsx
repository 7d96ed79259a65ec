import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { NewsletterForm } from '../../features/newsletter/newsletter-form.tsx';
import { FrameIcon } from '../../components/frame-icon.tsx';

/**
 * The site's footer: the newsletter's invitation, then the school's links. A place of work (the
 * back office, a tutor's page) keeps only the links: staff and tutors came to work.
 */
export function SiteFooter({ atWork = false }: { atWork?: boolean }) {
  const { t } = useLingui();
  return (
    <footer className={`${atWork ? 'mt-10' : 'mt-16'} bg-primary text-white`}>
      {!atWork && (
        <div className="container-page grid gap-10 py-14 md:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold text-white">
              <Trans>Subscribe to our newsletter</Trans>
            </h2>
            <p className="mt-2 text-white/85">
              <Trans>Short lessons, study tips and school news, once a week.</Trans>
            </p>
            <NewsletterForm />
          </div>
          <dl className="grid gap-6 sm:grid-cols-2">
            <div>
              <dt className="flex items-center gap-2 text-lg font-semibold">
                <FrameIcon name="calendar" />
                <Trans>Weekly articles</Trans>
              </dt>
              <dd className="mt-2 text-white/85">
                <Trans>One short read a week on Quran, Arabic and everyday Islamic learning.</Trans>
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 text-lg font-semibold">
                <FrameIcon name="shield" />
                <Trans>No spam</Trans>
              </dt>
              <dd className="mt-2 text-white/85">
                <Trans>We never share your address, and you can unsubscribe at any time.</Trans>
              </dd>
            </div>
          </dl>
        </div>
      )}
      <div className={atWork ? '' : 'border-t border-white/20'}>
        <div className="container-page flex flex-col items-center justify-between gap-3 py-6 text-sm text-white/85 sm:flex-row">
          <Logo tone="dark" />
          <nav aria-label={t`Footer`} className="flex flex-wrap gap-x-5 gap-y-2">
            <Link to="/about-us" className="hover:underline">
              <Trans>About Us</Trans>
            </Link>
            <Link to="/contact-us" className="hover:underline">
              <Trans>Contact Us</Trans>
            </Link>
            <Link to="/privacy-policy" className="hover:underline">
              <Trans>Privacy Policy</Trans>
            </Link>
          </nav>
          <p>
            <Trans>© {new Date().getFullYear()} Iqra Academy</Trans>
          </p>
        </div>
      </div>
    </footer>
  );
}
