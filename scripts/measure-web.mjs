// npm run measure:web — what the public pages cost a new visitor, as Lighthouse measures them
// (mobile, its default throttling, an empty cache each run), beside the build before the
// pages were rendered on the server, built and served side by side in the same run.
//
// For each page and build: the median of MEASURE_RUNS runs (5) of the four scores, FCP, LCP,
// TBT and CLS, and the bytes it downloads (JavaScript, fonts, all). The runs interleave the
// two builds, so a busy moment of the machine touches both.
//
//   MEASURE_BEFORE  git ref of the build to compare with (default: the commit before decision
//                   014 was written; `none` measures this build alone)
//   MEASURE_PAGES   comma-separated paths (default: the five public pages with targets)
//   MEASURE_RUNS    runs per page and build (default 5)
//
// Needs this checkout built (`npm run measure:web` builds it first); the build before is made
// in a temporary git worktree (npm ci, npm run build), removed afterwards.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, root, serverEntry, startServer, tempDataDir } from './bench-lib.mjs';
import chromiumOptions from './chromium.json' with { type: 'json' };

const CHROME = process.env.CHROMIUM_PATH ?? chromiumOptions.executablePath;
const FLAGS = ['--headless=new', ...chromiumOptions.args];
const RUNS = Number(process.env.MEASURE_RUNS ?? 5);
const PAGES = (process.env.MEASURE_PAGES ?? '/,/about-us,/privacy-policy,/contact-us,/login')
  .split(',')
  .filter(Boolean);

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

/** One Lighthouse run of a page (tried again when Lighthouse itself fails to record it). */
async function measure(port, url, attempts = 3) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (lhr.runtimeError) {
    if (attempts > 1) return measure(port, url, attempts - 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const { categories, audits } = lhr;
  const bytes = Object.fromEntries(
    audits['resource-summary'].details.items.map((item) => [item.resourceType, item.transferSize]),
  );
  const score = (name) => Math.round(categories[name].score * 100);
  return {
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
  for (const build of builds) {
    const data = await tempDataDir();
    dirs.push(data);
    servers.push(await startServer({ DATA_DIR: data.dir, LOG_LEVEL: 'warn' }, build.entry));
  }
  const runs = new Map();
  for (let run = 1; run <= RUNS; run += 1) {
    for (const page of PAGES) {
      for (const [index, build] of builds.entries()) {
        const key = `${page}\u0000${build.name}`;
        const result = await measure(chrome.port, `${servers[index].url}${page}`);
        runs.set(key, [...(runs.get(key) ?? []), result]);
      }
    }
    console.log(`run ${run} of ${RUNS} done`);
  }
  const rows = [...runs].map(([key, results]) => {
    const [page, build] = key.split('\u0000');
    const row = { page, build };
    for (const metric of Object.keys(results[0])) {
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
