// Sets of ayat as ranges of their places in the whole Quran (1 = 1:1 … 6236 = 114:6), counted
// by interval arithmetic: a learner's ~300 entries and a 66-item syllabus are a few hundred
// numbers to sort, never 6,236 ayat to walk one by one. Pure: no database, no Quran data.

/** The ayat `from` to `to`, both included. */
export interface AyahSpan {
  from: number;
  to: number;
}

/**
 * The same ayat as `spans`, as few spans as possible: sorted, none overlapping or touching
 * another (4–9 and 10–12 are 4–12). A span that ends before it starts holds no ayah.
 */
export function unionOf(spans: readonly AyahSpan[]): AyahSpan[] {
  const sorted = spans.filter((span) => span.to >= span.from).sort((a, b) => a.from - b.from);
  const union: AyahSpan[] = [];
  for (const span of sorted) {
    const last = union.at(-1);
    if (last && span.from <= last.to + 1) last.to = Math.max(last.to, span.to);
    else union.push({ from: span.from, to: span.to });
  }
  return union;
}

/** How many ayat a union (as `unionOf` makes it: sorted, disjoint) holds. */
export function ayatIn(union: readonly AyahSpan[]): number {
  return union.reduce((sum, span) => sum + span.to - span.from + 1, 0);
}

/** How many ayat two unions (sorted, disjoint) have in common, walking both once. */
export function ayatInBoth(a: readonly AyahSpan[], b: readonly AyahSpan[]): number {
  let common = 0;
  let i = 0;
  let j = 0;
  let left = a[i];
  let right = b[j];
  while (left && right) {
    const from = Math.max(left.from, right.from);
    const to = Math.min(left.to, right.to);
    if (to >= from) common += to - from + 1;
    // The span that ends first can meet nothing further on.
    if (left.to < right.to) {
      i += 1;
      left = a[i];
    } else {
      j += 1;
      right = b[j];
    }
  }
  return common;
}
