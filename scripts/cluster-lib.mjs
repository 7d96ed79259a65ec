// Several built instances of the server behind Debian's nginx, on one PostgreSQL and one
// Redis: the topology of compose.yaml, without containers. Used by `npm run cluster` (to try
// it) and `npm run bench:cluster` (to measure it).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { need, root, startServer, waitForHealth } from './bench-lib.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** A database on the server of `serverUrl`, made when missing; a fresh one when `fresh`. */
export async function ensureDatabase(serverUrl, name, { fresh = false } = {}) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists "${name}" with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * nginx in front of `upstreams`, with the very site of compose.yaml (`deploy/nginx.conf`:
 * keep-alive, the client's address and a request id passed on, a request that found an
 * instance gone tried once on another when it is safe to repeat) on a local port, and the
 * process-level settings a user's own nginx needs (its files in `dir`, in the foreground).
 */
async function nginxConfig(dir, port, upstreams) {
  const template = await readFile(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const instances = upstreams
    .map((url) => `  server ${new URL(url).host} max_fails=1 fail_timeout=5s;\n`)
    .join('');
  const site = template
    .replace(/^ {2}server app\d+:3000 [^\n]*\n(?: {2}server app\d+:3000 [^\n]*\n)*/m, instances)
    .replace(/^ {2}listen 80;$/m, `  listen 127.0.0.1:${port};`);
  if (!site.includes(instances) || !site.includes(`listen 127.0.0.1:${port};`)) {
    throw new Error('deploy/nginx.conf no longer has the upstream servers and listen line it had');
  }
  return `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}}
`;
}

async function startNginx(port, upstreams) {
  need(NGINX, 'nginx-light');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'iqra-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(path.join(dir, sub));
  const config = path.join(dir, 'nginx.conf');
  await writeFile(config, await nginxConfig(dir, port, upstreams));
  const child = spawn(NGINX, ['-p', dir, '-c', config, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url);
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await once(child, 'exit');
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `count` instances of the built server on `databaseUrl` and `redisUrl`, started together (they
 * migrate and seed in turn), sharing `dataDir` for files, and nginx on `port` in front.
 */
export async function startCluster({ databaseUrl, redisUrl, dataDir, port, count = 2, env = {} }) {
  const publicUrl = `http://127.0.0.1:${port}`;
  const instances = await Promise.all(
    Array.from({ length: count }, () =>
      startServer({
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        TRUST_PROXY: 'true',
        PUBLIC_URL: publicUrl,
        LOG_LEVEL: 'warn',
        ...env,
      }),
    ),
  );
  const nginx = await startNginx(
    port,
    instances.map((instance) => instance.url),
  );
  return {
    url: nginx.url,
    instances,
    nginx,
    stop: async () => {
      await nginx.stop();
      await Promise.all(instances.map((instance) => instance.stop()));
    },
  };
}
