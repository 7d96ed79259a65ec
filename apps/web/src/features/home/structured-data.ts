import type { QueryClient } from '@tanstack/react-query';
import { featuredProductsQueryOptions, tierGroupsQueryOptions } from '../../lib/catalog.ts';
import { faqsQueryOptions } from './api.ts';

const CONTEXT = 'https://schema.org';

/**
 * What search engines read of the home page beside its words (schema.org, as JSON-LD): the
 * school, its FAQs, and each featured course with its monthly plans. Made from the data the
 * server rendered the page with.
 */
export function homeStructuredData(client: QueryClient, siteUrl: string): object[] {
  const courses = client.getQueryData(featuredProductsQueryOptions.queryKey)?.data ?? [];
  const faqs = client.getQueryData(faqsQueryOptions.queryKey)?.data ?? [];
  const groups = client.getQueryData(tierGroupsQueryOptions.queryKey)?.data ?? [];
  const school = {
    '@type': 'EducationalOrganization',
    name: 'Iqra',
    url: new URL('/', siteUrl).href,
    logo: new URL('/favicon.svg', siteUrl).href,
    description:
      'An online school of native Arabic tutors who speak English, teaching Quran, Arabic and Islamic studies one-to-one.',
  };
  const offers = groups.flatMap((group) =>
    group.tiers.map((tier) => ({
      '@type': 'Offer',
      name: `${tier.name}, ${group.name}`,
      category: 'Subscription',
      price: tier.price,
      priceCurrency: 'USD',
    })),
  );
  return [
    { '@context': CONTEXT, ...school },
    {
      '@context': CONTEXT,
      '@type': 'FAQPage',
      mainEntity: faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    },
    ...courses.map((course) => ({
      '@context': CONTEXT,
      '@type': 'Course',
      name: course.name,
      description: course.description,
      url: new URL(`/courses/${course.slug}`, siteUrl).href,
      provider: { '@type': 'EducationalOrganization', name: school.name, sameAs: school.url },
      offers,
    })),
  ];
}
