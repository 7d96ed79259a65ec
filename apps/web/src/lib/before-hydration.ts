/**
 * What a visitor does to a page the server rendered before the app has taken it over: what
 * they type into its fields, and the last of its buttons they press.
 *
 * The app starts after the first paint, so there is a moment in which the page is there but
 * its handlers are not. A form sets each field to its own state when it takes the field over,
 * so a word typed then would vanish; a button pressed then (an FAQ question, the video) would
 * do nothing. The boot entry starts `recordBeforeHydration` as its first line; once the page
 * has hydrated, `replayBeforeHydration` tells each field still on the page what was typed into
 * it, through the same event the browser sends, and presses that button again.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const typed = new Map<Field, string | boolean>();
let pressed: HTMLButtonElement | null = null;

const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const currentOf = (field: Field) => (isChoice(field) ? field.checked : field.value);

function recordField(event: Event) {
  const field = event.target;
  if (
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  )
    typed.set(field, currentOf(field));
}

/**
 * A plain button (`type="button"`), which does nothing without the app. A submit button is
 * disabled until hydrated, and a link works without the app, so neither is pressed again.
 */
function recordPress(event: Event) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button?.type === 'button') pressed = button;
}

/** Starts noting what is typed and pressed on the page (until `replayBeforeHydration`). */
export function recordBeforeHydration(): void {
  document.addEventListener('input', recordField, true);
  document.addEventListener('change', recordField, true);
  document.addEventListener('click', recordPress, true);
}

/**
 * Stops noting presses: called as the app takes the page over, which gives its buttons their
 * handlers at once (a press noted after that would be made twice, and undo itself).
 */
export function stopRecordingPresses(): void {
  document.removeEventListener('click', recordPress, true);
}

/**
 * Sets a field so that React sees a change: React tracks the value it last knew through the
 * element's own property, so that one is told something else first and the prototype's setter
 * then puts the typed value, which the next event reports as new.
 */
function setAsTyped(field: Field, value: string | boolean) {
  if (isChoice(field)) {
    field.checked = !value;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(field, value);
  } else {
    field.value = '';
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  }
}

/**
 * Stops recording, tells the app what was typed into each field before hydration (the field
 * may still show it while the app's state holds the default, so each is told again), then
 * presses the last button pressed.
 */
export function replayBeforeHydration(): void {
  document.removeEventListener('input', recordField, true);
  document.removeEventListener('change', recordField, true);
  stopRecordingPresses();
  for (const [field, value] of typed) {
    if (!field.isConnected || field.disabled) continue;
    setAsTyped(field, value);
    field.dispatchEvent(new Event(isChoice(field) ? 'click' : 'input', { bubbles: true }));
    if (field instanceof HTMLSelectElement)
      field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  typed.clear();
  if (pressed?.isConnected && !pressed.disabled) pressed.click();
  pressed = null;
}
