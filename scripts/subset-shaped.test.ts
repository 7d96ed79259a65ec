import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { subsetToStrings } from './subset-shaped.mjs';

// The logo and the greeting must look the same in the cut-down Amiri as in the whole font:
// the same number of glyphs, each advanced and placed the same (its id is renumbered).
const require = createRequire(import.meta.url);
const amiri = (weight: number) =>
  readFile(require.resolve(`@fontsource/amiri/files/amiri-arabic-${weight}-normal.woff2`));

async function shaped(woff2: Buffer, text: string) {
  const face = new hb.Face(new hb.Blob(await fontverter.convert(woff2, 'truetype')));
  const font = new hb.Font(face);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const glyphs = buffer.getGlyphInfos().map((info) => info.codepoint);
  const positions = buffer.getGlyphPositions().map((p) => [p.xAdvance, p.xOffset, p.yOffset]);
  return { glyphs, positions };
}

describe('a font cut down to some strings', () => {
  const strings = ['اقرأ', 'السلام عليكم', 'عفوًا'];

  it.each([400, 700])(
    'draws each of them as the whole Amiri %i does, in a fraction of it',
    async (weight) => {
      const whole = await amiri(weight);
      const { font } = await subsetToStrings(whole, strings);
      expect(font.length).toBeLessThan(whole.length / 10);
      for (const text of strings) {
        const before = await shaped(whole, text);
        const after = await shaped(font, text);
        expect(after.positions).toEqual(before.positions);
        expect(after.glyphs).not.toContain(0);
      }
    },
  );

  it('has no glyph for a word it was not cut for', async () => {
    const { font } = await subsetToStrings(await amiri(400), strings);
    expect((await shaped(font, 'كتاب')).glyphs).toContain(0);
  });
});
