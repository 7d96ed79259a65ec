import { useEffect } from 'react';
import { JOIN_OPENS_MINUTES, type TutorClass } from '@iqra/contracts';

/** Longest wait before the clock is read again. */
const AT_LEAST_EVERY_MS = 60_000;
/** Timers may fire a little early: read the clock just after a moment, not just before it. */
const MARGIN_MS = 50;

/** When what a class offers changes: Join opens, it starts (Record), it ends. */
export const momentsOf = (items: readonly TutorClass[]) =>
  items.flatMap((item) => {
    const start = Date.parse(item.starts_at);
    return [start - JOIN_OPENS_MINUTES * 60_000, start, Date.parse(item.ends_at)];
  });

/**
 * Reads the clock again (`onTick`) at the next of `moments` after `now`, and at least once a
 * minute, so what each class offers follows the time without a reload.
 */
export function useTick(now: number, moments: readonly number[], onTick: (now: number) => void) {
  const next = Math.min(now + AT_LEAST_EVERY_MS, ...moments.filter((moment) => moment > now));
  useEffect(() => {
    const timer = window.setTimeout(() => onTick(Date.now()), next - now + MARGIN_MS);
    return () => window.clearTimeout(timer);
  }, [now, next, onTick]);
}
