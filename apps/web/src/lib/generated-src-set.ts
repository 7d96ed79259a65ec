/**
 * The `srcset` of a picture made in several widths by scripts/responsive-images.mjs, which
 * writes `<stem>-<width>.<format>` under public/images/generated/.
 */
export function generatedSrcSet(
  stem: string,
  widths: readonly number[],
  format: 'avif' | 'webp',
): string {
  return widths.map((width) => `/images/generated/${stem}-${width}.${format} ${width}w`).join(', ');
}
