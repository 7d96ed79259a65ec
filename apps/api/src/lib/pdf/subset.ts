import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { certificateFontBytes } from './font.js';

// HarfBuzz's own subsetter (hb-subset), as the standalone WebAssembly build that harfbuzzjs
// ships beside its shaper. It needs no imports, so it is instantiated directly here.
const require = createRequire(import.meta.url);

type Fn = (...args: number[]) => number;
interface SubsetExports {
  memory: { buffer: ArrayBuffer };
  malloc: Fn;
  free: Fn;
  hb_blob_create: Fn;
  hb_blob_destroy: Fn;
  hb_blob_get_data: Fn;
  hb_face_create: Fn;
  hb_face_destroy: Fn;
  hb_face_reference_blob: Fn;
  hb_set_add: Fn;
  hb_subset_input_create_or_fail: Fn;
  hb_subset_input_destroy: Fn;
  hb_subset_input_glyph_set: Fn;
  hb_subset_input_unicode_set: Fn;
  hb_subset_input_set_flags: Fn;
  hb_subset_or_fail: Fn;
  _initialize?: Fn;
}

const HB_MEMORY_MODE_DUPLICATE = 0;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
const HB_SUBSET_FLAGS_RETAIN_GIDS = 0x2;

// The API's TypeScript lib has no WebAssembly declarations; these are the two used.
const wasmApi = (
  globalThis as unknown as {
    WebAssembly: {
      Module: new (bytes: Uint8Array) => object;
      Instance: new (module: object, imports: object) => { exports: unknown };
    };
  }
).WebAssembly;

let wasm: { exports: SubsetExports; face: number } | undefined;

function subsetter(): { exports: SubsetExports; face: number } {
  if (!wasm) {
    const file = readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
    const instance = new wasmApi.Instance(new wasmApi.Module(file), {});
    const exports = instance.exports as unknown as SubsetExports;
    exports._initialize?.();
    const font = certificateFontBytes();
    const ptr = exports.malloc(font.length);
    new Uint8Array(exports.memory.buffer, ptr, font.length).set(font);
    const blob = exports.hb_blob_create(ptr, font.length, HB_MEMORY_MODE_DUPLICATE, 0, 0);
    exports.free(ptr);
    const face = exports.hb_face_create(blob, 0);
    exports.hb_blob_destroy(blob);
    wasm = { exports, face };
  }
  return wasm;
}

/**
 * The certificate font cut down to the given glyphs (and what the given characters need, so
 * the subset still shapes them), keeping every glyph's id: the ids HarfBuzz gave while
 * shaping stay valid in the subset, and serve as the PDF's CIDs (CIDToGIDMap /Identity).
 */
export function subsetFont(glyphIds: Iterable<number>, codePoints: Iterable<number>): Uint8Array {
  const { exports: e, face } = subsetter();
  const input = e.hb_subset_input_create_or_fail();
  if (!input) throw new Error('hb_subset_input_create_or_fail failed');
  try {
    e.hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_RETAIN_GIDS | HB_SUBSET_FLAGS_NO_HINTING);
    const glyphs = e.hb_subset_input_glyph_set(input);
    for (const gid of glyphIds) e.hb_set_add(glyphs, gid);
    const unicodes = e.hb_subset_input_unicode_set(input);
    for (const cp of codePoints) e.hb_set_add(unicodes, cp);
    const result = e.hb_subset_or_fail(face, input);
    if (!result) throw new Error('hb_subset_or_fail failed');
    const blob = e.hb_face_reference_blob(result);
    const lengthPtr = e.malloc(4);
    const data = e.hb_blob_get_data(blob, lengthPtr);
    const length = new Uint32Array(e.memory.buffer, lengthPtr, 1)[0] ?? 0;
    const out = new Uint8Array(e.memory.buffer, data, length).slice();
    e.free(lengthPtr);
    e.hb_blob_destroy(blob);
    e.hb_face_destroy(result);
    return out;
  } finally {
    e.hb_subset_input_destroy(input);
  }
}
