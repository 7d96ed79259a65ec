import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { restore } from '../db/backup.ts';

const USAGE = 'Usage: npm run db:restore -- backups/iqra-….tar';

/**
 * `npm run db:restore -- FILE`: puts a backup made by `db:backup` in the place the server would
 * use, replacing what is there (on disk, the old files are kept beside the new, renamed). Stop
 * the servers first.
 */
async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const { kind } = await restore(config, path.resolve(file));
  process.stdout.write(
    `Restored the ${kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database and its uploads from ${path.resolve(file)}. Start the server: it migrates the database if the backup is older than the code.\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
