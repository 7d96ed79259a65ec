// Makes the fonts the site ships smaller. Amiri (from @fontsource/amiri) is cut down to the
// glyphs the Arabic words in the web app's source are drawn with (the logo's اقرأ, the
// greeting, …; scripts/subset-shaped.mjs): under 5 kB a weight instead of 100. Arabic that
// arrives from the back office (page HTML) falls back to the next fonts of the stack. Inter
// (variable) is cut down to ASCII and the common typographic marks and to the weights 400 to
// 700 and to the features the site uses, 16 kB instead of 48: styles.css declares it after fontsource's faces, so it serves those
// characters and the full Latin face is fetched only by a page that has others (é, ā…). Run by
// the web build (`npm run build`) and `dev`; writes apps/web/src/fonts/generated/ (not
// committed).
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { subsetToStrings } from './subset-shaped.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'apps/web/src');
const out = path.join(source, 'fonts/generated');
const amiri = path.dirname(fileURLToPath(import.meta.resolve('@fontsource/amiri/package.json')));
const inter = path.dirname(
  fileURLToPath(import.meta.resolve('@fontsource-variable/inter/package.json')),
);

/** Inter's subset: these code points, as styles.css gives them in its unicode-range. */
const INTER_RANGES = [
  [0x20, 0x7e],
  [0xa0],
  [0xa9],
  // « and », the quotation marks of Arabic text: without them an Arabic page fetched the whole
  // Latin face (48 kB) for two characters, and its text moved when it came.
  [0xab],
  [0xae],
  [0xb7],
  [0xbb],
  [0xd7],
  [0x2010, 0x2027],
  [0x20ac],
  [0x2122],
  [0x2190, 0x2193],
  [0x2212],
];

const ARABIC_RUN =
  /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+(?: +[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+)*/gu;

/**
 * Every run of Arabic words in the app's source (the logo's اقرأ, the greeting, …); not in
 * its tests, which ship nothing, nor in the Arabic catalogue, whose pages load their own.
 */
async function arabicInSource() {
  const found = new Set();
  for (const entry of await readdir(source, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(tsx?|css)$/.test(entry.name)) continue;
    if (/\.test\.tsx?$/.test(entry.name) || entry.parentPath.includes('test-utils')) continue;
    const text = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    for (const run of text.match(ARABIC_RUN) ?? []) found.add(run);
  }
  return [...found].sort();
}

const strings = await arabicInSource();
await mkdir(out, { recursive: true });
for (const weight of [400, 700]) {
  const font = await readFile(path.join(amiri, `files/amiri-arabic-${weight}-normal.woff2`));
  const subset = await subsetToStrings(font, strings);
  await writeFile(path.join(out, `amiri-arabic-${weight}.woff2`), subset.font);
  console.log(
    `amiri ${weight}: ${font.length} → ${subset.font.length} bytes (${subset.glyphs} glyphs for ${strings.join(', ')})`,
  );
}

// Noto Sans Arabic, the Arabic pages' text face (decision 040): cut to the Arabic letters,
// harakat, digits and marks, and every Arabic character of the catalogues, with the site's
// weights (400 to 700). Arabic from the back office in a letter outside it falls back to the
// device's own Arabic face.
const NOTO_ARABIC_RANGES = [
  [0x60c],
  [0x61b],
  [0x61f],
  [0x621, 0x63a],
  [0x640, 0x652],
  [0x660, 0x66d],
  [0x670],
  // ﴾ ﴿, the ornate parentheses a verse is quoted in, and ﷺ after the Prophet's name: staff
  // write them, and a device's own face often lacks them (an empty box on the page).
  [0xfd3e, 0xfd3f],
  [0xfdfa],
];
const notoArabic = path.dirname(
  fileURLToPath(import.meta.resolve('@fontsource-variable/noto-sans-arabic/package.json')),
);
const catalogues = path.join(source, 'locales/ar');
let catalogueText = '';
for (const name of await readdir(catalogues)) {
  if (name.endsWith('.po')) catalogueText += await readFile(path.join(catalogues, name), 'utf8');
}
const notoText = [
  ...new Set([
    ...NOTO_ARABIC_RANGES.flatMap(([first, last = first]) =>
      Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
    ),
    ...(catalogueText.match(/[\u0600-\u06FF]/gu) ?? []),
  ]),
].join('');
const notoFont = await readFile(
  path.join(notoArabic, 'files/noto-sans-arabic-arabic-wght-normal.woff2'),
);
const notoSubset = await subsetFont(notoFont, notoText, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 700 } },
});
await writeFile(path.join(out, 'noto-sans-arabic-wght.woff2'), notoSubset);
console.log(`noto sans arabic (400 to 700): ${notoFont.length} → ${notoSubset.length} bytes`);

const interText = INTER_RANGES.flatMap(([first, last = first]) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
).join('');
const interFont = await readFile(path.join(inter, 'files/inter-latin-wght-normal.woff2'));
// The site sets text from 400 (normal) to 700 (bold): the weight axis is cut to that range,
// 21 kB instead of 29 (styles.css keeps the face's declared range, so it still pairs with
// fontsource's; a lighter or heavier weight would show as 400 or 700).
// Of its OpenType features, only kerning, the marks and ligatures browsers apply by themselves,
// tabular figures (`tabular-nums`), and the character variants PrimeReact's theme sets on the
// whole page (open 4, 6 and 9, single-storey a). Inter's stylistic sets are never asked for,
// and its contextual alternates (`calt`: punctuation nudged between capitals or figures, arrows
// drawn from `->`) cost a quarter of the font: 16 kB instead of 22, so that on a slow phone the
// first screen's fonts arrive in the round trips its stylesheet takes.
const INTER_FEATURES = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'tnum'];
const interSubset = await subsetFont(interFont, interText, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 700 } },
  keepFeatures: [...INTER_FEATURES, 'cv02', 'cv03', 'cv04', 'cv11'],
});
await writeFile(path.join(out, 'inter-ascii-wght.woff2'), interSubset);
console.log(`inter (400 to 700): ${interFont.length} → ${interSubset.length} bytes`);
