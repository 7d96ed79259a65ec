import { generatedSrcSet } from '../lib/generated-src-set.ts';

/** A `<picture>`'s AVIF and WebP sources for a picture made in `widths` (generatedSrcSet). */
export function GeneratedSources({
  stem,
  widths,
  sizes,
}: {
  stem: string;
  widths: readonly number[];
  sizes: string;
}) {
  return (
    <>
      <source type="image/avif" srcSet={generatedSrcSet(stem, widths, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={generatedSrcSet(stem, widths, 'webp')} sizes={sizes} />
    </>
  );
}
