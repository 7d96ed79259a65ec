import { lingui } from '@lingui/vite-plugin';
import { LINGUI_CONFIG, linguiMacros } from './apps/web/lingui-macros.ts';
import os from 'node:os';
import { defineConfig } from 'vitest/config';

// The API suite runs on embedded PGlite always, and on PostgreSQL too when
// TEST_DATABASE_URL names one (CI does).
const apiProject = (database: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${database}`,
    root: './apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { IQRA_TEST_DB: database },
    globalSetup: ['./test/global-setup.ts'],
    // A worker imports the server's modules once for all its files, not once per file: about
    // 40 % less time (teaching and auth: 77 s against 130 s). Safe because each file builds
    // its own app on its own database, and the modules' caches are keyed by database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest leaves a core free by default: one worker on a two-core machine. The API tests
    // wait on their database much of the time, and two workers take two thirds as long.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'repo',
          root: '.',
          include: ['scripts/**/*.test.ts'],
          // These projects' files keep no state: a worker runs them in one module graph.
          isolate: false,
        },
      },
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'quran',
          root: './packages/quran',
          include: ['src/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        // Lingui's macros and catalogues, as the build compiles them (decision 040).
        plugins: [linguiMacros(), lingui({ configPath: LINGUI_CONFIG })],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/entry-server.test.tsx'],
          environment: 'jsdom',
          // One jsdom and one import of React and the app's modules per worker, not per file
          // (58 s against 429 s on a busy two-core machine). What a file leaves behind (the
          // page, storage, timers, stubs) is cleared after it, as a fresh worker used to
          // (src/test-utils/setup.ts).
          isolate: false,
          setupFiles: ['./src/test-utils/setup.ts'],
        },
      },
      {
        // The server's renderer, in a module graph of its own: React's static renderer and the
        // browser's must not render the same providers side by side in one worker.
        plugins: [linguiMacros(), lingui({ configPath: LINGUI_CONFIG })],
        test: {
          name: 'web-server',
          root: './apps/web',
          include: ['src/entry-server.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./src/test-utils/setup.ts'],
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
