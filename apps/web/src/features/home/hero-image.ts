import type { ImagePreload } from '../../lib/prefetch.ts';
import { generatedSrcSet } from '../../lib/generated-src-set.ts';
import WIDTHS from './hero-widths.json';

// The home page's hero image, its largest paint: made in the widths of hero-widths.json, as
// AVIF and WebP, by scripts/responsive-images.mjs, with the JPEG for any other browser.

export const HERO = {
  fallback: '/images/home/header.jpg',
  widths: WIDTHS,
  /** As wide as its column: 366 px on a desktop, 280 on a tablet, the phone's width less margins. */
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
  sizes: '(min-width: 1024px) 366px, (min-width: 768px) 280px, min(366px, calc(100vw - 2rem))',
};

const heroAvif = {
  type: 'image/avif',
  srcSet: generatedSrcSet('hero', WIDTHS, 'avif'),
  sizes: HERO.sizes,
};

/**
 * Where the hero stands beside the text (768 px and wider) it is the first screen's largest
 * paint, asked for with the page before its styles and scripts are read. On a phone it stands
 * below the text, partly under the fold: it is asked for at low priority, after the stylesheet
 * and the fonts, and shown as soon as it is there. It used to wait for the first paint and came
 * with the app's scripts, 4 s in; where the text above it is smaller than its visible part (the
 * Arabic home's) it then became the page's largest paint that late.
 */
export const heroPreload: ImagePreload[] = [
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
  { ...heroAvif, media: '(min-width: 768px)' },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
  { ...heroAvif, media: '(max-width: 767px)', priority: 'low' },
];
