import { options } from 'preact';

/**
 * From now on a render's effects run right after it, before the browser handles the next key
 * or click, as React runs them after a click or a key; Preact waits for the next frame. A
 * dialog opened by a click listens for Escape in an effect (PrimeReact's do): pressed within
 * that frame, Escape reached nobody and the dialog stayed open. Taking over the server's page
 * keeps the frame's wait until it is done, so that its effects are not part of its long tasks.
 *
 * The component tests run this way too, as the app does once it has started: no effect waits
 * on a frame (or on Preact's 100 ms fallback timer) that could outlive the test's document.
 */
export function effectsRightAfterRender() {
  options.requestAnimationFrame = (flush) => queueMicrotask(flush);
}
