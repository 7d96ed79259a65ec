// The icons every page's frame draws (the menu button, a dropdown's and the breadcrumb's
// angles, the footer's calendar and shield), as inline SVG: a page whose own content has no
// icon then loads no icon font (9 kB). The paths are PrimeIcons' own glyphs (MIT), their
// coordinates rounded to whole units of the glyph's 1024.

/* eslint-disable lingui/no-unlocalized-strings -- path data, not words */
const PATHS = {
  bars: 'M974 398h-925c-27 0-50 22-50 50s22 50 50 50v0h925c27 0 50-22 50-50s-22-50-50-50v0zM974 696h-925c-27 0-50 22-50 50s22 50 50 50v0h925c27 0 50-22 50-50s-22-50-50-50v0zM974 101h-925c-27 0-50 22-50 50s22 50 50 50v0h925c27 0 50-22 50-50s-22-50-50-50v0z',
  'angle-down':
    'M512 236c 0 0 0 0 0 0-17 0-33 7-45 19l 0 0-295 297c-6 10-10 22-10 35 0 35 29 64 64 64 12 0 22-3 32-8l 0 0 255-255 255 255c9 5 20 8 31 8 35 0 64-29 64-64 0-13-4-25-10-35l0 0-297-297c-11-11-26-18-42-19l 0 0z',
  'angle-right':
    'M378 122c-16 1-31 8-41 19l 0 0c-10 10-17 25-17 41s6 30 17 41v0l230 230-230 230c-3 6-4 14-4 22 0 32 26 58 58 58 10 0 20-3 28-7l 0 0 268-268c10-10 17-25 17-41s-6-30-17-41v0l-268-264c-10-11-24-19-41-19l 0 0z',
  calendar:
    'M789 849h-69v69c0 23-19 42-42 42s-42-19-42-42v0-69h-249v69c0 23-19 42-42 42s-42-19-42-42v0-69h-69c-84 0-152-68-152-152v0-609c0-84 68-152 152-152v0h553c84 0 152 68 152 152v0 609c0 84-68 152-152 152v0zM235 766h69v-69c0-23 19-42 42-42s42 19 42 42v0 69h249v-69c0-23 19-42 42-42s42 19 42 42v0 69h69c38 0 69-31 69-69v0-152h-692v152c0 38 31 69 69 69v0zM789 19h-553c-38 0-69 31-69 69v0 374h692v-374c0-38-31-69-69-69v0z',
  shield:
    'M512-63c-6 0-12 1-17 3l0 0c-294 133-496 424-496 762 0 25 1 50 3 75l 0-3c1 20 16 37 35 40l0 0c170 26 323 76 464 146l-9-4c5 2 12 4 18 4s13-1 18-4l 0 0c132-66 285-115 446-140l9-1c20-4 35-20 36-40l0 0c2-21 3-46 3-72 0-338-201-629-490-760l-5-2c-5-2-10-3-16-3h 0zM89 734c-1-13-1-28-1-43 0-292 172-544 420-660l4-2c252 118 424 370 424 662 0 15 0 30-1 45l0-2c-159 27-301 74-433 138l10-4c-122-60-264-106-413-132l-10-1z',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

export type FrameIconName = keyof typeof PATHS;

/**
 * One of the frame's icons, drawn like a PrimeIcons glyph (1em, the text's colour). Its class
 * (`frame-icon-<name>`) mirrors it on a right-to-left page where it points along the line.
 */
export function FrameIcon({ name, className = '' }: { name: FrameIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 1024 1024"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden
      // Sits on the line as the font's glyph does: its 64 units below the baseline below it.
      className={`inline-block align-[-0.0625em] frame-icon-${name} ${className}`}
    >
      {/* The font's glyphs are drawn upward from their baseline, 960 units below the top. */}
      <path transform="matrix(1 0 0 -1 0 960)" d={PATHS[name]} />
    </svg>
  );
}
