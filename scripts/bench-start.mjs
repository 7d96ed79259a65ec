// npm run bench:start — time from process start to the first healthy answer on a second
// start (the first one creates the database), and resident memory after start, on PGlite and
// on PostgreSQL (when BENCH_DATABASE_URL or TEST_DATABASE_URL names one).
import { inEachDatabaseMode, residentMb, startServer } from './bench-lib.mjs';

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

console.table(await inEachDatabaseMode(measure));
