// One lint configuration for every workspace.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const subfolders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const WEB_FEATURES = './apps/web/src/features';

/** The web app's files whose every word is in the catalogues (decision 040). */
const API_MODULES = './apps/api/src/modules';

// A web feature is used through the router only: its files never import another feature's,
// and the shared layers (components, lib) never import a feature. What two features share
// moves to components/ or lib/.
const webFeatureZones = [
  ...subfolders(WEB_FEATURES).map((feature) => ({
    target: `${WEB_FEATURES}/${feature}`,
    from: WEB_FEATURES,
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move what both need to components/ or lib/.',
  })),
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: WEB_FEATURES,
    message: 'Shared code does not depend on a feature.',
  },
];

// An API module's public face is its index.ts; everything else in its folder is private to
// it. Source outside the module (app.ts, plugins, cli, other modules) imports index.ts only;
// tests may look inside. lib/ and db/ sit below the modules and never import one.
const apiModules = subfolders(API_MODULES);
const apiModuleZones = [
  ...apiModules.map((module) => ({
    target: [
      './apps/api/src/*.ts',
      './apps/api/src/{cli,plugins}/**/*.ts',
      ...apiModules
        .filter((other) => other !== module)
        .map((other) => `${API_MODULES}/${other}/**/*.ts`),
    ],
    from: `${API_MODULES}/${module}`,
    except: ['./index.ts'],
    message: `Import another module through its public file only (modules/${module}/index.ts).`,
  })),
  {
    target: ['./apps/api/src/lib', './apps/api/src/db'],
    from: API_MODULES,
    message: 'lib/ and db/ sit below the modules and never import one.',
  },
];

// Writing the classes table in SQL: insert into, update or delete from it.
const CLASSES_SQL = String.raw`/(insert\s+into|update|delete\s+from)\s+"?classes\b/i`;
const CLASSES_WRITER =
  'Only the teaching module writes classes: call its verbs (modules/teaching/index.ts).';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'test-results-*/**',
      '**/data/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Small files and functions a reader can hold in mind.
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 120 }],
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...webFeatureZones, ...apiModuleZones] }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/api/test/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // One writer of classes: the teaching module keeps the rules a class's change must follow
    // (make-up credits, mails, calendar invitations, SEQUENCE, reminders). Anything else asks
    // it; the seed's demo data and a migration's own test write rows of their own.
    files: ['apps/api/**/*.ts', 'e2e/**/*.ts'],
    ignores: [
      'apps/api/src/modules/teaching/**',
      'apps/api/src/db/seed/**',
      'apps/api/src/db/schedules-migration.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name='classes']",
          message: CLASSES_WRITER,
        },
        {
          selector: `TemplateElement[value.raw=${CLASSES_SQL}]`,
          message: CLASSES_WRITER,
        },
        { selector: `Literal[value=${CLASSES_SQL}]`, message: CLASSES_WRITER },
      ],
    },
  },
  {
    // Seed content is data written as code.
    files: ['apps/api/src/db/seed/content.ts', 'apps/api/src/db/seed/content-ar.ts'],
    rules: { 'max-lines': 'off', 'max-lines-per-function': 'off' },
  },
  {
    // A test that finds nothing fails on the next line anyway; `!` keeps tests readable.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['scripts/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    // What a visitor reads comes from the catalogues (decision 040): text written in the code
    // fails lint.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*', 'apps/web/src/test-utils/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        // Class names (and what is named `…Class`), addresses and paths, ids, markup, escapes
        // and lower-case tokens (a tone, a variant, a folder) are not words a visitor reads.
        {
          ignore: ['^[a-z][a-z0-9_/.-]*$', '^\\.{0,2}/', '^https?:', '^<', '^\\\\'],
          // An Error's message is for the developer reading the log, not the visitor.
          ignoreFunctions: ['Error', 'console.*', 'englishOf'],
          ignoreNames: [
            {
              regex: { pattern: '^(className|to|href|src|id|type|role|rel|path)$|(Class|CLASS)$' },
            },
          ],
        },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
    },
  },
  prettier,
);
