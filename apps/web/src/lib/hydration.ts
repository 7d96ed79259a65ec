import { useSyncExternalStore } from 'react';

// Whether the page is the app's yet. True in a page the app renders from nothing (and in unit
// tests); while the app takes over a page the server rendered it is false, and it turns true a
// task after that page's effects have run (app/layout/replay-before-hydration.tsx), so that the
// render it causes (fields and submit buttons enabled, the signed-in header) is not part of the
// long task of hydrating.
let hydrated = true;
// Whether the app's first render is under way: it takes over the server's HTML (or renders a
// page from nothing). What mounts after it is new to the page.
let firstRender = true;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Called before hydrating the server's HTML. */
export function hydrationStarts(): void {
  hydrated = false;
}

/** Called once the app's first render is done, whether it hydrated a page or made one. */
export function firstRenderDone(): void {
  firstRender = false;
}

/** True on the server, and in the browser until the app's first render is done. */
export function isHydrating(): boolean {
  return firstRender;
}

/** Called once the hydrated page's effects have run: what waited for `useHydrated` renders. */
export function hydrationEnds(): void {
  if (hydrated) return;
  hydrated = true;
  for (const listener of listeners) listener();
}

/** Runs `then` in a task of its own once the page is the app's (`hydrationEnds`). */
export function afterHydration(then: () => void): void {
  if (hydrated) {
    setTimeout(then);
    return;
  }
  const listener = () => {
    listeners.delete(listener);
    setTimeout(then);
  };
  listeners.add(listener);
}

/**
 * False on the server and while the browser takes over the server's HTML, true from then on
 * (the components that asked render once more). What only the browser knows (the token in
 * localStorage, the query string) waits for it, so the first render in the browser matches
 * the server's HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}
