import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { throwFirstDrift } from './api-answers.ts';

// Run before each test file of the web project (vitest.config.ts). The files of a worker share
// one document and one set of modules (`isolate: false`), so what a file leaves behind is
// cleared here, after its last test, as a fresh worker per file used to: the next file starts
// with an empty page and storage, real timers and globals, as it would alone.

// Each test's render is unmounted after it, as Testing Library does on its own only for the
// first file of a worker (its hook is registered when it is first imported); and a stubbed
// answer that drifted from its contract fails the test it ran in.
afterEach(() => {
  cleanup();
  throwFirstDrift();
});

afterAll(() => {
  cleanup();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
