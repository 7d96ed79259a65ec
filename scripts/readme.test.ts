import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README's commands must exist: docs that name a missing script mislead newcomers.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = await readFile(path.join(root, 'README.md'), 'utf8');
const manifest = async (dir: string) =>
  JSON.parse(await readFile(path.join(root, dir, 'package.json'), 'utf8')) as {
    name: string;
    scripts: Record<string, string>;
  };

describe('README', () => {
  it('shows the two set-up commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });

  it('names only npm scripts that exist', async () => {
    const workspaces = await Promise.all(
      ['.', 'apps/api', 'apps/web', 'packages/contracts'].map(manifest),
    );
    const byName = new Map(workspaces.map((pkg) => [pkg.name, pkg]));
    const runs = [...readme.matchAll(/npm run ([\w:-]+)(?: --workspace ([\w@/.-]+))?/g)];
    expect(runs.length).toBeGreaterThan(3);
    for (const [, script, workspace] of runs) {
      const pkg = workspace ? byName.get(workspace) : byName.get('iqra');
      expect(pkg?.scripts[script!], `npm run ${script} ${workspace ?? ''}`).toBeDefined();
    }
  });

  it('documents every configuration variable the server reads', async () => {
    const config = await readFile(path.join(root, 'apps/api/src/config.ts'), 'utf8');
    const envSchema = config.slice(config.indexOf('z.object({'), config.indexOf('});'));
    const variables = [...envSchema.matchAll(/^\s+([A-Z_]+):/gm)].map((match) => match[1]!);
    expect(variables.length).toBeGreaterThan(10);
    for (const variable of variables.filter((name) => name !== 'NODE_ENV')) {
      expect(readme, variable).toContain(`\`${variable}\``);
    }
  });
});
