// Makes the home page's hero image (its largest paint) and the courses' pictures in the sizes
// phones and desktops show them and in modern formats (AVIF, WebP), from the committed JPEGs;
// the content pages' banners too.
// Run by the web build and `dev`; writes apps/web/public/images/generated/ (not committed).
// The widths are the ones the pages offer the browser (hero-widths.json beside the home page,
// responsive-widths.json beside the component that shows course pictures).
import { mkdir, readdir, stat } from 'node:fs/promises';
import os from 'node:os';
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
 * Encodes one file at a time per core: an AVIF encode keeps about one core busy, and a cold
 * build (a fresh clone, CI) makes 88 files. `jobs` are thunks; resolves to their results.
 */
async function onEveryCore(jobs) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const at = next++;
      results[at] = await jobs[at]();
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(os.availableParallelism(), jobs.length) }, worker),
  );
  return results;
}

/**
 * `source` as `<stem>-<width>.avif` and `.webp` under generated/, in each of `widths`, with
 * these encoder settings, as jobs; widths already made have none.
 */
async function widthJobs(source, stem, widths, { avif, webp }) {
  const jobs = [];
  for (const width of widths) {
    const target = (format) => path.join(out, `${stem}-${width}.${format}`);
    if ((await upToDate(source, target('avif'))) && (await upToDate(source, target('webp')))) {
      continue;
    }
    jobs.push(async () => {
      await mkdir(path.dirname(target('avif')), { recursive: true });
      const resized = sharp(source).resize({ width });
      const avifFile = await resized.clone().avif(avif).toFile(target('avif'));
      const webpFile = await resized.clone().webp(webp).toFile(target('webp'));
      return { width, avif: avifFile.size, webp: webpFile.size };
    });
  }
  return jobs;
}

/** Every JPEG of images/<folder>/ as generated/<folder>/<name>-<width>.<format>, as jobs. */
async function folderJobs(folder, widths, settings) {
  const dir = path.join(images, folder);
  const jobs = [];
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.jpg'))) {
    const name = path.basename(file, '.jpg');
    jobs.push(...(await widthJobs(path.join(dir, file), `${folder}/${name}`, widths, settings)));
  }
  return jobs;
}

const summary = (made) => {
  const bytes = made.reduce((sum, item) => sum + item.avif + item.webp, 0);
  return `${made.length * 2} files made, ${Math.round(bytes / 1024)} KB (the rest up to date)`;
};

// Quality 35 at the slowest effort: 13 kB at 532 px instead of 19 at quality 45 and 29 at 55,
// no difference to be seen side by side. Where the hero is the largest paint it is fetched
// before the first paint, so every kilobyte is waited for.
const heroJobs = await widthJobs(path.join(images, 'home/header.jpg'), 'hero', HERO_WIDTHS, {
  avif: { quality: 35, effort: 9 },
  webp: { quality: 75 },
});

// Course pictures: quality 38 is 12 kB at 700 px where 50 was 20, and side by side the two
// cannot be told apart. Effort 3: 2 % more bytes than effort 4 in a third of the time (15.4
// against 15.1 kB at 800 px, 0.7 against 1.8 s). The home page shows six and /courses twelve.
const courseJobs = await folderJobs('courses', PICTURE_WIDTHS, {
  avif: { quality: 38, effort: 3 },
  webp: { quality: 72 },
});

// The content pages' banners (About Us, Privacy Policy, Contact Us: 1200 × 500 JPEGs of 80 kB,
// each page's largest paint). Effort 4: 4 % more bytes than effort 6 in half the time (26.5
// against 25.4 kB at 1200 px, 4.3 against 8.9 s).
const bannerJobs = await folderJobs('pages', BANNER_WIDTHS, {
  avif: { quality: 45, effort: 4 },
  webp: { quality: 72 },
});

// The hero's slow encodes first, so the others fill the cores around them.
const made = await onEveryCore([...heroJobs, ...courseJobs, ...bannerJobs]);
const hero = made.slice(0, heroJobs.length);
console.log(
  `hero image: ${hero.map((item) => `${item.width}w: avif ${item.avif} B, webp ${item.webp} B`).join('; ') || 'up to date'}`,
);
console.log(
  `course pictures: ${summary(made.slice(heroJobs.length, heroJobs.length + courseJobs.length))}`,
);
console.log(`page banners: ${summary(made.slice(heroJobs.length + courseJobs.length))}`);
