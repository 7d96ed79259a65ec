// Makes the home page's hero image (its largest paint) and the courses' pictures in the sizes
// phones and desktops show them and in modern formats (AVIF, WebP), from the committed JPEGs;
// the content pages' banners too.
// Run by the web build and `dev`; writes apps/web/public/images/generated/ (not committed).
// The widths are the ones the pages offer the browser (hero-widths.json beside the home page,
// responsive-widths.json beside the component that shows course pictures).
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import HERO_WIDTHS from '../apps/web/src/features/home/hero-widths.json' with { type: 'json' };
import PICTURE_WIDTHS from '../apps/web/src/components/responsive-widths.json' with { type: 'json' };
import BANNER_WIDTHS from '../apps/web/src/features/pages/banner-widths.json' with { type: 'json' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const images = path.join(root, 'apps/web/public/images');
const out = path.join(images, 'generated');

/**
 * True when `target` was made after `source` and this script (its encoder settings) last changed:
 * a build then skips it.
 */
async function upToDate(source, target) {
  const made = await stat(target).catch(() => null);
  if (made === null) return false;
  const changed = Math.max(
    (await stat(source)).mtimeMs,
    (await stat(fileURLToPath(import.meta.url))).mtimeMs,
  );
  return made.mtimeMs >= changed;
}

/**
 * `source` as `<stem>-<width>.avif` and `.webp` under generated/, in each of `widths`, with
 * these encoder settings; skips the widths already made. Resolves to the sizes of what it made.
 */
async function makeWidths(source, stem, widths, { avif, webp }) {
  const made = [];
  for (const width of widths) {
    const target = (format) => path.join(out, `${stem}-${width}.${format}`);
    if ((await upToDate(source, target('avif'))) && (await upToDate(source, target('webp')))) {
      continue;
    }
    await mkdir(path.dirname(target('avif')), { recursive: true });
    const resized = sharp(source).resize({ width });
    const [avifFile, webpFile] = await Promise.all([
      resized.clone().avif(avif).toFile(target('avif')),
      resized.clone().webp(webp).toFile(target('webp')),
    ]);
    made.push({ width, avif: avifFile.size, webp: webpFile.size });
  }
  return made;
}

/** Every JPEG of images/<folder>/ as generated/<folder>/<name>-<width>.<format>. */
async function makeFolder(folder, widths, settings) {
  const dir = path.join(images, folder);
  const made = [];
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.jpg'))) {
    const name = path.basename(file, '.jpg');
    made.push(...(await makeWidths(path.join(dir, file), `${folder}/${name}`, widths, settings)));
  }
  const bytes = made.reduce((sum, item) => sum + item.avif + item.webp, 0);
  return `${made.length * 2} files made, ${Math.round(bytes / 1024)} KB (the rest up to date)`;
}

// Quality 35 at the slowest effort: 13 kB at 532 px instead of 19 at quality 45 and 29 at 55,
// no difference to be seen side by side. Where the hero is the largest paint it is fetched
// before the first paint, so every kilobyte is waited for.
const hero = await makeWidths(path.join(images, 'home/header.jpg'), 'hero', HERO_WIDTHS, {
  avif: { quality: 35, effort: 9 },
  webp: { quality: 75 },
});
console.log(
  `hero image: ${hero.map((item) => `${item.width}w: avif ${item.avif} B, webp ${item.webp} B`).join('; ') || 'up to date'}`,
);

// Course pictures: quality 38 is 12 kB at 700 px where 50 was 20 (effort 4: slower efforts
// save under 4 % and take up to four times as long), and
// side by side the two cannot be told apart. The home page shows six and /courses twelve.
console.log(
  `course pictures: ${await makeFolder('courses', PICTURE_WIDTHS, {
    avif: { quality: 38, effort: 4 },
    webp: { quality: 72 },
  })}`,
);

// The content pages' banners (About Us, Privacy Policy, Contact Us: 1200 × 500 JPEGs of 80 kB,
// each page's largest paint).
console.log(
  `page banners: ${await makeFolder('pages', BANNER_WIDTHS, {
    avif: { quality: 45, effort: 6 },
    webp: { quality: 72 },
  })}`,
);
