import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { pressAgainWithin } from './before-hydration.ts';
import { isHydrating } from './hydration.ts';

// Hydrating a long page blocks the browser for as long as it takes: a tap or a key made
// meanwhile waits for all of it. Parts far enough down the page are taken over each in a task
// of its own, after the rest; until its turn a part is the server's HTML, readable but not yet
// interactive (a press on one of its buttons is noted by lib/before-hydration.ts, and made
// again as the part is taken over).

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Whether a part taken over later is being hydrated: its elements then keep the server's ids
 * (lib/dom-id.ts), though the rest of the page is the app's already.
 */
const PartHydrating = createContext<{ current: boolean } | null>(null);

/** True while the part around the calling component is being hydrated. */
export function usePartHydrating(): boolean {
  return useContext(PartHydrating)?.current ?? false;
}

/**
 * A part's elements in one box that takes no room of its own (`display: contents`): a part
 * waiting for its turn keeps its server HTML as one element, marked `data-later` for
 * lib/before-hydration.ts. (The server marks a boundary's range only when it had to wait for
 * it, which it does not once the part's code is loaded; without the marks, Preact keeps a
 * waiting part's first element alone.)
 */
function Hydrated({ part, children }: { part: { current: boolean }; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    part.current = false;
    if (box.current) pressAgainWithin(box.current);
  }, [part]);
  return (
    <div ref={box} className="contents" data-later="">
      {children}
    </div>
  );
}

/**
 * Makes one part that is hydrated in a task of its own; parts made in turn are hydrated in
 * that order, after the page around them. Rendered by the browser after hydration (a page it
 * renders itself), a part renders at once.
 */
export function hydrateLater() {
  const Turn = lazy(async () => {
    if (typeof document !== 'undefined' && isHydrating()) await nextTask();
    return { default: Hydrated };
  });
  return function HydrateLater({ children }: { children: ReactNode }) {
    const [part] = useState(() => ({ current: isHydrating() }));
    return (
      <Suspense fallback={null}>
        <PartHydrating.Provider value={part}>
          <Turn part={part}>{children}</Turn>
        </PartHydrating.Provider>
      </Suspense>
    );
  };
}
