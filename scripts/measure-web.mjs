// npm run measure:web — what the web app costs a visitor, measured on the production build:
// 1. the JavaScript each page loads before interaction (bytes on the wire, compressed), and
// 2. Lighthouse mobile scores for /, /about-us and /courses (the last signed in).
// Needs a build (`npm run build`); starts the real server with a fresh embedded database.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startServer, tempDataDir } from './bench-lib.mjs';
import chromiumOptions from './chromium.json' with { type: 'json' };

const CHROME = process.env.CHROMIUM_PATH ?? chromiumOptions.executablePath;
const FLAGS = ['--headless=new', ...chromiumOptions.args];

const data = await tempDataDir();
const server = await startServer({ DATA_DIR: data.dir, LOG_LEVEL: 'warn' });
const login = await fetch(`${server.url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'student@example.com', password: 'student-password' }),
});
const { token } = await login.json();

async function scriptBytes(browser, path, signedIn) {
  const context = await browser.newContext();
  if (signedIn) {
    await context.addInitScript((value) => globalThis.localStorage.setItem('token', value), token);
  }
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const sizes = await response.request().sizes();
    scripts.set(new URL(response.url()).pathname, sizes.responseBodySize);
  });
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  await context.close();
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  return {
    page: path,
    'JS files': scripts.size,
    'JS KB (compressed)': Math.round(total / 102.4) / 10,
    files: [...scripts.keys()].map((name) => name.replace('/assets/', '')).join(' '),
  };
}

const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.slice(1) });
const bytes = [];
for (const [path, signedIn] of [
  ['/', false],
  ['/about-us', false],
  ['/courses', true],
  ['/learning', true],
]) {
  bytes.push(await scriptBytes(browser, path, signedIn));
}
await browser.close();
console.table(bytes);

// Lighthouse in a Chrome it can drive; the signed-in page gets its token first.
const chrome = await launch({ chromePath: CHROME, chromeFlags: FLAGS });
const scores = [];
try {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = cdp.contexts()[0];
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.url}/about-us`);
  await page.evaluate((value) => globalThis.localStorage.setItem('token', value), token);
  for (const path of ['/', '/about-us', '/courses']) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      formFactor: 'mobile',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    scores.push({
      page: path,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best practices': Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      'LCP s': Math.round(audits['largest-contentful-paint'].numericValue / 100) / 10,
      CLS: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
    });
  }
  await cdp.close();
} finally {
  await chrome.kill();
  await server.stop();
  await data.remove();
}
console.table(scores);
