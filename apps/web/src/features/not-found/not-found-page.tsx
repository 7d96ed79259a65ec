import { Link } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';

export function NotFoundPage() {
  usePageMeta('Page not found', 'The page you were looking for is not here.');
  return (
    <main className="container-page py-24 text-center">
      {/* "Oops" in Arabic, as decoration: the heading below says it for everyone, and a
          large paragraph before it would read as a heading that is not one. */}
      <div lang="ar" dir="rtl" aria-hidden className="text-5xl text-gold">
        عفوًا
      </div>
      <h1 className="mt-4 text-3xl">We couldn’t find that page</h1>
      <p className="mt-3 text-muted">The link may be old, or the address mistyped.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn btn-primary">
          Go to the home page
        </Link>
        <Link to="/courses" className="btn btn-outline">
          Browse courses
        </Link>
      </div>
    </main>
  );
}
