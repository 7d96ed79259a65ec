import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { NewsletterForm } from '../../features/newsletter/newsletter-form.tsx';

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-primary text-white">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2">
        <div>
          <h2 className="text-2xl font-bold text-white">Subscribe to our newsletter</h2>
          <p className="mt-2 text-white/85">
            Short lessons, study tips and school news, once a week.
          </p>
          <NewsletterForm />
        </div>
        <dl className="grid gap-6 sm:grid-cols-2">
          <div>
            <dt className="flex items-center gap-2 text-lg font-semibold">
              <i className="pi pi-calendar" aria-hidden />
              Weekly articles
            </dt>
            <dd className="mt-2 text-white/85">
              One short read a week on Quran, Arabic and everyday Islamic learning.
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 text-lg font-semibold">
              <i className="pi pi-shield" aria-hidden />
              No spam
            </dt>
            <dd className="mt-2 text-white/85">
              We never share your address, and you can unsubscribe at any time.
            </dd>
          </div>
        </dl>
      </div>
      <div className="border-t border-white/20">
        <div className="container-page flex flex-col items-center justify-between gap-3 py-6 text-sm text-white/85 sm:flex-row">
          <Logo tone="dark" />
          <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
            <Link to="/about-us" className="hover:underline">
              About Us
            </Link>
            <Link to="/contact-us" className="hover:underline">
              Contact Us
            </Link>
            <Link to="/privacy-policy" className="hover:underline">
              Privacy Policy
            </Link>
          </nav>
          <p>© {new Date().getFullYear()} Iqra Academy</p>
        </div>
      </div>
    </footer>
  );
}
