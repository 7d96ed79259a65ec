// npm run cluster — the site as compose.yaml runs it, without containers: two built instances
// of the server behind Debian's nginx, on the local PostgreSQL and a Redis, until Ctrl-C.
//
//   CLUSTER_PORT       where nginx listens (8080)
//   CLUSTER_DATABASE   the PostgreSQL server to use (postgres://postgres@127.0.0.1:5432/postgres);
//                      the site's data goes in its database `iqra_cluster`, kept between runs
//   REDIS_URL          a Redis to use; without it one is started on a free port
//   CLUSTER_INSTANCES  how many instances (2)
import path from 'node:path';
import { ensureDatabase, startCluster } from './cluster-lib.mjs';
import { startRedis } from './redis-server.mjs';
import { root } from './bench-lib.mjs';

const port = Number(process.env.CLUSTER_PORT ?? 8080);
const server = process.env.CLUSTER_DATABASE ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const count = Number(process.env.CLUSTER_INSTANCES ?? 2);

const databaseUrl = await ensureDatabase(server, 'iqra_cluster');
const redis = process.env.REDIS_URL ? undefined : await startRedis();
const redisUrl = process.env.REDIS_URL ?? redis.url;
const cluster = await startCluster({
  databaseUrl,
  redisUrl,
  dataDir: path.join(root, '.data-cluster'),
  port,
  count,
});
console.log(`Iqra on ${cluster.url}: ${count} instances behind nginx`);
for (const instance of cluster.instances)
  console.log(`  instance ${instance.url} (pid ${instance.child.pid})`);
console.log(`  PostgreSQL ${databaseUrl}\n  Redis ${redisUrl}\nCtrl-C stops them all.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  await redis?.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
