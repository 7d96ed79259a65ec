import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { backup } from '../db/backup.ts';

const USAGE = 'Usage: npm run db:backup [-- --out backups/iqra.tar]';

/**
 * `npm run db:backup`: the database the server would use (PostgreSQL at DATABASE_URL, else the
 * embedded one in DATA_DIR, which must not be in use) and its uploads, in one tar file.
 */
async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(values.out ?? path.join('backups', `iqra-${stamp}.tar`));
  const { kind, bytes } = await backup(config, file);
  process.stdout.write(
    `Backed up the ${kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database and its uploads to ${file} (${Math.round(bytes / 1024)} KB).\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exit(1);
});
