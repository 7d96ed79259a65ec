// npm run bench:api — throughput and p99 latency of hot reads (the server-rendered home page
// as a browser asks for it, and API calls), each beside a bare node:http server answering the
// same bytes and headers in the same run, on PGlite and on PostgreSQL (when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names one).
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import {
  freePort,
  inEachDatabaseMode,
  median,
  root,
  signIn,
  startServer,
  tempDataDir,
} from './bench-lib.mjs';
import { benchTeaching, fillTerm } from './bench-teaching.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
// Each endpoint is measured this many times, the API and the bare server in turn, and the
// medians reported: on a shared machine one run of either can be off by a fifth.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
// The home page as a browser asks for it: no token (it lives in localStorage, for API calls)
// and the encodings it accepts (the kept brotli bytes are sent).
const ENDPOINTS = [
  { path: '/', headers: { 'accept-encoding': 'br, gzip' }, guest: true },
  { path: '/api/products/featured' },
  { path: '/api/tiers' },
  { path: '/api/auth/user' },
];

// Answers every request with the API's own bytes: the same body and the same headers.
const BARE_SERVER = `
const http = require('node:http');
const body = Buffer.from(process.env.BODY, 'base64');
const headers = { ...JSON.parse(process.env.HEADERS), 'content-length': body.length };
http.createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

// Headers node:http writes itself, per connection or per response.
const TRANSPORT_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

async function startBare(body, headers) {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      BODY: body.toString('base64'),
      HEADERS: JSON.stringify(headers),
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  // The bare server has no /api/health; wait until it answers at all.
  for (let tries = 0; tries < 200; tries += 1) {
    try {
      await fetch(url);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

/** One answer as it comes over the wire: its status, headers and bytes, not decoded. */
function sample(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The API's columns of a row: medians of its rounds, and the errors of all of them. */
function apiColumns(runs) {
  return {
    'api req/s': Math.round(median(runs.map((run) => run.requests.average))),
    'api p99 ms': median(runs.map((run) => run.latency.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
  };
}

/**
 * With BENCH_BEFORE_ENTRY (another checkout's built apps/api/dist/server.js), the API calls
 * again on that build in the same run: on the same PostgreSQL database, or on a fresh PGlite
 * data folder of its own. The home page is left out: it is that checkout's web build.
 */
async function benchBefore(label, env) {
  const entry = process.env.BENCH_BEFORE_ENTRY;
  if (!entry) return [];
  const data = await tempDataDir();
  const server = await startServer(
    { ...env, DATA_DIR: data.dir, RATE_LIMIT_SCALE: '100000' },
    entry,
  );
  const token = await signIn(server.url);
  const rows = [];
  for (const { path, headers: extra } of ENDPOINTS.filter((e) => !e.guest)) {
    const headers = { authorization: `Bearer ${token}`, ...extra };
    await load(`${server.url}${path}`, headers);
    const api = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      api.push(await load(`${server.url}${path}`, headers));
    }
    rows.push({ mode: `${label} (before)`, endpoint: path, ...apiColumns(api) });
  }
  await server.stop();
  await data.remove();
  return rows;
}

async function benchMode(label, env) {
  const before = await benchBefore(label, env);
  const server = await startServer({ ...env, RATE_LIMIT_SCALE: '100000' });
  const token = await signIn(server.url);
  const rows = [...before];
  for (const { path, headers: extra, guest } of ENDPOINTS) {
    const headers = { ...(guest ? {} : { authorization: `Bearer ${token}` }), ...extra };
    const answer = await sample(`${server.url}${path}`, headers);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    const { body } = answer;
    const sameHeaders = Object.fromEntries(
      Object.entries(answer.headers).filter(([name]) => !TRANSPORT_HEADERS.has(name)),
    );
    // Warm both up, then measure the API and the bare server in turn, ROUNDS times each.
    const bare = await startBare(body, sameHeaders);
    await load(`${server.url}${path}`, headers);
    await load(bare.url, headers);
    const api = [];
    const baseline = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      api.push(await load(`${server.url}${path}`, headers));
      baseline.push(await load(bare.url, headers));
    }
    bare.stop();
    // Each round's API rate against the bare rate measured right after it.
    const ratios = api.map((run, i) => run.requests.average / baseline[i].requests.average);
    const { errors, ...measured } = apiColumns(api);
    rows.push({
      mode: label,
      endpoint: path,
      ...measured,
      'bare req/s': Math.round(median(baseline.map((run) => run.requests.average))),
      'bare p99 ms': median(baseline.map((run) => run.latency.p99)),
      'api/bare': `${Math.round(median(ratios) * 100)}%`,
      'api/bare by round': ratios.map((ratio) => Math.round(ratio * 100)).join(' '),
      errors,
    });
  }
  // A term of classes on PostgreSQL; the demo data's few on PGlite.
  const term = env.DATABASE_URL ? await fillTerm(env.DATABASE_URL) : null;
  const teaching = await benchTeaching(label, server.url, {
    filled: term !== null,
    learnerTokens: term?.learnerTokens,
    duration: DURATION,
    connections: CONNECTIONS,
  });
  await server.stop();
  return { rows, teaching: { ...teaching, term } };
}

const results = await inEachDatabaseMode(benchMode);
console.log(
  `\n${CONNECTIONS} connections, ${DURATION} s per run, medians of ${ROUNDS} rounds, Node ${process.version}`,
);
console.table(results.flatMap((result) => result.rows));
console.log(
  '\nClasses (PostgreSQL: a term of 200 tutors and 2,000 learners; PGlite: the demo data)',
);
console.table(results.flatMap((result) => result.teaching.rows));
for (const [index, result] of results.entries()) {
  const { term, yearPlan } = result.teaching;
  const mode = result.teaching.rows[0]?.mode ?? String(index);
  if (term) console.log(`${mode}: ${term.classes} classes written in ${term.fillMs} ms`);
  console.log(
    `${mode}: PUT …/plan for a year (${yearPlan.classes} classes), median of 5: ${yearPlan.medianMs} ms`,
  );
}
// The rule alone (no database), from the API's source.
const series = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-series.ts'], { cwd: root }),
);
console.log(
  `weekly series: a year (${series.classes} classes) in ${series.medianMs} ms (median of 50; first run ${series.coldMs} ms)`,
);
