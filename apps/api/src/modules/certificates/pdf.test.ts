import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { certificateFontBytes } from '../../lib/pdf/font.ts';
import { type CertificatePdfInput, MARK, renderCertificate } from './pdf.js';

const input: CertificatePdfInput = {
  school: { name: 'Iqra Quran School', nameAr: 'مدرسة اقرأ للقرآن' },
  kind: 'qaida',
  title: 'Completion of the Noorani Qaida',
  titleAr: 'إتمام القاعدة النورانية',
  learnerName: 'Muhammad Ali',
  learnerNameAr: 'مُحَمَّد عَلِيّ',
  line: 'With excellence, taught by Ustadh Yusuf',
  lineAr: 'بتقدير ممتاز مع الأستاذ Yusuf',
  tutorName: 'Yusuf Khan',
  grade: 'Excellent',
  issuedOn: '3 March 2026',
  code: 'QK7-4M2P',
  verifyUrl: 'https://iqra.example/verify/QK7-4M2P',
};

const dir = mkdtempSync(join(tmpdir(), 'cert-pdf-'));

async function render(extra: Partial<CertificatePdfInput> = {}) {
  const started = performance.now();
  const result = await renderCertificate({ ...input, ...extra });
  const ms = performance.now() - started;
  const file = join(dir, `cert-${extra.revoked ? 'revoked' : 'valid'}.pdf`);
  writeFileSync(file, result.pdf);
  return { ...result, file, ms };
}

// pdftotext marks right-to-left stretches with embedding controls; the text is what is left.
function extract(file: string): string {
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(
    /[\u202a-\u202e]/g,
    '',
  );
}

describe('renderCertificatePdf', () => {
  it('draws the glyphs that an independent hb-shape gives for the same font and text', async () => {
    const { layout } = await render();
    const fontFile = join(dir, 'Amiri-Regular.ttf');
    writeFileSync(fontFile, certificateFontBytes());
    for (const text of [input.titleAr!, input.learnerNameAr!, input.school.nameAr!]) {
      const line = layout.lines.find((l) => l.shaped.text === text)!;
      expect(line.shaped.runs).toHaveLength(1);
      const drawn = line.shaped.runs[0]!.glyphs.map((g) => g.gid);
      const out = execFileSync(
        'hb-shape',
        ['--no-glyph-names', '--no-positions', '--no-clusters', '--direction=rtl', fontFile, text],
        { encoding: 'utf8' },
      );
      const expected = out.trim().slice(1, -1).split('|').map(Number);
      expect(drawn).toEqual(expected);
      // And the PDF's subset, which keeps glyph ids, still shapes the text the same way.
      const subsetFile = join(dir, 'subset.ttf');
      writeFileSync(subsetFile, layout.embeddedFont);
      const fromSubset = execFileSync(
        'hb-shape',
        [
          '--no-glyph-names',
          '--no-positions',
          '--no-clusters',
          '--direction=rtl',
          subsetFile,
          text,
        ],
        { encoding: 'utf8' },
      );
      expect(fromSubset).toBe(out);
    }
  });

  it('gives its text back in logical order, is small, and its QR code reads back', async () => {
    const { pdf, file, ms } = await render();
    console.warn(`certificate PDF: ${pdf.length} bytes, rendered in ${ms.toFixed(0)} ms`);
    expect(pdf.length).toBeLessThanOrEqual(150 * 1024);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');

    const text = extract(file);
    for (const expected of [
      input.school.name,
      input.school.nameAr!,
      input.title,
      input.titleAr!,
      input.learnerName,
      'بتقدير ممتاز مع الأستاذ',
      'Code: QK7-4M2P',
      'Tutor: Yusuf Khan',
    ]) {
      expect(text).toContain(expected);
    }
    // pdftotext splits off a zero-width mark that a glyph's offset puts past the letter's
    // box (with a space, or at the line's end), so the name with harakat is compared
    // without spaces, and canonically (HarfBuzz orders a shadda and a fatha its own way);
    // its letters and marks are in logical order.
    expect(text.replace(/\s/g, '').normalize('NFC')).toContain('مُحَمَّدعَلِي'.normalize('NFC'));
    expect(text).toContain('ّ');

    const png = join(dir, 'page');
    execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', file, png]);
    const decoded = execFileSync('zbarimg', ['-q', '--raw', `${png}.png`], { encoding: 'utf8' });
    expect(decoded.trim()).toBe(input.verifyUrl);
    execFileSync('cp', [`${png}.png`, '/tmp/cert-sample.png']);
  });

  it('bears the school’s mark: its green tile and gold star, where the page puts it', async () => {
    const { file } = await render();
    const png = join(dir, 'mark');
    // At 72 dpi a pixel is a point: the page's points are the image's pixels.
    execFileSync('pdftoppm', ['-png', '-r', '72', '-singlefile', file, png]);
    const { data, info } = await sharp(`${png}.png`)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
      return [data[at]!, data[at + 1]!, data[at + 2]!];
    };
    const unit = MARK.size / 64;
    const green = [15, 81, 50];
    const gold = [201, 162, 39];
    const near = (actual: number[], expected: number[]) =>
      actual.every((value, index) => Math.abs(value - expected[index]!) <= 24);
    // The tile's middle, inside the star; a corner of the tile; the upright square's left edge.
    expect(pixel(MARK.left + 32 * unit, MARK.top + 32 * unit)).toSatisfy((p: number[]) =>
      near(p, green),
    );
    expect(pixel(MARK.left + 6 * unit, MARK.top + 32 * unit)).toSatisfy((p: number[]) =>
      near(p, green),
    );
    expect(pixel(MARK.left + 18 * unit, MARK.top + 25 * unit)).toSatisfy((p: number[]) =>
      near(p, gold),
    );
    // Outside the tile's rounded corner: the page's white.
    expect(pixel(MARK.left + 1, MARK.top + 1)).toSatisfy((p: number[]) => near(p, [255, 255, 255]));
  });

  it('marks a revoked certificate in both languages', async () => {
    const valid = await render();
    const revoked = await render({ revoked: true });
    const mark = revoked.layout.lines.find((l) => l.shaped.text.includes('REVOKED'));
    expect(mark?.shaped.text).toBe('REVOKED · ملغاة');
    expect(valid.layout.lines.some((l) => l.shaped.text.includes('REVOKED'))).toBe(false);
    // The mark is drawn: its Arabic word is in the revoked PDF's text and not the other's.
    expect(extract(revoked.file).replace(/\s/g, '')).toContain('غاة');
    expect(extract(valid.file)).not.toContain('غاة');
    expect(readFileSync(revoked.file).length).toBeLessThanOrEqual(150 * 1024);
  });
});
