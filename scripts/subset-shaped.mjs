// Cuts a font down to exactly the glyphs some fixed strings are drawn with. A subsetter given
// only the characters keeps every glyph the font's substitutions could reach from them (for
// Amiri's Arabic, hundreds of ligatures and alternates: 16 kB for the dozen letters of the
// logo and the greeting); here HarfBuzz shapes each string, as the browser will (whole, and
// word by word, as Chromium caches words), every glyph met on the way is kept, and the rest
// goes with the substitutions that lead to it. Text other than these strings still shows, in
// the next font of the stack.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

const require = createRequire(import.meta.url);
const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

/** Every glyph id the font goes through while shaping `text` (with its default features). */
function glyphsMet(font, text) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  const met = new Set();
  for (const step of hb.shapeWithTrace(font, buffer, [], 0, hb.TracePhase.DONT_STOP)) {
    if (step.glyphs) for (const glyph of step.t) met.add(glyph.g);
  }
  return met;
}

let subsetter;
async function loadSubsetter() {
  subsetter ??= WebAssembly.instantiate(
    await readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')),
  ).then(({ instance }) => {
    instance.exports._initialize();
    return instance.exports;
  });
  return subsetter;
}

/** `woff2` (a WOFF2 font) cut down to what `strings` are drawn with, as WOFF2. */
export async function subsetToStrings(woff2, strings) {
  const sfnt = await fontverter.convert(woff2, 'truetype');
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  const glyphs = new Set([0]);
  for (const string of strings) {
    for (const text of [string, ...string.split(/\s+/)]) {
      for (const glyph of glyphsMet(font, text)) glyphs.add(glyph);
    }
  }
  const characters = new Set(strings.join('')).add(' ');

  const wasm = await loadSubsetter();
  const input = wasm.hb_subset_input_create_or_fail();
  const pointer = wasm.malloc(sfnt.byteLength);
  new Uint8Array(wasm.memory.buffer).set(new Uint8Array(sfnt), pointer);
  const blob = wasm.hb_blob_create(pointer, sfnt.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const source = wasm.hb_face_create(blob, 0);
  wasm.hb_blob_destroy(blob);
  try {
    const unicodes = wasm.hb_subset_input_unicode_set(input);
    for (const character of characters) wasm.hb_set_add(unicodes, character.codePointAt(0));
    const glyphSet = wasm.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) wasm.hb_set_add(glyphSet, glyph);
    wasm.hb_subset_input_set_flags(
      input,
      wasm.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
    );
    const subset = wasm.hb_subset_or_fail(source, input);
    if (subset === 0) throw new Error('HarfBuzz could not subset the font');
    const result = wasm.hb_face_reference_blob(subset);
    const offset = wasm.hb_blob_get_data(result, 0);
    const length = wasm.hb_blob_get_length(result);
    const bytes = Buffer.from(new Uint8Array(wasm.memory.buffer, offset, length));
    wasm.hb_blob_destroy(result);
    wasm.hb_face_destroy(subset);
    return { font: await fontverter.convert(bytes, 'woff2', 'truetype'), glyphs: glyphs.size };
  } finally {
    wasm.hb_subset_input_destroy(input);
    wasm.hb_face_destroy(source);
    wasm.free(pointer);
  }
}
