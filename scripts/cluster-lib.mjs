// Several built instances of the server behind Debian's nginx, on one PostgreSQL and one
// Redis: the topology of compose.yaml, without containers. Used by `npm run cluster` (to try
// it) and `npm run bench:cluster` (to measure it).
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startServer, waitForHealth } from './bench-lib.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Stops with a clear word when a program the cluster needs is missing. */
export function need(program, debianPackage) {
  const found = spawnSync('sh', ['-c', `command -v ${program}`]).status === 0;
  if (!found) {
    throw new Error(
      `${program} is missing: install Debian's ${debianPackage} (apt-get install -y ${debianPackage}).`,
    );
  }
}

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

/** A Redis server of our own on a free port, keeping nothing on disk. */
export async function startRedis() {
  need('redis-server', 'redis-server');
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  child.stdout.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * nginx in front of `upstreams`: keep-alive connections to them, the client's address and a
 * request id passed on, and a request that found an instance gone (refused, reset, 502, 503
 * from a draining one) tried once on another, when it is safe to repeat (nginx never repeats
 * a POST or PATCH that reached an instance).
 */
function nginxConfig(dir, port, upstreams) {
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
  upstream iqra {
${upstreams.map((url) => `    server ${new URL(url).host} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 6m;
    location / {
      proxy_pass http://iqra;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
}

async function startNginx(port, upstreams) {
  need(NGINX, 'nginx-light');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'iqra-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(path.join(dir, sub));
  const config = path.join(dir, 'nginx.conf');
  await writeFile(config, nginxConfig(dir, port, upstreams));
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
