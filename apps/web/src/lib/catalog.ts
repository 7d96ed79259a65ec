import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  BookSummary,
  Category,
  FeaturedCategory,
  List,
  One,
  Product,
  ProductSort,
  TierGroup,
} from '@iqra/contracts';
import { ApiError, apiRequest, type ReadContext } from './api-client.ts';

// What the school offers (categories, courses, plans, books): public reads that the header,
// the home page, the course and book pages and checkout all show, cached under one key each.
// Each read is given its query's client, so that a page rendered on the server reads the API
// of the app rendering it (`readThrough` in api-client.ts).

/**
 * Retry policy for reading one item: a 404 is an answer (the page says "not found"), so
 * asking again only delays it; other failures get the app's usual single retry.
 */
export const retryUnlessNotFound = (failureCount: number, error: Error) =>
  !isNotFound(error) && failureCount < 1;

export const isNotFound = (error: Error | null) =>
  error instanceof ApiError && error.status === 404;

/**
 * Whether reading one item (a course, a book) failed because it does not exist, which its
 * page says; any other failure goes to the console as "The <what> could not be loaded".
 */
export function useNotFound(error: Error | null, what: string): boolean {
  const notFound = isNotFound(error);
  useEffect(() => {
    if (error && !notFound) console.error(`The ${what} could not be loaded`, error);
  }, [error, notFound, what]);
  return notFound;
}

export const getCategories = ({ client }: ReadContext = {}) =>
  apiRequest<List<Category>>('/api/categories', { client });
export const categoriesQueryOptions = queryOptions({
  queryKey: ['categories'],
  queryFn: getCategories,
});
export const useCategories = () => useQuery(categoriesQueryOptions);

export const getFeaturedCategories = ({ client }: ReadContext = {}) =>
  apiRequest<List<FeaturedCategory>>('/api/categories/featured', { client });
export const featuredCategoriesQueryOptions = queryOptions({
  queryKey: ['categories', 'featured'],
  queryFn: getFeaturedCategories,
});
export const useFeaturedCategories = () => useQuery(featuredCategoriesQueryOptions);

export const getProducts = (sort?: ProductSort, { client }: ReadContext = {}) =>
  apiRequest<List<Product>>(sort ? `/api/products?sort=${sort}` : '/api/products', { client });
export const productsQueryOptions = (sort?: ProductSort) =>
  queryOptions({
    queryKey: ['products', sort ?? 'default'],
    queryFn: (context) => getProducts(sort, context),
  });
export const useProducts = (sort?: ProductSort) => useQuery(productsQueryOptions(sort));

export const getFeaturedProducts = ({ client }: ReadContext = {}) =>
  apiRequest<List<Product>>('/api/products/featured', { client });
export const featuredProductsQueryOptions = queryOptions({
  queryKey: ['products', 'featured'],
  queryFn: getFeaturedProducts,
});
export const useFeaturedProducts = () => useQuery(featuredProductsQueryOptions);

export const getProduct = (slug: string, { client }: ReadContext = {}) =>
  apiRequest<One<Product>>(`/api/products/${encodeURIComponent(slug)}`, { client });
const ONE_PRODUCT = ['products', 'one'] as const;
export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...ONE_PRODUCT, slug],
    queryFn: (context) => getProduct(slug, context),
    retry: retryUnlessNotFound,
    // A failure the page was rendered with (a course that does not exist) is its answer: asked
    // again as the page starts, the page would blink to loading and back.
    retryOnMount: false,
  });
export const useProduct = (slug: string) => useQuery(productQueryOptions(slug));

/**
 * Reads one course into a page rendered on the server. A slug that names no course is kept as
 * the 404 it was answered: the server renders "Course not found" and answers 404, and the
 * browser, given the same failure, renders the same. Other failures fail the render.
 */
export async function prefetchProduct(client: QueryClient, slug: string): Promise<void> {
  await client.ensureQueryData(productQueryOptions(slug)).catch((error: Error) => {
    if (!isNotFound(error)) throw error;
  });
}

/** The courses read one by one into `client`: on the server, the course its page shows. */
export const productsReadIn = (client: QueryClient): Product[] =>
  client
    .getQueriesData<One<Product>>({ queryKey: ONE_PRODUCT })
    .flatMap(([, answer]) => (answer ? [answer.data] : []));

export const getTierGroups = ({ client }: ReadContext = {}) =>
  apiRequest<List<TierGroup>>('/api/tiers', { client });
export const tierGroupsQueryOptions = queryOptions({ queryKey: ['tiers'], queryFn: getTierGroups });
export const useTierGroups = () => useQuery(tierGroupsQueryOptions);

export const getBooks = ({ client }: ReadContext = {}) =>
  apiRequest<List<BookSummary>>('/api/books', { client });
export const booksQueryOptions = queryOptions({ queryKey: ['books'], queryFn: getBooks });
export const useBooks = () => useQuery(booksQueryOptions);

export const getBook = (id: string, { client }: ReadContext = {}) =>
  apiRequest<One<BookSummary>>(`/api/books/${encodeURIComponent(id)}`, { client });
export const bookQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['books', 'one', id],
    queryFn: (context) => getBook(id, context),
    retry: retryUnlessNotFound,
  });
export const useBook = (id: string) => useQuery(bookQueryOptions(id));
