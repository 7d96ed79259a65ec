import type { ResourceConfig } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';

type Loader = () => Promise<ResourceConfig>;

/**
 * Every list screen with an address of its own under /admin/ (the menu, menu.ts, names them
 * and the screens that are not lists), each loaded on its own: a list brings its columns,
 * forms and the contract's checks for that resource only, not every screen's. A book's pages,
 * a subscription's classes and a tutor's week are inside other screens: see books.tsx,
 * schedules.tsx and tutors.tsx.
 */
const LOADERS: Record<string, Loader> = {
  [SCREENS.categories.path]: () => import('./categories.tsx').then((m) => m.categories),
  [SCREENS.courses.path]: () => import('./courses.tsx').then((m) => m.courses),
  [SCREENS.tierGroups.path]: () => import('./tier-groups.ts').then((m) => m.tierGroups),
  [SCREENS.tiers.path]: () => import('./tiers.tsx').then((m) => m.tiers),
  [SCREENS.books.path]: () => import('./books.tsx').then((m) => m.books),
  [SCREENS.pages.path]: () => import('./pages.tsx').then((m) => m.pages),
  [SCREENS.testimonials.path]: () => import('./testimonials.tsx').then((m) => m.testimonials),
  [SCREENS.faqs.path]: () => import('./faqs.tsx').then((m) => m.faqs),
  [SCREENS.learners.path]: () => import('./learners.ts').then((m) => m.learners),
  [SCREENS.families.path]: () => import('./families.tsx').then((m) => m.families),
  [SCREENS.subscriptions.path]: () => import('./subscriptions.ts').then((m) => m.subscriptions),
  [SCREENS.payments.path]: () => import('./payments.tsx').then((m) => m.payments),
  [SCREENS.tutors.path]: () => import('./tutors.tsx').then((m) => m.tutors),
  [SCREENS.makeupCredits.path]: () => import('./makeup-credits.tsx').then((m) => m.makeupCredits),
  [SCREENS.demoRequests.path]: () => import('./leads.tsx').then((m) => m.demoRequests),
  [SCREENS.jobApplications.path]: () => import('./leads.tsx').then((m) => m.jobApplications),
  [SCREENS.contactMessages.path]: () => import('./leads.tsx').then((m) => m.contactMessages),
  [SCREENS.newsletter.path]: () => import('./newsletter.ts').then((m) => m.newsletter),
  [SCREENS.outbox.path]: () => import('./outbox.tsx').then((m) => m.outbox),
  [SCREENS.auditLog.path]: () => import('./audit-log.tsx').then((m) => m.auditLog),
};

/** The addresses of the list screens. */
export const RESOURCE_PATHS = Object.keys(LOADERS);

const loaded = new Map<string, Promise<ResourceConfig | undefined>>();

/**
 * The list screen at `path` (undefined when there is none). The same promise each time, so a
 * component can `use()` it.
 */
export function loadResource(path: string | undefined): Promise<ResourceConfig | undefined> {
  const key = path ?? '';
  let promise = loaded.get(key);
  if (!promise) {
    const load = Object.hasOwn(LOADERS, key) ? LOADERS[key] : undefined;
    promise = load ? load() : Promise.resolve(undefined);
    loaded.set(key, promise);
    // Code that did not arrive (a dropped connection) is asked for again next time.
    promise.catch(() => loaded.delete(key));
  }
  return promise;
}
