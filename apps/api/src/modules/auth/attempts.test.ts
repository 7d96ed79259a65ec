import { describe, expect, it } from 'vitest';
import { addressKey } from '../../lib/client-address.ts';
import { MemoryCounterStore } from './attempts.ts';

describe('MemoryCounterStore', () => {
  it('counts in a window that starts at the first count, then forgets', async () => {
    let now = 1_000;
    const store = new MemoryCounterStore({ now: () => now });
    expect(await store.increment('k', 60_000)).toEqual({ count: 1, msLeft: 60_000 });
    now += 20_000;
    expect(await store.increment('k', 60_000)).toEqual({ count: 2, msLeft: 40_000 });
    expect(await store.read('k')).toEqual({ count: 2, msLeft: 40_000 });
    now += 40_001;
    expect(await store.read('k')).toEqual({ count: 0, msLeft: 0 });
    expect(await store.increment('k', 60_000)).toEqual({ count: 1, msLeft: 60_000 });
    await store.delete('k');
    expect((await store.read('k')).count).toBe(0);
  });

  it('keeps at most maxKeys, however many keys arrive', async () => {
    const store = new MemoryCounterStore({ maxKeys: 100 });
    for (let index = 0; index < 10_000; index += 1) await store.increment(`k${index}`, 60_000);
    expect(store.size).toBe(100);
    // The most recent are the ones kept.
    expect((await store.read('k9999')).count).toBe(1);
    expect((await store.read('k0')).count).toBe(0);
  });
});

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and groups IPv6 by /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
  });
});
