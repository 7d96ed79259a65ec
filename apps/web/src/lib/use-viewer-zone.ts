import { useMemo } from 'react';
import { useSession } from './session.ts';
import { browserTimeZone, knownTimeZone } from './time-zones.ts';

/** The account's clock; the browser's for an account without one (or one it does not know). */
export function useViewerZone(): string {
  const session = useSession();
  return useMemo(() => knownTimeZone(session.data?.time_zone) ?? browserTimeZone(), [session.data]);
}
