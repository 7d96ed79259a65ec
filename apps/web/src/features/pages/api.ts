import { queryOptions, useQuery } from '@tanstack/react-query';
import type { One, PageContent, PageSlug } from '@iqra/contracts';
import { apiRequest, type ReadContext } from '../../lib/api-client.ts';

export const getPageContent = (slug: PageSlug, { client }: ReadContext = {}) =>
  apiRequest<One<PageContent>>(`/api/${slug}`, { client });
export const pageContentQueryOptions = (slug: PageSlug) =>
  queryOptions({ queryKey: ['pages', slug], queryFn: (context) => getPageContent(slug, context) });
export const usePageContent = (slug: PageSlug) => useQuery(pageContentQueryOptions(slug));
