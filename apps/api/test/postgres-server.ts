import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's PostgreSQL, as the machine's own server and CI's. */
const BIN = '/usr/lib/postgresql/15/bin';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A PostgreSQL server of our own (Debian's binaries) in a temporary folder, on a free port of
 * the loopback, for a test that stops and starts the database under the app. initdb refuses
 * to run as root, so as root the server runs as the `postgres` user.
 */
export async function startPostgresServer() {
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'iqra-pg-'));
  if (asRoot) {
    const idOf = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout);
    await chown(dir, await idOf('-u'), await idOf('-g'));
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(BIN, name), ...args])
      : run(path.join(BIN, name), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await tool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // Durability is not what is tested: no fsync keeps the start and the stops quick.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await tool('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', 'start']);
  };
  /** A fast shutdown, as an operator's restart does: sessions are ended, nothing is lost. */
  const stop = async () => {
    await tool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    /** Stops the server if it runs and deletes its folder. */
    remove: async () => {
      await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
