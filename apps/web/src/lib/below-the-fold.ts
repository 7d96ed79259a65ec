/**
 * The attributes of a picture below the fold: loaded as the visitor scrolls near it, decoded
 * off the main thread, and fetched at low priority. Chrome gives the first five sizeable
 * images of a page medium priority even when they are lazy; on a phone the home page's course
 * pictures were among them and took bandwidth from the hero, the page's largest paint.
 */
export const BELOW_THE_FOLD = {
  loading: 'lazy',
  decoding: 'async',
  fetchPriority: 'low',
} as const;
