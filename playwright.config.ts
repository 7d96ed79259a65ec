import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import chromium from './scripts/chromium.json' with { type: 'json' };

// The config is read again in every worker: pick the ports and data folders once, in the
// main process, and hand them down through the environment. The three ports are held open
// together while they are picked, so they are three different ports: picked one after the
// other, the system may hand out a port just closed again, and the second server then finds
// the first on its address ("already used").
const freePorts = (count: number) =>
  spawnSync(process.execPath, [
    '-e',
    `const net=require('net');
     const servers=Array.from({length:${count}},()=>net.createServer());
     Promise.all(servers.map(s=>new Promise(r=>s.listen(0,'127.0.0.1',r)))).then(()=>{
       console.log(servers.map(s=>s.address().port).join(' '));
       servers.forEach(s=>s.close());
     });`,
  ])
    .stdout.toString()
    .trim()
    .split(' ');
if (!process.env.E2E_PORT || !process.env.E2E_BACK_OFFICE_PORT || !process.env.E2E_SMTP_PORT) {
  const [site, backOffice, smtp] = freePorts(3);
  process.env.E2E_PORT ??= site;
  process.env.E2E_BACK_OFFICE_PORT ??= backOffice;
  process.env.E2E_SMTP_PORT ??= smtp;
}
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'iqra-e2e-'));
process.env.E2E_MAIL_DIR ??= path.join(process.env.E2E_DATA_DIR, 'mail-received');
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const dataDir = process.env.E2E_DATA_DIR ?? '';
const urlOf = (port: string | undefined) => `http://127.0.0.1:${port}`;

/**
 * Two servers of the same build, each with its own fresh database. The site's journeys read
 * the one; the back office's, where staff add courses and tiers, reorder the FAQ and rewrite
 * pages, change the other: no spec ever reads data another is changing, so the specs run in
 * any order, alone or together.
 */
export const SERVERS = {
  site: urlOf(process.env.E2E_PORT),
  backOffice: urlOf(process.env.E2E_BACK_OFFICE_PORT),
};

/** The production build, served by the real server with a fresh embedded database. */
const server = (baseURL: string, name: string) => ({
  command: 'node apps/api/dist/server.js',
  url: `${baseURL}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: new URL(baseURL).port,
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, name),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '100',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    STAFF_EMAIL: 'staff@iqra.example',
    PUBLIC_URL: baseURL,
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  },
});

/** The specs of e2e/back-office/ talk to the back office's server, all others to the site's. */
export const BACK_OFFICE_SPECS = /back-office\/.*\.spec\.ts$/;

export const browserUse: PlaywrightTestConfig['use'] = {
  ...devices['Desktop Chrome'],
  // A trace (a screencast and a snapshot of every step) costs a third of the suite's time
  // (34 of the longest tests: 4.3 min with it, 2.9 without). Locally a failure keeps its
  // trace; in CI a failed test runs once more, traced, and that trace is kept.
  trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  screenshot: 'only-on-failure',
  launchOptions: {
    // Debian's Chromium (test tools cannot download their own browser here), started as
    // scripts/chromium.json says, as the measurements start it too.
    executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
    args: chromium.args,
  },
};

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.PW_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  workers: 2,
  // In CI a failed test runs once more, and the report lists it as flaky: a browser suite on a
  // shared two-core machine meets timing it never meets on a quiet one, and one such miss
  // should not throw away a run. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // A guard against a test that hangs, not a speed check: the longest journeys (sign-in, axe,
  // screenshots at two widths, a reload) take 15 s alone and twice that on a busy shared
  // machine with two workers.
  timeout: 60_000,
  // Likewise a ceiling, not a speed check: a passing assertion returns as soon as it holds.
  // On a loaded machine the first visit to a back-office screen (its own script, then its
  // data) has taken over 7 s.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: browserUse,
  // The back office's long journeys first: the site's many short specs then fill both
  // workers to the end, where the long ones left one worker idle for minutes.
  projects: [
    { name: 'back-office', use: { baseURL: SERVERS.backOffice }, testMatch: BACK_OFFICE_SPECS },
    { name: 'site', use: { baseURL: SERVERS.site }, testIgnore: BACK_OFFICE_SPECS },
  ],
  webServer: [
    {
      // A real SMTP server that keeps what the app sends, for the mail journeys.
      command: 'node e2e/smtp-sink.mjs',
      port: smtpPort,
      reuseExistingServer: false,
      env: { SMTP_PORT: String(smtpPort), MAIL_DIR: process.env.E2E_MAIL_DIR ?? '' },
    },
    server(SERVERS.site, 'site'),
    server(SERVERS.backOffice, 'back-office'),
  ],
});
