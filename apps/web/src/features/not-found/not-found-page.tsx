import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';

export function NotFoundPage() {
  const { t } = useLingui();
  usePageMeta(t`Page not found`, t`The page you were looking for is not here.`);
  return (
    <main className="container-page py-24 text-center">
      {/* "Oops" in Arabic, as decoration: the heading below says it for everyone, and a
          large paragraph before it would read as a heading that is not one. */}
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- Arabic in either language */}
      <div lang="ar" dir="rtl" aria-hidden className="text-5xl text-gold">
        عفوًا
      </div>
      <h1 className="mt-4 text-3xl">
        <Trans>We couldn’t find that page</Trans>
      </h1>
      <p className="mt-3 text-muted">
        <Trans>The link may be old, or the address mistyped.</Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn btn-primary">
          <Trans>Go to the home page</Trans>
        </Link>
        <Link to="/courses" className="btn btn-outline">
          <Trans>Browse courses</Trans>
        </Link>
      </div>
    </main>
  );
}
