import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import {
  featuredProductsQueryOptions,
  tierGroupsQueryOptions,
  useFeaturedProducts,
} from '../../lib/catalog.ts';
import type { Prefetch } from '../../lib/prefetch.ts';
import {
  faqsQueryOptions,
  publicHolidaysQueryOptions,
  testimonialsQueryOptions,
  useTestimonials,
} from './api.ts';
import './home.css';
import { HomeSections } from './home-sections.tsx';
export { heroPreload as preloadImage } from './hero-image.ts';
export { homeFonts as preloadFonts } from './home-fonts.ts';
export { homeStructuredData as structuredData } from './structured-data.ts';

/**
 * The courses, testimonials, FAQs, plans and the school's public holidays the server renders
 * the home page with: all in the first HTML, so nothing moves in after it loads.
 */
export const prefetch: Prefetch = (client) =>
  Promise.all([
    client.ensureQueryData(featuredProductsQueryOptions),
    client.ensureQueryData(testimonialsQueryOptions),
    client.ensureQueryData(faqsQueryOptions),
    client.ensureQueryData(tierGroupsQueryOptions),
    client.ensureQueryData(publicHolidaysQueryOptions),
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
  const { t } = useLingui();
  usePageMeta(
    t`Learn Quran, Arabic and Islamic Studies Online`,
    t`Live one-to-one Quran, Arabic and Islamic studies classes with native Arabic tutors who speak English. For children and adults, beginners to advanced. Book a free demo class.`,
  );
  useScrollToTestimonials();

  return (
    <main>
      <HomeSections />
    </main>
  );
}
