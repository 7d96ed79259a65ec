/**
 * How a page becomes the app's, in one place. A page the server rendered goes through these
 * phases, in this order:
 *
 * - `server`: rendered on the server, where there is no document.
 * - `shown`: the server's HTML is on screen and the app's code is loading (boot.ts enters it
 *   as its first line). Links work as plain links; what the visitor types into a field, the
 *   last plain button they press and the last form they send are noted, for nothing of the
 *   app would answer them yet.
 * - `hydrating`: React is taking the page over (`hydrateRoot`), in slices. From here React
 *   answers a press itself (it hydrates the part pressed first), so no more presses are
 *   noted; what is typed still is, for React does not replay typing into a part it has not
 *   reached yet (giving a field what it already holds changes nothing), and so is a form sent,
 *   which React would send with the state it had before that typing.
 * - `app`: the page is the app's. What only the browser knows (the token in its storage, the
 *   query string, its time zone) renders now (`useHydrated`); then each field still on the
 *   page is told what was typed into it, the noted press is made again and the noted form
 *   sent, and `<html data-phase="app">` marks the page as the app's.
 *
 * A page the browser renders itself goes from `shown` straight to `app`; a document the app
 * never booted in (a unit test's) starts in `app`.
 *
 * Every form of the app is sent by the app: none has an action of its own, and the browser's
 * own sending (a GET with the fields in the address) is refused in every phase.
 *
 * No React here: boot.ts runs this before the app's code, React included, is fetched. The hook
 * that reads the phase is in lib/use-hydrated.tsx.
 */

import { isLanguage } from '@iqra/contracts';
import { rememberLanguage } from './language-cookie.ts';

export type Phase = 'server' | 'shown' | 'hydrating' | 'app';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

let phase: Phase = typeof document === 'undefined' ? 'server' : 'app';
const listeners = new Set<() => void>();
const typed = new Map<Field, string | boolean>();
let pressed: HTMLButtonElement | null = null;
let sent: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

export const currentPhase = (): Phase => phase;

/** Calls `listener` whenever the phase changes; returns what stops it. */
export function onPhaseChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The phase, also as `<html data-phase>` (for the browser tests); `app` once replayed. */
function enter(next: Phase) {
  phase = next;
  if (next !== 'app') document.documentElement.dataset.phase = next;
  for (const listener of [...listeners]) listener();
}

const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const currentOf = (field: Field) => (isChoice(field) ? field.checked : field.value);

function noteField(event: Event) {
  const field = event.target;
  if (phase !== 'shown' && phase !== 'hydrating') return;
  if (
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  )
    typed.set(field, currentOf(field));
}

/**
 * A plain button (`type="button"`) does nothing without the app; a submit button sends. The
 * language switch, a plain link, is followed as one: this browser remembers the language it
 * goes to, as the app's switch would have it (the account keeps it once the app is there).
 */
function notePress(event: Event) {
  if (phase !== 'shown') return;
  const target = event.target instanceof Element ? event.target : null;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a selector and an attribute
  const switched = target?.closest('a[hreflang]')?.getAttribute('hreflang');
  if (switched && isLanguage(switched)) rememberLanguage(switched);
  const button = target?.closest('button');
  if (button?.type === 'button') pressed = button;
}

function keepFormsToTheApp(event: Event) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  event.preventDefault();
  if (phase === 'shown' || phase === 'hydrating') {
    // While React takes the page over it would send a form it has reached with the state it
    // had before what was typed is given to it (the newsletter went empty): it waits for that.
    event.stopPropagation();
    sent = { form, submitter: (event as SubmitEvent).submitter ?? null };
  }
}

/**
 * `shown`: from now on what is typed, pressed and sent is noted until the page is the app's.
 * The first line of the page's first script.
 */
export function pageShown(): void {
  document.addEventListener('input', noteField, true);
  document.addEventListener('change', noteField, true);
  document.addEventListener('click', notePress, true);
  document.addEventListener('submit', keepFormsToTheApp, true);
  enter('shown');
}

/** `hydrating`: called right before React takes over the server's HTML. */
export function hydrating(): void {
  enter('hydrating');
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
 * `app`: called once the page's first render has committed (lib/use-hydrated.tsx). In one task
 * what waited for the phase renders; in the next, what was noted is given to the page.
 */
export function pageIsTheApps(): void {
  if (phase === 'app' || phase === 'server') return;
  enter('app');
  setTimeout(replay);
}

function replay() {
  document.removeEventListener('input', noteField, true);
  document.removeEventListener('change', noteField, true);
  document.removeEventListener('click', notePress, true);
  for (const [field, value] of typed) {
    if (!field.isConnected || field.disabled) continue;
    if (field instanceof HTMLInputElement && field.type === 'file') {
      // A chosen file is still in the field (no script may set one): the app is told of it.
      if (field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    setAsTyped(field, value);
    field.dispatchEvent(new Event(isChoice(field) ? 'click' : 'input', { bubbles: true }));
    if (field instanceof HTMLSelectElement)
      field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  typed.clear();
  // In the next task, once the fields' new values have rendered: a form's handler reads its
  // state, which would still be the old one (a newsletter sent as typed was sent empty).
  const button = pressed;
  const form = sent;
  pressed = null;
  sent = null;
  setTimeout(() => {
    if (button?.isConnected && !button.disabled) button.click();
    if (form?.form.isConnected) {
      const { submitter } = form;
      if (submitter?.isConnected && form.form.contains(submitter))
        form.form.requestSubmit(submitter);
      else form.form.requestSubmit();
    }
    document.documentElement.dataset.phase = 'app';
  });
}
