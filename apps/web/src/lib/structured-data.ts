/* eslint-disable lingui/no-unlocalized-strings -- schema.org's own names and values, read by search engines, not by visitors */
import { addressIn, type Product, type TierGroup } from '@iqra/contracts';
import type { I18n } from '@lingui/core';
import { siteNameIn } from './page-meta.ts';

// What search engines read of a page beside its words (schema.org, as JSON-LD), made on the
// server from the data the page was rendered with (a route handle's `structuredData`), in the
// page's language (`i18n`): the school's name, and the addresses of the pages in that language.

export const SCHEMA_CONTEXT = 'https://schema.org';

/** A page's address in the language of `i18n`, on the site's address. */
const urlIn = (i18n: I18n, path: string, siteUrl: string) =>
  new URL(addressIn(i18n.locale === 'ar' ? 'ar' : 'en', path), siteUrl).href;

/** The school, as the provider of its courses. */
export const schoolOf = (siteUrl: string, i18n: I18n) => ({
  '@type': 'EducationalOrganization',
  name: siteNameIn(i18n.locale),
  url: urlIn(i18n, '/', siteUrl),
});

/** A course's page, on the site's address. */
export const courseUrl = (course: Pick<Product, 'slug'>, siteUrl: string, i18n: I18n) =>
  urlIn(i18n, `/courses/${encodeURIComponent(course.slug)}`, siteUrl);

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
export function courseStructuredData(
  course: Product,
  groups: TierGroup[],
  siteUrl: string,
  i18n: I18n,
) {
  const school = schoolOf(siteUrl, i18n);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Course',
    name: course.name,
    description: course.description,
    url: courseUrl(course, siteUrl, i18n),
    provider: { ...school, sameAs: school.url },
    offers: planOffers(groups),
  };
}
