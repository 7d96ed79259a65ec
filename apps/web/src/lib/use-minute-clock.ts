import { useEffect, useState } from 'react';

/**
 * The time, read again at the start of every minute: enough for a Join button that opens
 * 10 minutes before a class, without drawing the page again every second.
 */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: number | undefined;
    const schedule = () => {
      timer = window.setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        60_000 - (Date.now() % 60_000),
      );
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, []);
  return now;
}
