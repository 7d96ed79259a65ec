import fontUrl from '@fontsource/amiri-quran/files/amiri-quran-arabic-400-normal.woff2?url';
import styles from './quran.css?inline';

/**
 * Amiri Quran (45 kB, from its package) and the Quran text's styles, added to the document
 * when the code of a screen that shows the Quran's text first loads: the public pages never
 * download them (the site's one stylesheet stays as it was). The text shows in the fallback
 * serif until the font arrives.
 */
function addQuranStyles() {
  if (typeof document === 'undefined' || document.getElementById('quran-styles')) return;
  const style = document.createElement('style');
  style.id = 'quran-styles';
  style.textContent = styles;
  document.head.append(style);
  if (typeof FontFace === 'undefined') return;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a font's name and its CSS source
  const face = new FontFace('Amiri Quran', `url(${fontUrl}) format('woff2')`, {
    display: 'swap',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS unicode range
    unicodeRange: 'U+0600-06FF, U+0750-077F, U+08A0-08FF, U+FB50-FDFF, U+FE70-FEFF',
  });
  document.fonts.add(face);
  // A font that fails to load leaves the fallback in place; nothing else depends on it.
  face.load().catch(() => undefined);
}

addQuranStyles();
