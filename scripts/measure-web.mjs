// npm run measure:web — what the pages cost a visitor, as Lighthouse measures them (mobile, its
// default throttling, an empty cache each run), beside the build before the pages were rendered
// on the server, built and served side by side in the same run. The public pages are measured
// as a new visitor; the signed-in ones (`/learning@learner`) as the demo account of that role,
// signed in through the API with its token put in the page's storage before each run, the cache
// still emptied.
//
// For each page and build: the median of MEASURE_RUNS runs (5) of the four scores, FCP, LCP,
// TBT and CLS, the bytes it downloads (JavaScript, fonts, all), and Lighthouse's index of the
// machine's CPU speed while it ran (TBT depends on it as much as on the page). The runs
// interleave the two builds, so a busy moment of the machine touches both.
//
//   MEASURE_BEFORE  git ref of the build to compare with (default: the commit before decision
//                   014 was written; `none` measures this build alone)
//   MEASURE_PAGES   comma-separated paths, each signed in as `path@learner`, `@tutor` or `@staff`
//                   (default: the public pages, the demo learner's certificate's page among
//                   them, the four signed-in ones with targets, and /learning as a guest, who is
//                   sent on to /login); `{certificate}` in a path is the demo learner's first
//                   certificate's code, read from each build's server (a build without
//                   certificates skips that page)
//   MEASURE_RUNS    runs per page and build (default 5)
//   MEASURE_KEEP    a folder to keep each run's Lighthouse report in (JSON), to see why
//   MEASURE_CPU_SLOWDOWN  how many times Lighthouse slows the CPU (default 4, which makes a
//                   high-end desktop, CPU index 1500-2000, a mid-tier phone; Lighthouse's own
//                   throttling guide calibrates 2 for a machine of index 1000-1500)
//
// Needs this checkout built (`npm run measure:web` builds it first); the build before is made
// in a temporary git worktree (npm ci, npm run build), removed afterwards.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { median, root, serverEntry, signIn, startServer, tempDataDir } from './bench-lib.mjs';
import chromiumOptions from './chromium.json' with { type: 'json' };

const CHROME = process.env.CHROMIUM_PATH ?? chromiumOptions.executablePath;
const FLAGS = ['--headless=new', ...chromiumOptions.args];
const RUNS = Number(process.env.MEASURE_RUNS ?? 5);
const KEEP = process.env.MEASURE_KEEP;
const MOBILE_THROTTLING = constants.throttling.mobileSlow4G;
const CPU_SLOWDOWN = Number(process.env.MEASURE_CPU_SLOWDOWN ?? 0) || undefined;
const PAGES = (
  process.env.MEASURE_PAGES ??
  [
    '/,/about-us,/privacy-policy,/contact-us,/login',
    // The catalogue (the build before had it behind sign-in: there it ends on /login).
    '/courses,/courses/tajweed,/books',
    // Where anyone checks a certificate, and a certificate's own page.
    '/certificates,/certificates/{certificate}',
    '/learning@learner,/teach@tutor,/admin@staff,/admin/learners@staff',
    // A guarded page as a guest: sent on to /login.
    '/learning',
  ].join(',')
)
  .split(',')
  .filter(Boolean);

/** The demo accounts the signed-in pages are measured as (demo seeding is on). */
const ACCOUNTS = {
  learner: ['student@example.com', 'student-password'],
  tutor: ['tutor@example.com', 'tutor-password'],
  staff: ['admin@example.com', 'admin-password'],
};
/** Where the web app keeps the bearer token (apps/web/src/lib/token-storage.ts). */
const TOKEN_KEY = 'token';

/** The demo learner's first certificate's code on a server, or null where there is none. */
async function demoCertificateCode(url) {
  try {
    const token = await signIn(url, ...ACCOUNTS.learner);
    const response = await fetch(`${url}/api/my-certificates`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) return null;
    const { data } = await response.json();
    return data.find((certificate) => !certificate.revoked)?.code ?? null;
  } catch {
    return null;
  }
}

/** `/learning@learner` as its path and the role it is seen as (none: a new visitor). */
function pageOf(spec) {
  const [pagePath, role] = spec.split('@');
  if (role && !ACCOUNTS[role]) throw new Error(`${spec}: no demo account for ${role}`);
  return { path: pagePath, role };
}

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The ref to compare with: as asked, or the commit before server rendering came in. */
function beforeRef() {
  const asked = process.env.MEASURE_BEFORE;
  if (asked) return asked === 'none' ? null : asked;
  const added = git(
    'log',
    '--diff-filter=A',
    '--format=%H',
    '--',
    'docs/decisions/014-public-pages-rendered-on-the-server.md',
  )
    .split('\n')
    .at(-1);
  return added ? `${added}^` : null;
}

