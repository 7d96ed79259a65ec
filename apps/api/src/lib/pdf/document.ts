import { PDFDocument, PDFName, PDFString } from 'pdf-lib';

import { certificateFontBytes } from './font.ts';
import { n, rgb, type Rgb } from './pdf-ops.ts';
import { type ShapedGlyph, type ShapedLine, shapeLine } from './shape.ts';
import { subsetFont } from './subset.ts';

// Pages of text shaped by HarfBuzz (decision 036), Arabic and Latin in one font: the lines are
// placed by the caller (a certificate, a tutor's pay statement), the font is subset to the
// glyphs drawn and embedded once, and each glyph is drawn where HarfBuzz put it.

/** One line of text as drawn: where, how big, and the runs HarfBuzz shaped for it. */
export interface PlacedLine {
  shaped: ShapedLine;
  size: number;
  /** Left edge of the line's first glyph, in points. */
  x: number;
  y: number;
  color: Rgb;
  /** A rotation (degrees) about (x + width / 2, y), for the revoked mark. */
  rotate?: number;
  outline?: boolean;
}

/**
 * `text` shaped in `direction` and placed with its left edge, centre or right edge at `at`
 * (points from the page's left), its baseline at `y`; null for blank text.
 */
export function placeLine(
  text: string | undefined,
  direction: 'ltr' | 'rtl',
  size: number,
  y: number,
  color: Rgb,
  align: 'center' | 'left' | 'right',
  at: number,
): PlacedLine | null {
  if (!text?.trim()) return null;
  const shaped = shapeLine(text, direction);
  const width = (shaped.advance * size) / shaped.upem;
  const x = align === 'center' ? at - width / 2 : align === 'left' ? at : at - width;
  return { shaped, size, x, y, color };
}

/** One page: its size in points, what is drawn under the text (rules, images), and its lines. */
export interface TextPage {
  width: number;
  height: number;
  /** Content-stream operators drawn before the text. */
  under?: string[];
  lines: PlacedLine[];
}

export interface TextDocument {
  title: string;
  subject: string;
  author: string;
  /** The document's language (BCP 47). */
  lang: string;
  pages: TextPage[];
}

/** The PDF of the pages, and the font it embeds (a subset of the certificate font). */
export async function renderTextPdf(
  input: TextDocument,
): Promise<{ pdf: Uint8Array; embeddedFont: Uint8Array }> {
  const lines = input.pages.flatMap((page) => page.lines);
  // The font: only the glyphs drawn (and, so the subset still shapes its text, what the
  // characters need), with their ids kept.
  const gids = new Set<number>();
  const codePoints = new Set<number>();
  for (const line of lines) {
    for (const run of line.shaped.runs) for (const g of run.glyphs) gids.add(g.gid);
    for (const ch of line.shaped.text) codePoints.add(ch.codePointAt(0) ?? 0);
  }
  const embeddedFont = subsetFont(gids, codePoints);

  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(input.title);
  doc.setSubject(input.subject);
  doc.setAuthor(input.author);
  doc.setCreator('Iqra');
  doc.setProducer('Iqra');
  doc.catalog.set(PDFName.of('Lang'), PDFString.of(input.lang));
  const cids = allocateCids(lines);
  const fontRef = embedFont(doc, embeddedFont, cids);
  for (const { width, height, under = [], lines: pageLines } of input.pages) {
    const page = doc.addPage([width, height]);
    page.node.setFontDictionary(PDFName.of('F1'), fontRef);
    const ops = [...under, ...pageLines.map((line) => drawLine(line, cids))];
    const content = doc.context.flateStream(ops.join('\n'));
    page.node.addContentStream(doc.context.register(content));
  }
  return { pdf: await doc.save({ useObjectStreams: true }), embeddedFont };
}

function hex4(gid: number): string {
  return gid.toString(16).padStart(4, '0');
}

/** Glyph by glyph at HarfBuzz's positions (advances and GPOS offsets), by glyph id. */
function drawLine(line: PlacedLine, cids: CidTable): string {
  const scale = line.size / line.shaped.upem;
  const out: string[] = ['q'];
  let originX = line.x;
  const originY = line.y;
  if (line.rotate) {
    const a = (line.rotate * Math.PI) / 180;
    const cx = line.x + (line.shaped.advance * scale) / 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    out.push(`${n(c)} ${n(s)} ${n(-s)} ${n(c)} ${n(cx)} ${n(line.y)} cm`);
    originX = -(line.shaped.advance * scale) / 2;
  }
  out.push('BT', `/F1 ${n(line.size)} Tf`);
  out.push(line.outline ? `1 Tr 1.5 w ${rgb(line.color)} RG` : `0 Tr ${rgb(line.color)} rg`);
  let x = originX;
  for (const run of line.shaped.runs) {
    for (const g of run.glyphs) {
      const cid = cids.byGlyph.get(g) ?? 0;
      const gx = x + g.xOffset * scale;
      const gy = originY - (line.rotate ? line.y : 0) + g.yOffset * scale;
      out.push(`1 0 0 1 ${n(gx)} ${n(gy)} Tm <${hex4(cid)}> Tj`);
      x += g.xAdvance * scale;
    }
  }
  out.push('ET', 'Q');
  return out.join('\n');
}

