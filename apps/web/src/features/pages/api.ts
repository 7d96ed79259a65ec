import { queryOptions, useQuery } from '@tanstack/react-query';
import type { One, PageContent, PageSlug } from '@iqra/contracts';
import { apiRequest } from '../../lib/api-client.ts';

export const getPageContent = (slug: PageSlug) => apiRequest<One<PageContent>>(`/api/${slug}`);
export const pageContentQueryOptions = (slug: PageSlug) =>
  queryOptions({ queryKey: ['pages', slug], queryFn: () => getPageContent(slug) });
export const usePageContent = (slug: PageSlug) => useQuery(pageContentQueryOptions(slug));
