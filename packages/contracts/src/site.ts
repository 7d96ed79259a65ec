// The public face of the site as crawlers see it.

/** The pages anyone may read: the server renders them, the sitemap lists them. */
export const PUBLIC_PAGES = [
  '/',
  '/about-us',
  '/privacy-policy',
  '/contact-us',
  '/register',
  '/login',
] as const;

/**
 * Where crawlers have no business: the API, the back office, the pages behind sign-in, and the
 * pages a mailed link opens (their addresses carry secrets).
 */
export const CRAWLERS_KEEP_OUT = [
  '/api/',
  '/admin',
  '/account',
  '/learning',
  '/courses',
  '/books',
  '/teach',
  '/logout',
  '/reset-password',
  '/unsubscribe',
  '/calendar/',
] as const;
