import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { apiRoot, webRoot } from '../src/lib/paths.ts';

const BUILD = 'npm run build --workspace @iqra/web';

/** The web app's public files (images, the favicon), which the server serves without a build. */
export const webPublicFiles = path.join(webRoot, 'public');

/** The newest file under `folder` that the build reads (not tests, not what it generates). */
function newestSource(folder: string): { time: number; file: string } {
  let newest = { time: 0, file: folder };
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (/\.test\.tsx?$/.test(name) || name.split(path.sep).includes('generated')) continue;
    const file = path.join(folder, name);
    const stat = statSync(file);
    if (stat.isFile() && stat.mtimeMs > newest.time) newest = { time: stat.mtimeMs, file };
  }
  return newest;
}

/**
 * The built web app (apps/web/dist, with its renderer in dist-server) for a test that reads
 * pages. `npm test` builds it before the unit tests. Without a build, or with one older than
 * the web app's source, the test fails and says what to run: a renderer that is missing or
 * out of date would test other code than the code under review.
 */
export function builtWebRoot(): string {
  const root = path.join(webRoot, 'dist');
  const index = path.join(root, 'index.html');
  if (!existsSync(index) || !existsSync(path.join(webRoot, 'dist-server', 'entry-server.js'))) {
    throw new Error(`This test reads the pages of the built web app, and there is none: ${BUILD}`);
  }
  // The browser's half is built first, the renderer after it.
  const built = statSync(index).mtimeMs;
  const template = path.join(webRoot, 'index.html');
  for (const newest of [
    newestSource(path.join(webRoot, 'src')),
    newestSource(path.resolve(apiRoot, '../../packages/contracts/src')),
    { time: statSync(template).mtimeMs, file: template },
  ]) {
    if (newest.time > built) {
      const file = path.relative(path.resolve(apiRoot, '../..'), newest.file);
      throw new Error(`The web build is older than ${file}: ${BUILD}`);
    }
  }
  return root;
}
