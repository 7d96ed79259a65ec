// Makes the home page's hero image (its largest paint) and the courses' pictures in the sizes
// phones and desktops show them and in modern formats (AVIF, WebP), from the committed JPEGs.
// Run by the web build and `dev`; writes apps/web/public/images/generated/ (not committed).
// The widths are the ones the pages offer the browser (hero-widths.json beside the home page,
// responsive-widths.json beside the component that shows course pictures).
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import HERO_WIDTHS from '../apps/web/src/features/home/hero-widths.json' with { type: 'json' };
import PICTURE_WIDTHS from '../apps/web/src/components/responsive-widths.json' with { type: 'json' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const images = path.join(root, 'apps/web/public/images');
const out = path.join(images, 'generated');

/** True when `target` was made after `source` last changed (a build then skips it). */
async function upToDate(source, target) {
  const made = await stat(target).catch(() => null);
  return made !== null && made.mtimeMs >= (await stat(source)).mtimeMs;
}

await mkdir(out, { recursive: true });
const source = path.join(images, 'home/header.jpg');
const sizes = [];
for (const width of HERO_WIDTHS) {
  const target = (format) => path.join(out, `hero-${width}.${format}`);
  if ((await upToDate(source, target('avif'))) && (await upToDate(source, target('webp')))) {
    continue;
  }
  const resized = sharp(source).resize({ width });
  const avif = await resized.clone().avif({ quality: 55, effort: 6 }).toFile(target('avif'));
  const webp = await resized.clone().webp({ quality: 75 }).toFile(target('webp'));
  sizes.push(`${width}w: avif ${avif.size} B, webp ${webp.size} B`);
}
console.log(`hero image: ${sizes.join('; ') || 'up to date'}`);

// Course pictures: each JPEG of images/courses/ as generated/courses/<name>-<width>.<format>.
const courses = path.join(images, 'courses');
await mkdir(path.join(out, 'courses'), { recursive: true });
let made = 0;
let bytes = 0;
for (const file of (await readdir(courses)).filter((name) => name.endsWith('.jpg'))) {
  const name = path.basename(file, '.jpg');
  for (const width of PICTURE_WIDTHS) {
    const target = (format) => path.join(out, 'courses', `${name}-${width}.${format}`);
    const source = path.join(courses, file);
    if ((await upToDate(source, target('avif'))) && (await upToDate(source, target('webp')))) {
      continue;
    }
    const resized = sharp(source).resize({ width });
    const [avif, webp] = await Promise.all([
      resized.clone().avif({ quality: 50, effort: 4 }).toFile(target('avif')),
      resized.clone().webp({ quality: 72 }).toFile(target('webp')),
    ]);
    made += 2;
    bytes += avif.size + webp.size;
  }
}
console.log(
  `course pictures: ${made} files made, ${Math.round(bytes / 1024)} KB (the rest up to date)`,
);
