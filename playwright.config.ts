import { defineConfig, devices } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The config is read again in every worker: pick the port and data folder once, in the
// main process, and hand them down through the environment.
const freePort = () =>
  spawnSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .stdout.toString()
    .trim();
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = freePort();
  process.env.E2E_SMTP_PORT = freePort();
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'iqra-e2e-'));
  process.env.E2E_MAIL_DIR = path.join(process.env.E2E_DATA_DIR, 'mail-received');
}
const port = Number(process.env.E2E_PORT);
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.PW_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: test tools cannot download their own browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: /back-office\//,
    },
    {
      // Staff change what the other specs read (courses, tiers, FAQ order, pages): they run
      // once the site's own journeys are done, so no spec reads data in mid-change.
      name: 'back-office',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /back-office\/.*\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      // A real SMTP server that keeps what the app sends, for the mail journeys.
      command: 'node e2e/smtp-sink.mjs',
      port: smtpPort,
      reuseExistingServer: false,
      env: { SMTP_PORT: String(smtpPort), MAIL_DIR: process.env.E2E_MAIL_DIR ?? '' },
    },
    {
      // The production build, served by the real server with a fresh embedded database.
      command: 'node apps/api/dist/server.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR ?? '',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_SCALE: '100',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        STAFF_EMAIL: 'staff@iqra.example',
        PUBLIC_URL: baseURL,
        ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      },
    },
  ],
});
