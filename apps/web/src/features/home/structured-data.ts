import type { QueryClient } from '@tanstack/react-query';
import { featuredProductsQueryOptions, tierGroupsQueryOptions } from '../../lib/catalog.ts';
import { courseStructuredData, SCHEMA_CONTEXT, schoolOf } from '../../lib/structured-data.ts';
import { faqsQueryOptions } from './api.ts';

/**
 * What search engines read of the home page beside its words (schema.org, as JSON-LD): the
 * school, its FAQs, and each featured course with its monthly plans. Made from the data the
 * server rendered the page with.
 */
export function homeStructuredData(client: QueryClient, siteUrl: string): object[] {
  const courses = client.getQueryData(featuredProductsQueryOptions.queryKey)?.data ?? [];
  const faqs = client.getQueryData(faqsQueryOptions.queryKey)?.data ?? [];
  const groups = client.getQueryData(tierGroupsQueryOptions.queryKey)?.data ?? [];
  return [
    {
      '@context': SCHEMA_CONTEXT,
      ...schoolOf(siteUrl),
      logo: new URL('/favicon.svg', siteUrl).href,
      description:
        'An online school of native Arabic tutors who speak English, teaching Quran, Arabic and Islamic studies one-to-one.',
    },
    {
      '@context': SCHEMA_CONTEXT,
      '@type': 'FAQPage',
      mainEntity: faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    },
    ...courses.map((course) => courseStructuredData(course, groups, siteUrl)),
  ];
}
