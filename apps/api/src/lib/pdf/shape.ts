import bidiFactory from 'bidi-js';
import * as hb from 'harfbuzzjs';

import { certificateFontBytes } from './font.js';

/** One glyph as HarfBuzz placed it, in font units. */
export interface ShapedGlyph {
  gid: number;
  /** UTF-16 offset of the glyph's cluster in the line's text. */
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** One directional run of a line, its glyphs in visual (left-to-right) order. */
export interface ShapedRun {
  /** The run's text, in logical order. */
  text: string;
  /** UTF-16 offset of the run in the line's text. */
  start: number;
  rtl: boolean;
  glyphs: ShapedGlyph[];
  /** The run's width in font units. */
  advance: number;
}

/** A line shaped run by run, the runs in visual order (left to right). */
export interface ShapedLine {
  text: string;
  runs: ShapedRun[];
  advance: number;
  upem: number;
}

const bidi = bidiFactory();

let font: hb.Font | undefined;
let upem = 1000;

function hbFont(): hb.Font {
  if (!font) {
    const face = new hb.Face(new hb.Blob(certificateFontBytes()), 0);
    upem = face.upem;
    font = new hb.Font(face);
  }
  return font;
}

/**
 * Shapes one line: the Unicode bidi algorithm (bidi-js) splits it into runs of one embedding
 * level and orders the runs (rule L2, on whole runs); HarfBuzz shapes each run in its own
 * direction, with the rest of the line as context, and gives its glyphs in visual order.
 * No letter is ever reordered by hand.
 */
export function shapeLine(text: string, direction: 'ltr' | 'rtl'): ShapedLine {
  const f = hbFont();
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const spans: { start: number; end: number; level: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const level = levels[i] ?? 0;
    const last = spans[spans.length - 1];
    if (last && last.level === level) last.end = i + 1;
    else spans.push({ start: i, end: i + 1, level });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every maximal
  // sequence of runs at that level or higher.
  const order = [...spans];
  const max = Math.max(0, ...spans.map((s) => s.level));
  const minOdd = Math.min(...spans.map((s) => (s.level % 2 === 1 ? s.level : Infinity)));
  for (let level = max; level >= minOdd && level > 0; level--) {
    let i = 0;
    while (i < order.length) {
      if ((order[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && (order[j]?.level ?? 0) >= level) j++;
      const reversed = order.slice(i, j).reverse();
      order.splice(i, j - i, ...reversed);
      i = j;
    }
  }
  const runs = order.map((span) => shapeRun(f, text, span));
  return { text, runs, advance: runs.reduce((sum, r) => sum + r.advance, 0), upem };
}

function shapeRun(
  f: hb.Font,
  text: string,
  span: { start: number; end: number; level: number },
): ShapedRun {
  const rtl = span.level % 2 === 1;
  const buffer = new hb.Buffer();
  // The whole line goes in as context, only the run is shaped: joining across runs holds.
  buffer.addText(text, span.start, span.end - span.start);
  buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
  // Marks get clusters of their own, so each glyph maps back to its own characters.
  buffer.setClusterLevel(hb.ClusterLevel.MONOTONE_CHARACTERS);
  buffer.guessSegmentProperties();
  hb.shape(f, buffer);
  const glyphs = buffer.getGlyphInfosAndPositions().map((g) => ({
    gid: g.codepoint,
    cluster: g.cluster,
    xAdvance: g.xAdvance ?? 0,
    xOffset: g.xOffset ?? 0,
    yOffset: g.yOffset ?? 0,
  }));
  return {
    text: text.slice(span.start, span.end),
    start: span.start,
    rtl,
    glyphs,
    advance: glyphs.reduce((sum, g) => sum + g.xAdvance, 0),
  };
}
