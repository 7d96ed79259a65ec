/* eslint-disable lingui/no-unlocalized-strings -- schema.org's own names and values, read by search engines, not by visitors */
import type { Product, TierGroup } from '@iqra/contracts';
import { SITE } from './page-meta.ts';

// What search engines read of a page beside its words (schema.org, as JSON-LD), made on the
// server from the data the page was rendered with (a route handle's `structuredData`).

export const SCHEMA_CONTEXT = 'https://schema.org';

/** The school, as the provider of its courses. */
export const schoolOf = (siteUrl: string) => ({
  '@type': 'EducationalOrganization',
  name: SITE,
  url: new URL('/', siteUrl).href,
});

/** A course's page, on the site's address. */
export const courseUrl = (course: Pick<Product, 'slug'>, siteUrl: string) =>
  new URL(`/courses/${encodeURIComponent(course.slug)}`, siteUrl).href;

/** The monthly plans, each an offer: every course is taken on any of them. */
export const planOffers = (groups: TierGroup[]) =>
  groups.flatMap((group) =>
    group.tiers.map((tier) => ({
      '@type': 'Offer',
      name: `${tier.name}, ${group.name}`,
      category: 'Subscription',
      price: tier.price,
      priceCurrency: 'USD',
    })),
  );

/** One course: its name and description, the school that teaches it, and its plans. */
export function courseStructuredData(course: Product, groups: TierGroup[], siteUrl: string) {
  const school = schoolOf(siteUrl);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Course',
    name: course.name,
    description: course.description,
    url: courseUrl(course, siteUrl),
    provider: { ...school, sameAs: school.url },
    offers: planOffers(groups),
  };
}
