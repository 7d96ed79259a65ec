// Makes the home page's hero image (its largest paint) in the sizes phones and desktops show
// it and in modern formats (AVIF, WebP), from the committed JPEG. Run by the web build and
// `dev`; writes apps/web/public/images/generated/ (not committed). The widths are the ones
// the page offers the browser (apps/web/src/features/home/hero-widths.json).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import HERO_WIDTHS from '../apps/web/src/features/home/hero-widths.json' with { type: 'json' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const images = path.join(root, 'apps/web/public/images');
const out = path.join(images, 'generated');

await mkdir(out, { recursive: true });
const source = path.join(images, 'home/header.jpg');
const sizes = [];
for (const width of HERO_WIDTHS) {
  const resized = sharp(source).resize({ width });
  const avif = await resized
    .clone()
    .avif({ quality: 55, effort: 6 })
    .toFile(path.join(out, `hero-${width}.avif`));
  const webp = await resized
    .clone()
    .webp({ quality: 75 })
    .toFile(path.join(out, `hero-${width}.webp`));
  sizes.push(`${width}w: avif ${avif.size} B, webp ${webp.size} B`);
}
console.log(`hero image: ${sizes.join('; ')}`);
