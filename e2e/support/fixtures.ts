import type { RegisterInput } from '@iqra/contracts';
import { expect, test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import {
  createLearner,
  DEMO_STUDENT,
  DEMO_TUTOR,
  STAFF,
  tokenFor,
  useToken,
  type Learner,
} from './accounts.ts';
import { siteApi, type SiteApi } from './site-api.ts';
import { staffApi, type StaffApi } from './staff.ts';

export { expect };

/** Who the test's page is signed in as when it starts (`test.use({ signedInAs })`). */
export type SignedInAs = 'a new learner' | SeededAccount | null;

/** The accounts the demo seed makes, each signed in once per test that asks. */
type SeededAccount = 'the demo student' | 'the demo tutor' | 'staff';

interface Fixtures {
  /** Uncaught exceptions in the page: any of them fails the test (automatic). */
  pageErrors: string[];
  /** Console errors of the page, for the tests that assert on them. */
  consoleErrors: string[];
  /** Option: the page starts signed in as this account (default: a guest). */
  signedInAs: SignedInAs;
  /** Makes another new learner through the API, signed in nowhere. */
  createLearner: (overrides?: Partial<RegisterInput>) => Promise<Learner>;
  /** This test's own new learner: the one signed in with `signedInAs: 'a new learner'`. */
  learner: Learner;
  /** Signs the test's page in (from its next load on) as a learner, or a seeded account. */
  signIn: (who: Learner | SeededAccount) => Promise<void>;
  /** The back office's API, called as the seeded staff account. */
  staffApi: StaffApi;
  /** What the site's public API serves, typed by the contracts. */
  siteApi: SiteApi;
  /** Another browser, signed in as `learner` (the person staff are looking after). */
  pageOf: (learner: Learner, options?: BrowserContextOptions) => Promise<Page>;
}

interface Internal {
  /** The test's own learner, made the first time it is asked for. */
  ownLearner: () => Promise<Learner>;
  /** Session tokens of the seeded accounts, each asked for once. */
  seededToken: (who: SeededAccount) => Promise<string>;
  /** Applies `signedInAs` before the test starts. */
  startSignedIn: null;
}

const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

export const test = base.extend<Fixtures & Internal>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await use(errors);
  },

  // The server closes a keep-alive connection left unused for 10 s (KEEP_ALIVE_TIMEOUT_MS):
  // a call sent down it at that moment meets a reset (ECONNRESET), as happened to a journey
  // that called the API again after 10 s in the browser. Each API call of the tests takes a
  // connection of its own.
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Connection: 'close' },
    });
    await use(request);
    await request.dispose();
  },

  signedInAs: [null, { option: true }],
  createLearner: async ({ request }, use) => {
    await use((overrides) => createLearner(request, overrides));
  },
  ownLearner: async ({ createLearner }, use) => {
    await use(once(() => createLearner()));
  },
  learner: async ({ ownLearner }, use) => {
    await use(await ownLearner());
  },
  seededToken: async ({ request }, use) => {
    const tokens = {
      'the demo student': once(() => tokenFor(request, DEMO_STUDENT)),
      'the demo tutor': once(() => tokenFor(request, DEMO_TUTOR)),
      staff: once(() => tokenFor(request, STAFF)),
    };
    await use((who) => tokens[who]());
  },
  signIn: async ({ page, seededToken }, use) => {
    await use(async (who) => {
      await useToken(page, typeof who === 'string' ? await seededToken(who) : who.token);
    });
  },
  startSignedIn: [
    async ({ signedInAs, signIn, ownLearner }, use) => {
      if (signedInAs === 'a new learner') await signIn(await ownLearner());
      else if (signedInAs) await signIn(signedInAs);
      await use(null);
    },
    { auto: true },
  ],

  staffApi: async ({ request, seededToken }, use) => {
    await use(staffApi(request, await seededToken('staff')));
  },
  siteApi: async ({ request }, use) => {
    await use(siteApi(request));
  },
  pageOf: async ({ browser, baseURL }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (learner, options = {}) => {
      const context = await browser.newContext({ baseURL, ...options });
      contexts.push(context);
      const page = await context.newPage();
      await useToken(page, learner.token);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});
