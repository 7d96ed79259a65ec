import { BELOW_THE_FOLD } from '../lib/below-the-fold.ts';
import { GeneratedSources } from './generated-sources.tsx';
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
}: {
  src: string;
  alt: string;
  /** How wide the picture is shown, as the `sizes` attribute says it. */
  sizes: string;
  className: string;
  lazy?: boolean;
}) {
  const image = (
    <img
      src={src}
      alt={alt}
      width={800}
      height={500}
      {...(lazy ? BELOW_THE_FOLD : {})}
      className={className}
    />
  );
  const name = GENERATED.exec(src)?.[1];
  if (!name) return image;
  return (
    <picture className="contents">
      <GeneratedSources stem={`courses/${name}`} widths={WIDTHS} sizes={sizes} />
      {image}
    </picture>
  );
}
