import amiriBold from '../../fonts/generated/amiri-arabic-700.woff2?url';

/** The greeting's Arabic is bold: a face of Amiri no other page's first screen draws with. */
export const homeFonts = [amiriBold];
