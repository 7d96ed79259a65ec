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
 *
 * Parts of a long page are taken over after the rest, each in a task of its own
 * (lib/hydrate-later.tsx): their buttons are still the server's while the rest of the page
 * answers. Until then a press on one of them is noted as well, and made again by the part
 * itself as it is taken over (`pressAgainWithin`).
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const typed = new Map<Field, string | boolean>();
let pressed: HTMLButtonElement | null = null;
// Whether the app has started taking the page over: from then on only the buttons of parts
// still waiting for their turn are noted (the others answer a press themselves).
let takingOver = false;

// A part taken over later (lib/hydrate-later.tsx) is marked `data-later` by the server, and
// `data-taken-over` once the app has it.
const TAKEN_OVER = 'data-taken-over';
const WAITING_PART = `[data-later]:not([${TAKEN_OVER}])`;

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
  if (button?.type !== 'button') return;
  if (!takingOver || button.closest(WAITING_PART)) pressed = button;
}

/** Starts noting what is typed and pressed on the page (until `replayBeforeHydration`). */
export function recordBeforeHydration(): void {
  document.addEventListener('input', recordField, true);
  document.addEventListener('change', recordField, true);
  document.addEventListener('click', recordPress, true);
}

/**
 * Called as the app takes the page over, which gives its buttons their handlers at once: a
 * press noted after that would be made twice, and undo itself. Only presses in parts still
 * waiting for their turn are noted from then on.
 */
export function takingOverThePage(): void {
  takingOver = true;
}

/**
 * Called by a part taken over later, once its buttons have their handlers: marks it as the
 * app's and presses again a button of it pressed while it waited.
 */
export function pressAgainWithin(part: HTMLElement): void {
  part.setAttribute(TAKEN_OVER, '');
  stopWhenNoPartWaits();
  if (!pressed || !part.contains(pressed)) return;
  const button = pressed;
  pressed = null;
  // After the commit that gave it its handler, as a press of the visitor's would be.
  setTimeout(() => {
    if (button.isConnected && !button.disabled) button.click();
  });
}

let replayed = false;
function stopWhenNoPartWaits() {
  if (replayed && !document.querySelector(WAITING_PART))
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
 * presses the last button pressed, unless its part is still waiting for its turn (it presses
 * it itself then).
 */
export function replayBeforeHydration(): void {
  document.removeEventListener('input', recordField, true);
  document.removeEventListener('change', recordField, true);
  replayed = true;
  for (const [field, value] of typed) {
    if (!field.isConnected || field.disabled) continue;
    setAsTyped(field, value);
    field.dispatchEvent(new Event(isChoice(field) ? 'click' : 'input', { bubbles: true }));
    if (field instanceof HTMLSelectElement)
      field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  typed.clear();
  if (pressed && !pressed.closest(WAITING_PART)) {
    if (pressed.isConnected && !pressed.disabled) pressed.click();
    pressed = null;
  }
  stopWhenNoPartWaits();
}
