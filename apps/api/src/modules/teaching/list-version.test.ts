import { describe, expect, it } from 'vitest';
import { ListVersionView, TRUST_HEARD_MS } from './list-version.ts';

// The class-list version as an instance knows it: what it heard from the database while it
// hears everything, and what the database says otherwise.

/** A view whose listening and clock the test sets, and a database that counts its reads. */
function viewWith(version = 7) {
  const state = { live: true, ticks: 0, version, reads: 0 };
  const view = new ListVersionView(
    () => state.live,
    () => state.ticks,
  );
  const read = async () => {
    state.reads += 1;
    return state.version;
  };
  return { state, view, current: () => view.current(read) };
}

describe('the class-list version view', () => {
  it('reads the version once, then answers from what it heard without a query', async () => {
    const { state, view, current } = viewWith();
    expect(await current()).toBe(7);
    expect(await current()).toBe(7);
    expect(state.reads).toBe(1);
    view.heard(8);
    expect(await current()).toBe(8);
    // A late or repeated announcement of an older version changes nothing.
    view.heard(7);
    expect(await current()).toBe(8);
    expect(state.reads).toBe(1);
  });

  it('reads the database every time while announcements may be missed', async () => {
    const { state, view, current } = viewWith();
    state.live = false;
    view.heard(9);
    expect(await current()).toBe(7);
    state.version = 10;
    expect(await current()).toBe(10);
    expect(state.reads).toBe(2);
    // Hearing again: what was heard before the gap is forgotten, the database asked.
    state.live = true;
    view.forget();
    expect(await current()).toBe(10);
    expect(state.reads).toBe(3);
  });

  it('asks the database again when nothing was heard for a while', async () => {
    const { state, view, current } = viewWith();
    expect(await current()).toBe(7);
    // A change whose announcement never came, though the connection looked well.
    state.version = 8;
    state.ticks = TRUST_HEARD_MS - 1;
    expect(await current()).toBe(7);
    state.ticks = TRUST_HEARD_MS;
    expect(await current()).toBe(8);
    expect(state.reads).toBe(2);
    // An announcement counts as hearing from the database.
    state.ticks += TRUST_HEARD_MS - 1;
    view.heard(9);
    state.ticks += TRUST_HEARD_MS - 1;
    expect(await current()).toBe(9);
    expect(state.reads).toBe(2);
  });

  it('does not keep a version read before announcements were missed', async () => {
    const { state, view } = viewWith();
    let answer: (version: number) => void = () => undefined;
    const slow = view.current(() => new Promise<number>((resolve) => (answer = resolve)));
    // The connection drops and comes back while the read is on its way.
    view.forget();
    answer(7);
    expect(await slow).toBe(7);
    state.version = 12;
    expect(
      await view.current(async () => {
        state.reads += 1;
        return state.version;
      }),
    ).toBe(12);
    expect(state.reads).toBe(1);
  });
});
