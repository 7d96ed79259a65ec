// Shared helpers of the benchmark scripts: start the built server, wait for health, clean up.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'apps/api/dist/server.js');

/** The words of a build's `npm run serve` (apps/api/package.json beside its dist/). */
function serveWords(entry) {
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  const { scripts } = JSON.parse(readFileSync(manifest, 'utf8'));
  return scripts.serve.split(/\s+/);
}

/**
 * The Node flags a build's server runs with in production: those of its `npm run serve`,
 * which the Dockerfile's CMD repeats (scripts/deploy.test.ts keeps the two equal). Another
 * checkout's build gets its own.
 */
export function serverNodeFlags(entry = serverEntry) {
  return serveWords(entry).filter((word) => word.startsWith('--'));
}

/** The environment `npm run serve` sets before `node` (`NAME=value` words), as an object. */
export function serverEnvironment(entry = serverEntry) {
  const words = serveWords(entry);
  const settings = words.slice(0, words.indexOf('node'));
  return Object.fromEntries(settings.map((word) => word.split('=', 2)));
}

/** Stops with a clear word when a program a script needs is missing. */
export function need(program, debianPackage) {
  const found = spawnSync('sh', ['-c', `command -v ${program}`]).status === 0;
  if (!found) {
    throw new Error(
      `${program} is missing: install Debian's ${debianPackage} (apt-get install -y ${debianPackage}).`,
    );
  }
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitForHealth(url, timeoutMs = 60_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no healthy answer from ${url} within ${timeoutMs} ms`);
}

/** The PostgreSQL to compare against: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else none. */
export function postgresUrl() {
  return process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
}

/** A fresh, empty database on the PostgreSQL server of `url`; returns its URL and a drop(). */
export async function freshPostgresDatabase(url, name) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return {
    url: parsed.toString(),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * Starts the built server (or the one at `entry`, another checkout's) with the given
 * environment; resolves once it answers health.
 */
export async function startServer(env, entry = serverEntry) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  // BENCH_SERVER_FLAGS adds Node flags to the servers a bench starts, to profile one
  // (`--cpu-prof --cpu-prof-dir=…`, which NODE_OPTIONS does not take).
  const extra = process.env.BENCH_SERVER_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...serverNodeFlags(entry), ...extra, entry], {
    env: {
      ...process.env,
      ...serverEnvironment(entry),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitForHealth(url);
  return {
    url,
    child,
    msToHealthy: performance.now() - startedAt,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A bearer token for an account (the demo learner unless named), signed in over HTTP. */
export async function signIn(
  baseUrl,
  email = 'student@example.com',
  password = 'student-password',
) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return (await response.json()).token;
}

export async function tempDataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'iqra-bench-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Resident memory of a process in MB, from /proc. */
export async function residentMb(pid) {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * Runs `measure(mode, env)` with the embedded database, then with a fresh PostgreSQL database
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server; returns the results in order.
 */
export async function inEachDatabaseMode(measure) {
  const results = [];
  const data = await tempDataDir();
  try {
    results.push(await measure('pglite', { DATA_DIR: data.dir }));
  } finally {
    await data.remove();
  }
  const url = postgresUrl();
  if (!url) {
    console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return results;
  }
  const database = await freshPostgresDatabase(url, 'iqra_bench');
  const pgData = await tempDataDir();
  try {
    results.push(
      await measure('postgres', {
        DATABASE_URL: database.url,
        SEED_DEMO: 'true',
        DATA_DIR: pgData.dir,
      }),
    );
  } finally {
    await database.drop();
    await pgData.remove();
  }
  return results;
}

/**
 * The large school a bench measures: the database BENCH_LARGE_SCHOOL_URL names (left as it
 * is), or one `npm run make:large-school` fills afresh on the server of BENCH_DATABASE_URL or
 * TEST_DATABASE_URL (a few minutes), to drop after.
 */
export async function largeSchool(bench, name) {
  if (process.env.BENCH_LARGE_SCHOOL_URL) {
    return { url: process.env.BENCH_LARGE_SCHOOL_URL, drop: async () => undefined };
  }
  const base = postgresUrl();
  if (!base) {
    console.error(
      `${bench} needs BENCH_LARGE_SCHOOL_URL, or BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL).`,
    );
    process.exit(1);
  }
  const database = await freshPostgresDatabase(base, name);
  const started = performance.now();
  execFileSync('npm', ['run', 'make:large-school', '--silent'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: database.url },
    stdio: 'inherit',
  });
  console.log(`large school made in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return database;
}

/** A staff account in the school at `databaseUrl` (kept from an earlier run if it is there). */
export function staffAccountIn(databaseUrl, staff) {
  try {
    execFileSync(
      process.execPath,
      [
        path.join(root, 'apps/api/dist/cli/admin-create.js'),
        '--email',
        staff.email,
        '--password',
        staff.password,
      ],
      { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'ignore' },
    );
  } catch {
    // Made by an earlier run on the same school.
  }
}
