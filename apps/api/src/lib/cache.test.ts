import { describe, expect, it } from 'vitest';
import { KeptValues } from './cache.ts';

/** A making the test finishes by hand, counting how often it was started. */
function controlledMaker() {
  const started: ((value: string) => void)[] = [];
  return {
    started,
    make: () => new Promise<string>((resolve) => started.push(resolve)),
  };
}

describe('kept values', () => {
  it('makes a value once however many ask while it is being made', async () => {
    const kept = new KeptValues<string>(60_000, 10);
    const maker = controlledMaker();
    const first = kept.get('a', maker.make);
    const second = kept.get('a', maker.make);
    expect(maker.started).toHaveLength(1);
    maker.started[0]!('made');
    expect(await first).toBe('made');
    expect(await second).toBe('made');
    expect(kept.get('a', maker.make)).toBe('made');
  });

  it('does not keep what a making begun before a clear made', async () => {
    const kept = new KeptValues<string>(60_000, 10);
    const maker = controlledMaker();
    const before = kept.get('a', maker.make);
    kept.clear();
    // Asked after the clear: a new making, not the one reading the old data.
    const after = kept.get('a', maker.make);
    expect(maker.started).toHaveLength(2);
    maker.started[0]!('old');
    maker.started[1]!('new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(kept.peek('a')).toBe('new');
  });

  it('answers a value past its time while it is made again, when asked to', async () => {
    const kept = new KeptValues<string>(0, 10, { serveStale: true });
    const maker = controlledMaker();
    const first = kept.get('a', maker.make);
    maker.started[0]!('one');
    await first;
    // Expired at once (TTL 0): the old value answers, and one remaking starts.
    expect(kept.get('a', maker.make)).toBe('one');
    expect(kept.get('a', maker.make)).toBe('one');
    expect(maker.started).toHaveLength(2);
    maker.started[1]!('two');
    await new Promise((resolve) => setImmediate(resolve));
    expect(kept.get('a', maker.make)).toBe('two');
  });

  it('keeps a stale value when its remaking fails, and tries again on the next ask', async () => {
    const kept = new KeptValues<string>(0, 10, { serveStale: true });
    await kept.get('a', async () => 'one');
    let attempts = 0;
    const failing = async () => {
      attempts += 1;
      throw new Error('down');
    };
    expect(kept.get('a', failing)).toBe('one');
    await new Promise((resolve) => setImmediate(resolve));
    expect(kept.get('a', failing)).toBe('one');
    expect(attempts).toBe(2);
  });

  it('waits for a fresh value after a clear, even when stale values are served', async () => {
    const kept = new KeptValues<string>(60_000, 10, { serveStale: true });
    await kept.get('a', async () => 'old');
    kept.clear();
    expect(await kept.get('a', async () => 'new')).toBe('new');
  });

  it('keeps at most its bound, dropping the oldest', async () => {
    const kept = new KeptValues<string>(60_000, 2);
    for (const key of ['a', 'b', 'c']) await kept.get(key, async () => key);
    expect(kept.peek('a')).toBeUndefined();
    expect(kept.peek('b')).toBe('b');
    expect(kept.peek('c')).toBe('c');
  });
});
