// npm run bench:cluster — the site as several instances behind nginx (scripts/cluster-lib.mjs)
// on a fresh PostgreSQL database (BENCH_DATABASE_URL or TEST_DATABASE_URL names the server)
// and a Redis of its own, under a mixed browsing load:
//
// 1. one instance behind nginx, then two: requests/s, latency and errors;
// 2. two instances, one of which stops mid-run, first as a deploy stops it (SIGTERM: it
//    drains), then as a crash does (SIGKILL): how many requests failed;
// 3. the resident memory of one instance after start and after a minute of that load.
import autocannon from 'autocannon';
import { freePort, postgresUrl, residentMb, signIn, tempDataDir } from './bench-lib.mjs';
import { ensureDatabase, startCluster } from './cluster-lib.mjs';
import { startRedis } from './redis-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const RSS_SECONDS = Number(process.env.BENCH_RSS_SECONDS ?? 60);
const CONNECTIONS = 50;

const server = postgresUrl();
if (!server) {
  console.error('bench:cluster needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
  process.exit(2);
}

/** A visitor browsing, and a learner on their page: the home page, courses, one course. */
function browsing(token) {
  const learner = { authorization: `Bearer ${token}` };
  return [
    { method: 'GET', path: '/', headers: { 'accept-encoding': 'br, gzip' } },
    { method: 'GET', path: '/api/products' },
    { method: 'GET', path: '/api/products/tajweed' },
    { method: 'GET', path: '/courses' },
    { method: 'GET', path: '/api/auth/user', headers: learner },
    { method: 'GET', path: '/api/my-subscriptions', headers: learner },
  ];
}

function load(url, requests, seconds, during) {
  return new Promise((resolve, reject) => {
    const run = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, requests },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (during) during(run);
  });
}

const row = (label, result) => ({
  run: label,
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  requests: result.requests.total,
  failed: result.errors + result.non2xx + result.timeouts,
  // What the failures were: answers by status, then connection errors and timeouts.
  how: [
    ...Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${code}×${count}`),
    ...(result.errors ? [`errors×${result.errors}`] : []),
    ...(result.timeouts ? [`timeouts×${result.timeouts}`] : []),
  ].join(' '),
});

const databaseUrl = await ensureDatabase(server, 'iqra_bench_cluster', { fresh: true });
const redis = await startRedis();
const data = await tempDataDir();
const rows = [];
const memory = [];

/** A cluster of `count` for one measurement, stopped after it. */
async function withCluster(count, measure) {
  const cluster = await startCluster({
    databaseUrl,
    redisUrl: redis.url,
    dataDir: data.dir,
    port: await freePort(),
    count,
    // The bench signs in and out a great deal from one address.
    env: { RATE_LIMIT_SCALE: '100000' },
  });
  try {
    return await measure(cluster);
  } finally {
    await cluster.stop();
  }
}

try {
  for (const count of [1, 2]) {
    await withCluster(count, async (cluster) => {
      const requests = browsing(await signIn(cluster.url));
      await load(cluster.url, requests, 3);
      rows.push(
        row(`${count} instance${count > 1 ? 's' : ''}`, await load(cluster.url, requests, SECONDS)),
      );
    });
  }
  for (const [signal, label] of [
    ['SIGTERM', 'one stopped (SIGTERM, drains)'],
    ['SIGKILL', 'one killed (SIGKILL)'],
  ]) {
    await withCluster(2, async (cluster) => {
      const requests = browsing(await signIn(cluster.url));
      await load(cluster.url, requests, 3);
      const victim = cluster.instances[1].child;
      const result = await load(cluster.url, requests, SECONDS, () => {
        setTimeout(() => victim.kill(signal), (SECONDS * 1000) / 3);
      });
      rows.push(row(`2 instances, ${label} at ${Math.round(SECONDS / 3)} s`, result));
    });
  }
  await withCluster(1, async (cluster) => {
    const pid = cluster.instances[0].child.pid;
    // Settled after start: a moment for the first timers and the first render to run.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    memory.push({ moment: 'after start', 'RSS MB': await residentMb(pid) });
    const requests = browsing(await signIn(cluster.url));
    await load(cluster.url, requests, RSS_SECONDS);
    memory.push({ moment: `after ${RSS_SECONDS} s of load`, 'RSS MB': await residentMb(pid) });
  });
} finally {
  await redis.stop();
  await data.remove();
}

console.log(
  `\nMixed browsing load through nginx: ${CONNECTIONS} connections, ${SECONDS} s per run, Node ${process.version}`,
);
console.table(rows);
console.log('\nOne instance on PostgreSQL (resident memory)');
console.table(memory);
