// Drawing in a PDF page's content stream: numbers and colours as its operators read them,
// and the school's mark.

export type Rgb = readonly [number, number, number];

/** The school's mark (the site's logo): its green tile and gold eight-point star. */
const MARK_GREEN: Rgb = [0.059, 0.318, 0.196];
const MARK_GOLD: Rgb = [0.788, 0.635, 0.153];

/** A number as the content stream writes it. */
export function n(value: number): string {
  return (Math.round(value * 100) / 100).toString();
}

/** A colour's three components, before `rg` (fill) or `RG` (stroke). */
export function rgb([r, g, b]: Rgb): string {
  return `${n(r)} ${n(g)} ${n(b)}`;
}

/**
 * The school's mark at (x, y), its lower left corner, `size` points square: as the site's
 * logo draws it on a 64-unit grid, a tile with rounded corners (radius 14) and two squares
 * (28 units, one turned 45°) stroked 3 units wide.
 */
export function markPath(x: number, y: number, size: number): string {
  const u = size / 64;
  const at = (gx: number, gy: number) => `${n(x + gx * u)} ${n(y + gy * u)}`;
  const r = 14;
  const k = r * 0.5523; // a quarter circle as one Bézier curve
  const tile = [
    `${at(r, 0)} m`,
    `${at(64 - r, 0)} l`,
    `${at(64 - r + k, 0)} ${at(64, r - k)} ${at(64, r)} c`,
    `${at(64, 64 - r)} l`,
    `${at(64, 64 - r + k)} ${at(64 - r + k, 64)} ${at(64 - r, 64)} c`,
    `${at(r, 64)} l`,
    `${at(r - k, 64)} ${at(0, 64 - r + k)} ${at(0, 64 - r)} c`,
    `${at(0, r)} l`,
    `${at(0, r - k)} ${at(r - k, 0)} ${at(r, 0)} c`,
    'h f',
  ].join(' ');
  const half = 14 * Math.SQRT2;
  const square = `${at(18, 18)} ${n(28 * u)} ${n(28 * u)} re`;
  const turned = `${at(32, 32 - half)} m ${at(32 + half, 32)} l ${at(32, 32 + half)} l ${at(32 - half, 32)} l h`;
  return [
    `q ${rgb(MARK_GREEN)} rg ${tile}`,
    `${rgb(MARK_GOLD)} RG ${n(3 * u)} w 0 j ${square} S ${turned} S Q`,
  ].join('\n');
}
