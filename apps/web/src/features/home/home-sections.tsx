import { ContactSection } from './contact-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { FeaturedCourses } from './featured-courses.tsx';
import { FeaturesSection } from './features-section.tsx';
import { LandingHeader } from './landing-header.tsx';
import { PricingSection } from './pricing-section.tsx';
import { StatsStrip } from './stats-strip.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

/** The home page's bands, top to bottom. */
export function HomeSections() {
  return (
    <>
      <LandingHeader />
      <FeaturedCourses />
      <FeaturesSection />
      <StatsStrip />
      <TestimonialsSection />
      <FaqSection />
      <PricingSection />
      <ContactSection />
    </>
  );
}
