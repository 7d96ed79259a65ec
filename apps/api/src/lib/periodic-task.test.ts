import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeriodicTask } from './periodic-task.ts';

// The task's timers run on a clock the test moves: a run "takes" 3 ms and the task waits 5 ms
// between runs, and nothing here waits for real time to pass.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PeriodicTask', () => {
  it('reports a run that throws and runs again, never two at once, and none once stopped', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    let running = 0;
    let mostAtOnce = 0;
    const task = new PeriodicTask({
      intervalMs: 5,
      onError: (error) => errors.push(error),
      run: async () => {
        runs += 1;
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await sleep(3);
        running -= 1;
        if (runs === 1) throw new Error('the database blinked');
      },
    });
    task.start();
    const kicked = Promise.all([task.kick(), task.kick()]);
    await vi.advanceTimersByTimeAsync(3);
    await kicked;
    // The first run and the one kicked beside it were one run; then one every 8 ms.
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(60);
    expect(runs).toBeGreaterThan(5);
    const stopping = task.stop();
    await vi.advanceTimersByTimeAsync(3);
    await stopping;
    const after = runs;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(errors).toEqual([new Error('the database blinked')]);
    expect(runs).toBe(after);
    expect(mostAtOnce).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
