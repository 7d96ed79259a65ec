import { useId, useState } from 'react';
import { usePartHydrating } from './hydrate-later.tsx';
import { isHydrating } from './hydration.ts';

// Element ids (a label's field, a tab's panel, a dialog's title), unique in the page.
//
// Preact's `useId` counts from the root of the tree it renders, and the server counts the same
// way, so a part the server rendered gets the same id again as it hydrates: it must, because
// hydrating keeps the server's attributes, and a part that later points at one (a tab's
// `aria-controls`) must name the id that is in the page. A part mounted after hydration (a
// dialog, a menu, a section whose code came later) can be counted from a root of its own
// (a lazy component, a portal) and repeat an id already in the page; those take ids from a
// counter of their own instead, which nothing else uses.

let mounted = 0;

/**
 * An id for an element, the same as the server's for a part being hydrated: the page, or a
 * part of it taken over later (lib/hydrate-later.tsx).
 */
export function useDomId(): string {
  const counted = useId();
  const partHydrating = usePartHydrating();
  const [id] = useState(() => (isHydrating() || partHydrating ? counted : `i${(mounted += 1)}`));
  return id;
}
