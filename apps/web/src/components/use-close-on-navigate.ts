import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Calls `close` when the location changes: a menu opened on one page is closed on the next.
 * Done while rendering rather than in an effect, so the new page never shows it open.
 */
export function useCloseOnNavigate(close: () => void) {
  const location = useLocation();
  const [seenLocation, setSeenLocation] = useState(location);
  if (seenLocation !== location) {
    setSeenLocation(location);
    close();
  }
}
