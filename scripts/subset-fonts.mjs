// Makes the fonts the site ships smaller. Amiri (from @fontsource/amiri) is cut down to the
// Arabic letters the web app's own words use (the logo's اقرأ, the greeting, …), about 18 kB
// a weight instead of 100 kB; Arabic that arrives from the back office (page HTML) falls back,
// glyph by glyph, to the next fonts of the stack. Inter (variable, every weight) is cut down
// to ASCII and the common typographic marks, 31 kB instead of 48: styles.css declares it after
// fontsource's faces, so it serves those characters and the full Latin face is fetched only
// by a page that has others (é, ā…). Run by the web build (`npm run build`) and `dev`;
// writes apps/web/src/fonts/generated/ (not committed).
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

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
  [0xae],
  [0xb7],
  [0xd7],
  [0x2010, 0x2027],
  [0x20ac],
  [0x2122],
  [0x2190, 0x2193],
  [0x2212],
];

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

/** Every Arabic character in the app's source, and the space between words. */
async function arabicInSource() {
  const found = new Set([' ']);
  for (const entry of await readdir(source, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(tsx?|css)$/.test(entry.name)) continue;
    const text = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    for (const character of text.match(ARABIC) ?? []) found.add(character);
  }
  return [...found].join('');
}

const text = await arabicInSource();
await mkdir(out, { recursive: true });
for (const weight of [400, 700]) {
  const font = await readFile(path.join(amiri, `files/amiri-arabic-${weight}-normal.woff2`));
  const subset = await subsetFont(font, text, { targetFormat: 'woff2' });
  await writeFile(path.join(out, `amiri-arabic-${weight}.woff2`), subset);
  console.log(
    `amiri ${weight}: ${font.length} → ${subset.length} bytes (${text.length} characters)`,
  );
}

const interText = INTER_RANGES.flatMap(([first, last = first]) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
).join('');
const interFont = await readFile(path.join(inter, 'files/inter-latin-wght-normal.woff2'));
const interSubset = await subsetFont(interFont, interText, { targetFormat: 'woff2' });
await writeFile(path.join(out, 'inter-ascii-wght.woff2'), interSubset);
console.log(`inter (every weight): ${interFont.length} → ${interSubset.length} bytes`);
