import { describe, expect, it } from 'vitest';
import { PeriodicTask } from './periodic-task.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PeriodicTask', () => {
  it('reports a run that throws and runs again, never two at once', async () => {
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
    await Promise.all([task.kick(), task.kick()]);
    await sleep(60);
    await task.stop();
    const after = runs;
    await sleep(30);
    expect(errors).toEqual([new Error('the database blinked')]);
    expect(after).toBeGreaterThan(2);
    expect(runs).toBe(after);
    expect(mostAtOnce).toBe(1);
  });
});
