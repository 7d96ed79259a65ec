import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { CATALOGUES } from './src/i18n/catalogues.ts';

// The site's languages (decision 040): English is the source, written in the components as
// it reads; Arabic is translated in its PO catalogue. `npm run i18n:extract` writes the
// catalogues from the code.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  // One catalogue per part of the site, so an Arabic page loads the words of its part only:
  // the public site with what every page shows (header, footer, shared components), the
  // learner's area, the tutor's and the back office.
  catalogs: CATALOGUES.map(({ name, include }) => ({
    path: `<rootDir>/src/locales/{locale}/${name}`,
    include: include.map((dir) => `<rootDir>/src/${dir}`),
    exclude: ['**/*.test.*', '**/test-utils/**'],
  })),
  // Files without line numbers: a catalogue changes when a message does, not when code moves.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
