import { MESSAGES, messageSchema } from '@iqra/contracts';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, vi } from 'vitest';
import type { I18n } from '@lingui/core';
import { CATALOGUES } from '../i18n/catalogues.ts';
import { englishI18n, i18nFor, loadCatalogue, type Locale } from '../i18n/i18n.ts';
import { answer } from './api-answers.ts';

// A screen's test plays our API at the network edge (fetch): the screen, its hooks and the
// client are real. What the stub answers is checked against the contract (api-answers.ts).

/** A call the screen made, as the API received it (a JSON body parsed). */
export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Answers the screen's calls with `reply` until the test ends (404 "Not found." for a call it
 * gives nothing for), and records them in order in the list returned.
 */
export function playApi(reply: (call: ApiCall) => Response | undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call = { method: init.method ?? 'GET', url: String(url), body };
      calls.push(call);
      return reply(call) ?? answer(messageSchema, { message: MESSAGES.notFound }, 404);
    }),
  );
  return calls;
}

/**
 * `screen` drawn at `address` with a query client of its own (no retries) and the router;
 * inside `route` (e.g. `/admin/tutors/:id/week`) when it reads the address's parameters.
 */
export function renderAt(
  screen: ReactNode,
  address: string,
  route?: string,
  i18n: I18n = englishI18n(),
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[address]}>
          {route ? (
            <Routes>
              <Route path={route} element={screen} />
            </Routes>
          ) : (
            screen
          )}
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/**
 * `screen` drawn at `address` (matched by `route`, if given) in `locale`, its messages from the
 * catalogues the build compiles (every part's, so any screen can be drawn).
 */
export async function renderIn(locale: Locale, screen: ReactNode, address = '/', route?: string) {
  const i18n = await i18nFor(locale);
  for (const { name } of CATALOGUES) await loadCatalogue(i18n, name);
  return renderAt(screen, address, route, i18n);
}
