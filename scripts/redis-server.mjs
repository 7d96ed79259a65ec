import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort, need } from './bench-lib.mjs';

/**
 * The environment without a moved clock: Redis runs on the machine's, as in production, when
 * the tests run under `faketime` (whose library Redis's allocator cannot start with).
 */
function machineClockEnv() {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME'),
    ),
  );
}

/**
 * A Redis of our own (Debian's `redis-server`) on a free port of the loopback, keeping
 * nothing on disk: for `npm run cluster`, the benches and the API tests. It can be stopped
 * (`kill: true` for a crash rather than a shutdown) and started again on the same port.
 */
export async function startRedis() {
  need('redis-server', 'redis-server');
  const port = await freePort();
  let server;

  const start = async () => {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'inherit'], env: machineClockEnv() },
    );
    server = child;
    let output = '';
    await new Promise((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    });
  };

  const stop = async ({ kill = false } = {}) => {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null) return;
    child.kill(kill ? 'SIGKILL' : 'SIGTERM');
    await once(child, 'exit');
  };

  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
