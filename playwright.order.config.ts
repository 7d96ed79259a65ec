import { defineConfig } from '@playwright/test';
import { readdirSync } from 'node:fs';
import base, { BACK_OFFICE_SPECS, SERVERS } from './playwright.config.ts';

/**
 * The browser suite with its spec files in a chosen order, to show no spec needs another to
 * run first: `E2E_ORDER=reverse` (the default) runs them last to first; any other value is a
 * seed for a random order (`E2E_ORDER=random` picks and prints one). One project per file
 * keeps the order, as Playwright runs projects in the order they are listed; files run one
 * after the other with `--workers 1`, two at a time otherwise.
 *
 *   E2E_ORDER=reverse npx playwright test -c playwright.order.config.ts --workers 1
 */
if (process.env.E2E_ORDER === 'random') process.env.E2E_ORDER = String(Date.now() % 1_000_000);
const order = process.env.E2E_ORDER ?? 'reverse';

/** A small seeded generator (mulberry32), the same in every worker for the same seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffled<T>(items: T[], seed: number): T[] {
  const next = random(seed);
  return items
    .map((item) => ({ item, key: next() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

const specs = (readdirSync('e2e', { recursive: true }) as string[])
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => `e2e/${file}`)
  .sort();
const ordered = order === 'reverse' ? specs.reverse() : shuffled(specs, Number(order));
if (!process.env.TEST_WORKER_INDEX) {
  const name = order === 'reverse' ? 'reverse' : `random (E2E_ORDER=${order})`;
  process.stdout.write(`Spec files in ${name} order:\n${ordered.map((f) => `  ${f}\n`).join('')}`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default defineConfig({
  ...base,
  projects: ordered.map((file, index) => ({
    name: `${String(index + 1).padStart(2, '0')} ${file.slice('e2e/'.length)}`,
    testMatch: new RegExp(`${escape(file.slice('e2e/'.length))}$`),
    use: { baseURL: BACK_OFFICE_SPECS.test(file) ? SERVERS.backOffice : SERVERS.site },
  })),
});
