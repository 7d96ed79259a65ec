import WIDTHS from './responsive-widths.json';

// A course's picture. The school's own pictures (public/images/courses/*.jpg) also come in the
// widths of responsive-widths.json as AVIF and WebP (scripts/responsive-images.mjs), so a phone
// takes a few kilobytes where the JPEG is tens; any other picture (an upload) is shown as is.

const GENERATED = /^\/images\/courses\/([\w-]+)\.jpg$/;

const srcSet = (name: string, format: 'avif' | 'webp') =>
  WIDTHS.map((width) => `/images/generated/courses/${name}-${width}.${format} ${width}w`).join(
    ', ',
  );

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
      {...(lazy ? { loading: 'lazy' as const, decoding: 'async' as const } : {})}
      className={className}
    />
  );
  const name = GENERATED.exec(src)?.[1];
  if (!name) return image;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet(name, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(name, 'webp')} sizes={sizes} />
      {image}
    </picture>
  );
}
