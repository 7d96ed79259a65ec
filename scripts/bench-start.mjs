// npm run bench:start — time from process start to the first healthy answer on a second
// start (the first one creates the database), and resident memory after start, on PGlite and
// on PostgreSQL (when BENCH_DATABASE_URL or TEST_DATABASE_URL names one).
import {
  freshPostgresDatabase,
  postgresUrl,
  residentMb,
  startServer,
  tempDataDir,
} from './bench-lib.mjs';

async function measure(label, env) {
  const first = await startServer(env);
  await first.stop();
  const second = await startServer(env);
  // Let start-up work settle before reading memory.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rss = await residentMb(second.child.pid);
  await second.stop();
  return {
    mode: label,
    'first start ms': Math.round(first.msToHealthy),
    'second start ms': Math.round(second.msToHealthy),
    'RSS after start MB': rss,
  };
}

const rows = [];
const data = await tempDataDir();
try {
  rows.push(await measure('pglite', { DATA_DIR: data.dir }));
} finally {
  await data.remove();
}
const pgUrl = postgresUrl();
if (pgUrl) {
  const database = await freshPostgresDatabase(pgUrl, 'iqra_bench_start');
  const pgData = await tempDataDir();
  try {
    rows.push(
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
} else {
  console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
console.table(rows);
