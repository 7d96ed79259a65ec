import { PGlite } from '@electric-sql/pglite';
import { execFile, spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { promisify } from 'node:util';
import { create as createTar, extract as extractTar } from 'tar';
import { claimDataDir } from '../lib/data-dir-lock.ts';

const run = promisify(execFile);

/**
 * A backup is one tar file: `manifest.json`, the database (PostgreSQL: `database.dump`, from
 * `pg_dump --format=custom`; embedded: `pgdata.tar.gz`, PGlite's own dump of its folder) and
 * the files its rows point at (`uploads/`: résumés; `images/`: staff's pictures), which live
 * beside the database in DATA_DIR and belong with it.
 */
interface Manifest {
  format: 1;
  kind: 'postgres' | 'pglite';
  createdAt: string;
}

/** Where the data is: PostgreSQL at `databaseUrl`, else the embedded database in `dataDir`. */
export interface DataPlace {
  databaseUrl: string | undefined;
  dataDir: string;
}

const pgdataOf = (place: DataPlace) => path.join(place.dataDir, 'pgdata');
/** The folders of files the database's rows point at: résumés and mail attachments, images. */
const FILE_FOLDERS = ['uploads', 'images'];

/**
 * The database at `databaseUrl` made exactly what the dump holds, in one transaction: the app's
 * schemas are dropped (whatever a newer version added to them goes too, so the server can
 * migrate the restored data at start) and the dump's SQL (from `pg_restore`) is run by `psql`.
 * A failure anywhere rolls it all back.
 */
async function replaceDatabase(databaseUrl: string, dump: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dump], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const psql = spawn(
    'psql',
    ['--no-psqlrc', '--quiet', '-v', 'ON_ERROR_STOP=1', `--dbname=${url}`],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const applied = finished(psql);
  // psql stopping at an error closes its input: what pg_restore still writes is dropped.
  psql.stdin.on('error', () => undefined);
  psql.stdin.write(
    'BEGIN;\nDROP SCHEMA IF EXISTS drizzle CASCADE;\nDROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n',
  );
  restore.stdout.pipe(psql.stdin, { end: false });
  const restored = await finished(restore);
  // Committed only once the whole dump has gone in; else psql ends inside the transaction,
  // which PostgreSQL rolls back.
  psql.stdin.end(restored.code === 0 ? 'COMMIT;\n' : '');
  const { code, errors } = await applied;
  if (code !== 0) throw new Error(`The restore failed; nothing was changed. ${errors}`);
  if (restored.code !== 0) {
    throw new Error(
      `pg_restore could not read the backup; nothing was changed. ${restored.errors}`,
    );
  }
}

/** A child's exit code and what it wrote to stderr. */
function finished(child: ChildProcessByStdio<Writable | null, Readable | null, Readable>) {
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return new Promise<{ code: number | null; errors: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, errors: errors.trim() }));
  });
}

/**
 * Runs a PostgreSQL client program on the database at `databaseUrl`, its password given in the
 * environment (`PGPASSWORD`) rather than on the command line, where the process list shows it.
 */
async function runOn(databaseUrl: string, program: string, args: string[]) {
  const { url, env } = connection(databaseUrl);
  await run(program, [...args, `--dbname=${url}`], { env });
}

/** A URL without its password, and an environment that carries it (`PGPASSWORD`). */
function connection(databaseUrl: string) {
  const parsed = new URL(databaseUrl);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    url: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Writes a backup of `place` to `file`; returns its size in bytes. */
export async function backup(
  place: DataPlace,
  file: string,
): Promise<{ kind: Manifest['kind']; bytes: number }> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'iqra-backup-'));
  try {
    const kind = place.databaseUrl ? 'postgres' : 'pglite';
    const parts = ['manifest.json'];
    if (place.databaseUrl) {
      await runOn(place.databaseUrl, 'pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(work, 'database.dump')}`,
      ]);
      parts.push('database.dump');
    } else {
      const dataDir = pgdataOf(place);
      if (!existsSync(dataDir)) throw new Error(`There is no embedded database in ${dataDir}.`);
      const release = claimDataDir(dataDir);
      try {
        const pglite = await PGlite.create({ dataDir });
        const dump = await pglite.dumpDataDir('gzip');
        await pglite.close();
        await writeFile(path.join(work, 'pgdata.tar.gz'), Buffer.from(await dump.arrayBuffer()));
      } finally {
        release();
      }
      parts.push('pgdata.tar.gz');
    }
    for (const folder of FILE_FOLDERS) {
      if (!existsSync(path.join(place.dataDir, folder))) continue;
      await cp(path.join(place.dataDir, folder), path.join(work, folder), { recursive: true });
      parts.push(folder);
    }
    const manifest: Manifest = { format: 1, kind, createdAt: new Date().toISOString() };
    await writeFile(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await createTar({ file, cwd: work, portable: true }, parts);
    return { kind, bytes: (await stat(file)).size };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Puts the backup in `file` in `place`, replacing what is there: PostgreSQL in one transaction
 * (`replaceDatabase`), the embedded database's folder whole. What it
 * replaces on disk (the embedded folder, uploads) is kept beside it, renamed with the time, so
 * a restore never destroys the only copy. A backup restores into the kind it was made from.
 */
export async function restore(place: DataPlace, file: string): Promise<{ kind: Manifest['kind'] }> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'iqra-restore-'));
  try {
    await extractTar({ file, cwd: work });
    const manifest = JSON.parse(
      await readFile(path.join(work, 'manifest.json'), 'utf8'),
    ) as Manifest;
    if (manifest.format !== 1)
      throw new Error(`${file} is not an Iqra backup this version can read.`);
    const target = place.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.kind !== target) {
      throw new Error(
        manifest.kind === 'postgres'
          ? 'This backup is of a PostgreSQL database: set DATABASE_URL to restore it.'
          : 'This backup is of the embedded database: unset DATABASE_URL to restore it.',
      );
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    if (place.databaseUrl) {
      await replaceDatabase(place.databaseUrl, path.join(work, 'database.dump'));
    } else {
      const dataDir = pgdataOf(place);
      const release = claimDataDir(dataDir);
      try {
        // Made beside the old folder first, so that a failure leaves the old one as it was.
        const fresh = `${dataDir}.restoring-${stamp}`;
        const pglite = await PGlite.create({
          dataDir: fresh,
          loadDataDir: new Blob([await readFile(path.join(work, 'pgdata.tar.gz'))]),
        });
        await pglite.close();
        if (existsSync(dataDir)) await rename(dataDir, `${dataDir}.before-restore-${stamp}`);
        await rename(fresh, dataDir);
      } finally {
        release();
      }
    }
    for (const folder of FILE_FOLDERS) {
      const current = path.join(place.dataDir, folder);
      if (existsSync(current)) await rename(current, `${current}.before-restore-${stamp}`);
      const saved = path.join(work, folder);
      if (existsSync(saved)) await cp(saved, current, { recursive: true });
    }
    return { kind: manifest.kind };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
