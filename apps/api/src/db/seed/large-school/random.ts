// The large school's chance: a seeded generator, so one seed makes one school, row for row.

export interface Chance {
  /** A number in [0, 1). */
  next(): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** One of `items`, each as likely. */
  one<T>(items: readonly T[]): T;
  /** One of `items` by its weight (`weightOf`). */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T;
  /** 1, 2, 3… with mean `mean` (geometric). */
  geometric(mean: number): number;
}

/** Mulberry32: small, fast and good enough to draw a school from. */
export function seededChance(seed: number): Chance {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const one = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('nothing to choose from');
    return item;
  };
  return {
    next,
    chance: (p) => next() < p,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    one,
    weighted: (items, weightOf) => {
      const total = items.reduce((sum, item) => sum + weightOf(item), 0);
      let left = next() * total;
      for (const item of items) {
        left -= weightOf(item);
        if (left < 0) return item;
      }
      return one(items);
    },
    geometric: (mean) => 1 + Math.floor(Math.log(1 - next()) / Math.log(1 - 1 / mean)),
  };
}
