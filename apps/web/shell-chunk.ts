// The app's own small modules that every page runs (its API client, the session, the i18n
// set-up, the page's title and loading state) or most do (dates and prices in the page's
// language, the card of a list that did not load): the build puts them in one `shell` chunk,
// not eight of a few hundred bytes each, whose requests' headers weighed more than their code
// (decision 024). Paths under src/; scripts/shell-chunk.test.ts checks that each still exists.
export const SHELL_MODULES = [
  'lib/api-client.ts',
  'lib/session.ts',
  'lib/page-meta.ts',
  'lib/use-hydrated.tsx',
  'lib/server-data.ts',
  'lib/format.ts',
  'i18n/i18n.ts',
  'i18n/use-format.ts',
  'components/page-loading.tsx',
  'components/load-failed-card.tsx',
];

/** Whether a module (an absolute path) is one of them. */
export const inShell = (id: string) => SHELL_MODULES.some((path) => id.endsWith(`/src/${path}`));
