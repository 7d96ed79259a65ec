import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMinuteClock } from './use-minute-clock.ts';

let renders = 0;
function Clock() {
  renders += 1;
  return <output>{new Date(useMinuteClock()).toISOString()}</output>;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2027-01-12T16:49:30.000Z'));
  renders = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the minute clock', () => {
  it('reads the time again at the start of each minute, and not in between', () => {
    render(<Clock />);
    expect(screen.getByRole('status').textContent).toBe('2027-01-12T16:49:30.000Z');
    const first = renders;
    act(() => vi.advanceTimersByTime(29_000));
    expect(renders).toBe(first);
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('status').textContent).toBe('2027-01-12T16:50:00.000Z');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status').textContent).toBe('2027-01-12T16:51:00.000Z');
    expect(renders).toBe(first + 2);
  });
});
