import type {
  BookSummary,
  Faq,
  Product,
  ProductSort,
  Testimonial,
  TierGroup,
} from '@iqra/contracts';
import type { APIRequestContext } from '@playwright/test';

/** The `data` of a public API answer, typed by the shared contracts. */
async function dataOf<T>(request: APIRequestContext, path: string): Promise<T> {
  return ((await (await request.get(path)).json()) as { data: T }).data;
}

/** What the site's public API serves, as the pages read it. */
export const siteApi = (request: APIRequestContext) => ({
  products: (sort?: ProductSort) =>
    dataOf<Product[]>(request, sort ? `/api/products?sort=${sort}` : '/api/products'),
  product: (slug: string) => dataOf<Product>(request, `/api/products/${slug}`),
  featuredProducts: () => dataOf<Product[]>(request, '/api/products/featured'),
  tierGroups: () => dataOf<TierGroup[]>(request, '/api/tiers'),
  books: () => dataOf<BookSummary[]>(request, '/api/books'),
  book: (id: number) => dataOf<BookSummary>(request, `/api/books/${id}`),
  faqs: () => dataOf<Faq[]>(request, '/api/faqs'),
  testimonials: () => dataOf<Testimonial[]>(request, '/api/testimonials'),
});
export type SiteApi = ReturnType<typeof siteApi>;
