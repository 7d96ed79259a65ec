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

/**
 * The class of a picture that is not requested before the page's first paint, even when it sits
 * near enough to the first screen for the browser to fetch it at once: on a slow phone the
 * stylesheet, the fonts and the hero picture have the connection to themselves until then. It is
 * `display: none` until `boot.ts` marks the document as painted (styles.css), so its box must come
 * from a parent; without JavaScript, index.html's `<noscript>` style shows it.
 */
export const AFTER_FIRST_PAINT = 'after-first-paint';