interface CidTable {
  /** The CID each drawn glyph is shown with. */
  byGlyph: Map<ShapedGlyph, number>;
  /** Per CID (its index): the glyph id, HarfBuzz's advance in font units, and its text. */
  entries: { gid: number; advance: number; text: string }[];
}

/**
 * One CID per distinct (glyph, text, advance): the same glyph can stand for different text
 * (a shadda alone, or a shadda the font ligated with a fatha; a space) and a ToUnicode CMap
 * maps a CID to one text only. The CIDToGIDMap takes each CID back to HarfBuzz's glyph id.
 * A glyph's text is its cluster's characters; marks have clusters of their own
 * (MONOTONE_CHARACTERS), and the further glyphs of a cluster get no text.
 */
function allocateCids(lines: PlacedLine[]): CidTable {
  const byGlyph = new Map<ShapedGlyph, number>();
  const entries: CidTable['entries'] = [{ gid: 0, advance: 0, text: '' }]; // CID 0: .notdef
  const index = new Map<string, number>();
  for (const line of lines) {
    const { text } = line.shaped;
    for (const run of line.shaped.runs) {
      const starts = [...new Set(run.glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
      const runEnd = run.start + run.text.length;
      const logical = run.rtl ? [...run.glyphs].reverse() : run.glyphs;
      const seen = new Set<number>();
      for (const g of logical) {
        const first = !seen.has(g.cluster);
        seen.add(g.cluster);
        const end = starts.find((s) => s > g.cluster) ?? runEnd;
        const glyphText = first ? text.slice(g.cluster, end) : '';
        const key = `${g.gid}|${g.xAdvance}|${glyphText}`;
        let cid = index.get(key);
        if (cid === undefined) {
          cid = entries.length;
          entries.push({ gid: g.gid, advance: g.xAdvance, text: glyphText });
          index.set(key, cid);
        }
        byGlyph.set(g, cid);
      }
    }
  }
  return { byGlyph, entries };
}

/** A Type0 font with Identity-H encoding: each 2-byte code a CID, mapped to a glyph id. */
function embedFont(doc: PDFDocument, font: Uint8Array, cids: CidTable) {
  const ctx = doc.context;
  const metrics = fontMetrics(certificateFontBytes());
  const k = 1000 / metrics.upem;
  const baseFont = `IQRACF+Amiri-Regular`;

  // Widths as HarfBuzz advanced each glyph (marks advance 0).
  const w: (number | number[])[] = [1, cids.entries.slice(1).map((e) => Math.round(e.advance * k))];
  const cidToGid = new Uint8Array(cids.entries.length * 2);
  cids.entries.forEach((e, cid) => {
    cidToGid[cid * 2] = e.gid >> 8;
    cidToGid[cid * 2 + 1] = e.gid & 0xff;
  });
  const unicode = new Map<number, string>();
  cids.entries.forEach((e, cid) => unicode.set(cid, e.text));

  const fontFile = ctx.register(ctx.flateStream(font, { Length1: font.length }));
  const descriptor = ctx.register(
    ctx.obj({
      Type: 'FontDescriptor',
      FontName: baseFont,
      Flags: 4,
      FontBBox: metrics.bbox.map((v) => Math.round(v * k)),
      ItalicAngle: 0,
      Ascent: Math.round(metrics.ascent * k),
      Descent: Math.round(metrics.descent * k),
      CapHeight: Math.round(metrics.ascent * k * 0.7),
      StemV: 80,
      FontFile2: fontFile,
    }),
  );
  const cidFont = ctx.register(
    ctx.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: baseFont,
      CIDSystemInfo: {
        Registry: PDFString.of('Adobe'),
        Ordering: PDFString.of('Identity'),
        Supplement: 0,
      },
      FontDescriptor: descriptor,
      W: w,
      CIDToGIDMap: ctx.register(ctx.flateStream(cidToGid)),
    }),
  );
  const toUnicode = ctx.register(ctx.flateStream(toUnicodeCMap(unicode)));
  const type0 = ctx.obj({
    Type: 'Font',
    Subtype: 'Type0',
    BaseFont: baseFont,
    Encoding: 'Identity-H',
    DescendantFonts: [cidFont],
    ToUnicode: toUnicode,
  });
  return ctx.register(type0);
}

function utf16Hex(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += hex4(text.charCodeAt(i));
  return out;
}

function toUnicodeCMap(unicode: Map<number, string>): string {
  const entries = [...unicode.entries()].filter(([, t]) => t.length > 0);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    blocks.push(`${chunk.length} beginbfchar`);
    for (const [gid, text] of chunk) blocks.push(`<${hex4(gid)}> <${utf16Hex(text)}>`);
    blocks.push('endbfchar');
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** unitsPerEm, bounding box and hhea ascent/descent from the font's tables. */
function fontMetrics(font: Uint8Array): {
  upem: number;
  bbox: number[];
  ascent: number;
  descent: number;
} {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map<string, number>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const rec = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(rec, rec + 4));
    tables.set(tag, view.getUint32(rec + 8));
  }
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  if (head === undefined || hhea === undefined) throw new Error('font lacks head or hhea');
  return {
    upem: view.getUint16(head + 18),
    bbox: [36, 38, 40, 42].map((o) => view.getInt16(head + o)),
    ascent: view.getInt16(hhea + 4),
    descent: view.getInt16(hhea + 6),
  };
}
