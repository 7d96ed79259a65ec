import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The certificate's one font: Amiri Regular, as the TrueType file that the npm package
// @expo-google-fonts/amiri ships (Google Fonts' build, SIL OFL 1.1). Why that package: the
// web's @fontsource/amiri has only woff/woff2, which HarfBuzz's subsetter cannot read without
// a decompressor; this one ships the .ttf itself, so no system font and no conversion step is
// needed at run time. Amiri has Latin as well as Arabic (with harakat and the lam-alif
// ligatures), so one font serves both scripts of the certificate.
const require = createRequire(import.meta.url);

export const certificateFontPath: string =
  require.resolve('@expo-google-fonts/amiri/400Regular/Amiri_400Regular.ttf');

let bytes: Uint8Array | undefined;

/** The whole font file, read once. */
export function certificateFontBytes(): Uint8Array {
  bytes ??= new Uint8Array(readFileSync(certificateFontPath));
  return bytes;
}
