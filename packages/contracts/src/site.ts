// The public face of the site as crawlers see it.

/**
 * The pages anyone may read: the server renders them, the sitemap lists them (with each
 * course's page, `/courses/<slug>`, read from the catalogue).
 */
export const PUBLIC_PAGES = [
  '/',
  '/about-us',
  '/privacy-policy',
  '/contact-us',
  '/courses',
  '/books',
  '/register',
  '/login',
  // Where anyone checks a certificate by its code or credential (each certificate's own page
  // is kept out of search, below).
  '/certificates',
] as const;

/**
 * Where crawlers have no business: the API, the back office, the pages behind sign-in (a
 * course's or a book's checkout among them: `*` is any part of a path, as robots.txt reads
 * it), and the pages a mailed link opens (their addresses carry secrets).
 */
export const CRAWLERS_KEEP_OUT = [
  '/api/',
  '/admin',
  '/account',
  '/learning',
  '/courses/*/checkout',
  '/books/*/checkout',
  '/teach',
  '/logout',
  '/reset-password',
  '/unsubscribe',
  '/calendar/',
  // A certificate's page names its learner: for whoever holds the code, not for search.
  '/certificates/',
] as const;