/** A worktree of `ref`, installed and built; its server entry, and how to remove it. */
async function buildAt(ref) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'iqra-before-'));
  git('worktree', 'add', '--detach', dir, ref);
  const run = (...args) =>
    execFileSync('npm', args, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  console.log(`building ${ref} (${git('rev-parse', '--short', ref)}) in ${dir}…`);
  run('ci', '--no-audit', '--no-fund', '--prefer-offline');
  run('run', 'build');
  return {
    entry: path.join(dir, 'apps/api/dist/server.js'),
    remove: async () => {
      git('worktree', 'remove', '--force', dir);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/**
 * Lighthouse's run of `url`, as the holder of `token` or as a new visitor. Lighthouse's own
 * storage reset leaves the origin's localStorage (a token from an earlier run would sign a
 * "new visitor" in) and would take a wanted one away, so the cache and all of the origin's
 * storage are emptied here, the token (if any) put in, and Lighthouse told to leave storage be.
 */
async function lighthouseRun(port, url, token, flags) {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${port}`,
    defaultViewport: null,
  });
  const page = await browser.newPage();
  try {
    const { origin } = new URL(url);
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (token) {
      // A page of the origin that runs none of the app, to write its storage.
      await page.goto(`${origin}/robots.txt`);
      await page.evaluate((key, value) => localStorage.setItem(key, value), TOKEN_KEY, token);
      await session.send('Network.clearBrowserCache');
    }
    return await lighthouse(url, { ...flags, disableStorageReset: true }, undefined, page);
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

/** One Lighthouse run of a page (tried again when Lighthouse itself fails to record it). */
async function measure(port, url, token, attempts = 3) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    ...(CPU_SLOWDOWN
      ? { throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier: CPU_SLOWDOWN } }
      : {}),
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  const { lhr } = await lighthouseRun(port, url, token, flags);
  if (lhr.runtimeError) {
    if (attempts > 1) return measure(port, url, token, attempts - 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  if (KEEP) {
    await mkdir(KEEP, { recursive: true });
    const name = `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}`;
    await writeFile(path.join(KEEP, `${name}.json`), JSON.stringify(lhr));
  }
  const { categories, audits } = lhr;
  const bytes = Object.fromEntries(
    audits['resource-summary'].details.items.map((item) => [item.resourceType, item.transferSize]),
  );
  const score = (name) => Math.round(categories[name].score * 100);
  return {
    // Where the run ended: a guarded page sends a guest on to /login.
    'ends on': new URL(lhr.finalDisplayedUrl).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    'FCP s': audits['first-contentful-paint'].numericValue / 1000,
    'LCP s': audits['largest-contentful-paint'].numericValue / 1000,
    'TBT ms': audits['total-blocking-time'].numericValue,
    CLS: audits['cumulative-layout-shift'].numericValue,
    'JS KB': kb(bytes.script ?? 0),
    'font KB': kb(bytes.font ?? 0),
    'all KB': kb(bytes.total ?? 0),
    requests: audits['resource-summary'].details.items.find((item) => item.resourceType === 'total')
      ?.requestCount,
    // Lighthouse's reading of this machine's CPU speed at the run (higher is faster). Its
    // mobile runs slow the page's work down 4 times over whatever this machine does, so TBT
    // grows as the index falls: compare builds measured in the same run, not across runs.
    'CPU index': lhr.environment.benchmarkIndex,
  };
}

const ref = beforeRef();
const before = ref ? await buildAt(ref) : null;
const builds = [{ name: 'this build', entry: serverEntry }];
if (before) builds.unshift({ name: `before (${ref})`, entry: before.entry });

const dirs = [];
const servers = [];
const chrome = await launch({ chromePath: CHROME, chromeFlags: FLAGS });
try {
  const roles = new Set(PAGES.map((spec) => pageOf(spec).role).filter(Boolean));
  for (const build of builds) {
    const data = await tempDataDir();
    dirs.push(data);
    const server = await startServer({ DATA_DIR: data.dir, LOG_LEVEL: 'warn' }, build.entry);
    const tokens = {};
    for (const role of roles) tokens[role] = await signIn(server.url, ...ACCOUNTS[role]);
    const certificate = PAGES.some((spec) => spec.includes('{certificate}'))
      ? await demoCertificateCode(server.url)
      : null;
    servers.push({ ...server, tokens, certificate });
  }
  const runs = new Map();
  for (let run = 1; run <= RUNS; run += 1) {
    for (const spec of PAGES) {
      const page = pageOf(spec);
      for (const [index, build] of builds.entries()) {
        const key = `${spec}\u0000${build.name}`;
        const server = servers[index];
        const token = page.role ? server.tokens[page.role] : undefined;
        if (page.path.includes('{certificate}') && !server.certificate) continue;
        const pagePath = page.path.replace('{certificate}', server.certificate ?? '');
        const result = await measure(chrome.port, `${server.url}${pagePath}`, token);
        runs.set(key, [...(runs.get(key) ?? []), result]);
      }
    }
    console.log(`run ${run} of ${RUNS} done`);
  }
  const rows = [...runs].map(([key, results]) => {
    const [page, build] = key.split('\u0000');
    const row = { page, build };
    for (const metric of Object.keys(results[0])) {
      if (typeof results[0][metric] === 'string') {
        row[metric] = [...new Set(results.map((result) => result[metric]))].join(' | ');
        continue;
      }
      const value = median(results.map((result) => result[metric]));
      row[metric] =
        metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value * 100) / 100;
    }
    return row;
  });
  console.log(`Medians of ${RUNS} Lighthouse mobile runs per page and build:`);
  console.table(rows);
} finally {
  await chrome.kill();
  for (const server of servers) await server.stop();
  for (const dir of dirs) await dir.remove();
  await before?.remove();
}
