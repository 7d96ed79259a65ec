import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { hydrateLater } from '../../lib/hydrate-later.tsx';
import { lazyWhenNear } from '../../lib/lazy-when-near.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import {
  featuredProductsQueryOptions,
  tierGroupsQueryOptions,
  useFeaturedProducts,
} from '../../lib/catalog.ts';
import type { Prefetch } from '../../lib/prefetch.ts';
import { faqsQueryOptions, testimonialsQueryOptions, useTestimonials } from './api.ts';
import { FaqSection } from './faq-section.tsx';
import { FeaturedCourses } from './featured-courses.tsx';
import { FeaturesSection } from './features-section.tsx';
import './home.css';
import { LandingHeader } from './landing-header.tsx';
export { heroPreload as preloadImage } from './hero-image.ts';
export { homeFonts as preloadFonts } from './home-fonts.ts';
export { homeStructuredData as structuredData } from './structured-data.ts';
import { PricingSection } from './pricing-section.tsx';
import { StatsStrip } from './stats-strip.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

// The contact form sits last, far below the fold: its code (and the form library and
// schemas it brings) loads as the visitor nears it, keeping first-load JavaScript small.
const ContactSection = lazyWhenNear('home-contact', () =>
  import('./contact-section.tsx').then((module) => module.ContactSection),
);

// Below the first screen, the browser takes the sections over in four turns after the rest of
// the page, so that no one task hydrates the whole long page.
const Later = {
  courses: hydrateLater(),
  story: hydrateLater(),
  faqs: hydrateLater(),
  pricing: hydrateLater(),
};

/** The courses, testimonials, FAQs and plans the server renders the home page with. */
export const prefetch: Prefetch = (client) =>
  Promise.all([
    client.ensureQueryData(featuredProductsQueryOptions),
    client.ensureQueryData(testimonialsQueryOptions),
    client.ensureQueryData(faqsQueryOptions),
    client.ensureQueryData(tierGroupsQueryOptions),
  ]);

/**
 * /#testimonials (the header's 'Testimonial' link) scrolls to the section once what sits
 * above it has loaded; scrolling earlier would land short when the course cards arrive.
 */
function useScrollToTestimonials() {
  const location = useLocation();
  const courses = useFeaturedProducts();
  const testimonials = useTestimonials();
  const settled = !courses.isPending && !testimonials.isPending;
  const wanted = location.hash === '#testimonials';

  useEffect(() => {
    if (wanted && settled) document.getElementById('testimonials')?.scrollIntoView();
  }, [wanted, settled, location.key]);
}

export function HomePage() {
  usePageMeta(
    'Learn Quran, Arabic and Islamic Studies Online',
    'Live one-to-one Quran, Arabic and Islamic studies classes with native Arabic tutors who speak English. For children and adults, beginners to advanced. Book a free demo class.',
  );
  useScrollToTestimonials();

  return (
    <main>
      <LandingHeader />
      <Later.courses>
        <FeaturedCourses />
      </Later.courses>
      <Later.story>
        <FeaturesSection />
        <StatsStrip />
        <TestimonialsSection />
      </Later.story>
      <Later.faqs>
        <FaqSection />
      </Later.faqs>
      <Later.pricing>
        <PricingSection />
      </Later.pricing>
      <div id="home-contact">
        <Suspense fallback={<div className="min-h-[40rem]" aria-hidden />}>
          <ContactSection />
        </Suspense>
      </div>
    </main>
  );
}
