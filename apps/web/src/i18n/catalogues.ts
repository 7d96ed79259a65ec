// The web app's catalogues (decision 040), one per part of the site: which folders' messages
// each holds. `lingui.config.ts` extracts by this list; `i18n.ts` loads by it.

export const CATALOGUES = [
  {
    name: 'site',
    include: [
      'app',
      'components',
      'lib',
      'i18n',
      'entry-server.tsx',
      'features/home',
      'features/pages',
      'features/courses',
      'features/books',
      'features/not-found',
      'features/newsletter',
      'features/unsubscribe',
      'features/certificates',
      'features/auth',
      'features/password',
    ],
  },
  {
    name: 'learner',
    include: ['features/account', 'features/checkout', 'features/family', 'features/learning'],
  },
  { name: 'teach', include: ['features/teach'] },
  { name: 'admin', include: ['features/admin'] },
] as const;

export type CatalogueName = (typeof CATALOGUES)[number]['name'];
