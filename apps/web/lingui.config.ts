import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The site's languages (decision 040): English is the source, written in the components as
// it reads; Arabic is translated in its PO catalogue. `npm run i18n:extract` writes the
// catalogues from the code.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/test-utils/**'],
    },
  ],
  // Files without line numbers: a catalogue changes when a message does, not when code moves.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
