import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's root folder, found from this module's location so the same code works
 * from `src/` (tests, tsx) and from the bundled `dist/server.js`.
 */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the API package root');
    dir = parent;
  }
  return dir;
}

export const apiRoot = findApiRoot();
export const migrationsFolder = path.join(apiRoot, 'src/db/migrations');
export const webRoot = path.resolve(apiRoot, '../web');
