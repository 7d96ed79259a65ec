import { act, waitFor } from '@testing-library/react';
import { useId, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { currentPhase, hydrating, pageShown } from './start-up.ts';
import { PageIsTheApps, useHydrated } from './use-hydrated.tsx';

// A page as the app makes one: fields labelled by ids from useId, a plain button, a form the
// app sends, a part only the browser can fill in, and a part mounted after hydration.

interface Seen {
  sent: string[];
}

function Page({ seen }: { seen: Seen }) {
  const nameId = useId();
  const agreeId = useId();
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [presses, setPresses] = useState(0);
  const [more, setMore] = useState(false);
  const hydrated = useHydrated();
  const send = (event: FormEvent) => {
    event.preventDefault();
    seen.sent.push(name);
  };
  return (
    <main>
      <p data-testid="where">{hydrated ? 'the app' : 'the server'}</p>
      <form onSubmit={send}>
        <label htmlFor={nameId}>Name</label>
        <input id={nameId} value={name} onChange={(event) => setName(event.target.value)} />
        <label htmlFor={agreeId}>Agree</label>
        <input
          id={agreeId}
          type="checkbox"
          checked={agree}
          onChange={(event) => setAgree(event.target.checked)}
        />
        <button type="submit">Send</button>
      </form>
      <button type="button" onClick={() => setPresses((count) => count + 1)}>
        Pressed {presses}
      </button>
      <button type="button" onClick={() => setMore(true)}>
        More
      </button>
      {more && <Later />}
      <PageIsTheApps />
    </main>
  );
}

function Later() {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>Later</label>
      <input id={id} />
    </p>
  );
}

let root: Root | undefined;
afterEach(async () => {
  // A page taken over is replayed to the end, so nothing of it is left for the next test's.
  if (currentPhase() === 'app')
    await waitFor(() => expect(document.documentElement.dataset.phase).toBe('app'));
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML of the page in the document, shown (as boot.ts does first). */
function serverPage(seen: Seen) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page seen={seen} />);
  document.body.append(container);
  pageShown();
  return container;
}

function hydrate(container: HTMLElement, seen: Seen) {
  const errors: unknown[] = [];
  hydrating();
  act(() => {
    root = hydrateRoot(container, <Page seen={seen} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return errors;
}

/** The field a label names, found the way a screen reader would: through its `for`. */
function field(label: string) {
  const named = [...document.querySelectorAll('label')].find((each) => each.textContent === label);
  return document.getElementById(named!.htmlFor) as HTMLInputElement;
}

describe('a page the server rendered', () => {
  it('is taken over with the server’s ids, and shows what only the browser knows after', async () => {
    const seen = { sent: [] };
    const container = serverPage(seen);
    expect(currentPhase()).toBe('shown');
    expect(document.documentElement.dataset.phase).toBe('shown');
    const serverIds = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(serverIds).size).toBe(serverIds.length);
    expect(container.querySelector('[data-testid="where"]')?.textContent).toBe('the server');

    const errors = hydrate(container, seen);
    expect(errors, 'React found the server’s HTML and its first render equal').toEqual([]);
    expect([...container.querySelectorAll('[id]')].map((element) => element.id)).toEqual(serverIds);
    await waitFor(() => expect(currentPhase()).toBe('app'));
    await waitFor(() =>
      expect(container.querySelector('[data-testid="where"]')?.textContent).toBe('the app'),
    );
    await waitFor(() => expect(document.documentElement.dataset.phase).toBe('app'));
  });

  it('gives the app what was typed, pressed and sent before it took over, once each', async () => {
    const seen: Seen = { sent: [] };
    const container = serverPage(seen);
    const name = field('Name');
    name.value = 'Maryam';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    const agree = field('Agree');
    agree.click();
    const pressed = [...container.querySelectorAll('button')].find((button) =>
      button.textContent?.startsWith('Pressed'),
    )!;
    pressed.click();
    // Sent before the app could: the browser does not send it its own way, and it is kept.
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(seen.sent).toEqual([]);

    hydrate(container, seen);
    await waitFor(() => expect(pressed.textContent).toBe('Pressed 1'));
    expect(name.value).toBe('Maryam');
    expect(agree.checked).toBe(true);
    await waitFor(() => expect(seen.sent).toEqual(['Maryam']));

    // From now on the app answers by itself: nothing is made twice.
    act(() => pressed.click());
    expect(pressed.textContent).toBe('Pressed 2');
    act(() => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(seen.sent).toEqual(['Maryam', 'Maryam']);
  });

  it('gives the app what was typed while React was taking the page over', async () => {
    const seen: Seen = { sent: [] };
    const container = serverPage(seen);
    // Typed after React started but before it reached the field (it hydrates in slices).
    hydrating();
    const name = field('Name');
    name.value = 'Maryam';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    act(() => {
      root = hydrateRoot(container, <Page seen={seen} />);
    });
    await waitFor(() => expect(document.documentElement.dataset.phase).toBe('app'));
    act(() => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(seen.sent).toEqual(['Maryam']);
  });

  it('gives a part mounted after hydration ids no other element has', async () => {
    const seen = { sent: [] };
    const container = serverPage(seen);
    hydrate(container, seen);
    await waitFor(() => expect(currentPhase()).toBe('app'));
    const more = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'More',
    )!;
    act(() => more.click());
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(field('Later')).toBeInstanceOf(HTMLInputElement);
  });
});

describe('a page taken over while the visitor is busy with it', () => {
  it('sends a form sent while React was taking the page over once, with what was typed', async () => {
    const seen: Seen = { sent: [] };
    const container = serverPage(seen);
    hydrating();
    const name = field('Name');
    name.value = 'Maryam';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    // React has started (not yet finished): a send makes it take the form over at once, with
    // the state it had before the typing.
    root = hydrateRoot(container, <Page seen={seen} />);
    container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await waitFor(() => expect(document.documentElement.dataset.phase).toBe('app'));
    expect(seen.sent).toEqual(['Maryam']);
  });

  it('tells the app of a file chosen before it took over', async () => {
    const chosen: string[] = [];
    const Upload = () => (
      <input
        aria-label="Resume"
        type="file"
        onChange={(event) => chosen.push(...[...(event.target.files ?? [])].map((f) => f.name))}
      />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Upload />);
    document.body.append(container);
    pageShown();
    const input = container.querySelector('input')!;
    Object.defineProperty(input, 'files', { value: [new File(['%PDF'], 'cv.pdf')] });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    hydrating();
    act(() => {
      root = hydrateRoot(
        container,
        <>
          <Upload />
          <PageIsTheApps />
        </>,
      );
    });
    await waitFor(() => expect(document.documentElement.dataset.phase).toBe('app'));
    expect(chosen).toEqual(['cv.pdf']);
  });
});
