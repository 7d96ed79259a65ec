import { AFTER_FIRST_PAINT, BELOW_THE_FOLD } from '../lib/below-the-fold.ts';
import { GeneratedSources } from './generated-sources.tsx';
import type { EnglishMark } from './in-english.ts';
import WIDTHS from './responsive-widths.json';

// A course's picture. The school's own pictures (public/images/courses/*.jpg) also come in the
// widths of responsive-widths.json as AVIF and WebP (scripts/responsive-images.mjs), so a phone
// takes a few kilobytes where the JPEG is tens; any other picture (an upload) is shown as is.

const GENERATED = /^\/images\/courses\/([\w-]+)\.jpg$/;

export function CoursePicture({
  src,
  alt,
  sizes,
  className,
  lazy = false,
  first = false,
  altMark,
}: {
  src: string;
  alt: string;
  /** How wide the picture is shown, as the `sizes` attribute says it. */
  sizes: string;
  className: string;
  /**
   * Below the fold: `className` draws a box that holds the picture's place, and the picture
   * itself waits in it for the page's first paint (BELOW_THE_FOLD).
   */
  lazy?: boolean;
  /** The page's first picture, likely its largest paint: fetched before any other. */
  first?: boolean;
  /** Set when the alternative text is staff's English on an Arabic page (`englishOf`). */
  altMark?: EnglishMark | undefined;
}) {
  const image = (
    <img
      src={src}
      alt={alt}
      {...altMark}
      width={800}
      height={500}
      {...(lazy ? BELOW_THE_FOLD : {})}
      {...(first ? { fetchPriority: 'high' as const } : {})}
      className={lazy ? `${AFTER_FIRST_PAINT} h-full w-full object-cover` : className}
    />
  );
  const name = GENERATED.exec(src)?.[1];
  const picture = name ? (
    <picture className="contents">
      <GeneratedSources stem={`courses/${name}`} widths={WIDTHS} sizes={sizes} />
      {image}
    </picture>
  ) : (
    image
  );
  return lazy ? <div className={className}>{picture}</div> : picture;
}
