import sharp from 'sharp';

// Files the tests upload: a resume and a picture, each as small as the checks take.

/** The smallest PDF the resume check takes: a catalogue and the trailer that names it. */
export const SMALLEST_PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A picture of one colour, `width` by `height`, to encode as the test needs (`.png()`, …). */
export function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#2a7' } });
}
