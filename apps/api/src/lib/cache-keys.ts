/**
 * Prefixes of the response-cache keys (see cache.ts). The public routes cache their answers
 * under them and the back office invalidates them on a write, so both read them from here.
 */

/** Categories, courses and tiers: `catalog:categories`, `catalog:product:<slug>`, … */
export const CATALOG_CACHE = 'catalog:';

/** Testimonials, FAQs, countries and the fixed pages, by their path. */
export const CONTENT_CACHE = 'content:';

/** The book list and each book. */
export const BOOKS_CACHE = 'books:';

/** Certificates: nothing public is kept under it, but issuing or revoking one drops the pages. */
export const CERTIFICATES_CACHE = 'certificates:';

/** The school's public holidays: the back office's calendar drops them on every change. */
export const HOLIDAYS_CACHE = 'holidays:';
