import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's Node flags (a small young generation: decision 019) live in `npm run serve`;
// the Dockerfile starts node directly (so that it gets SIGTERM as PID 1) and must pass the same.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flagsOf = (words: string[]) => words.filter((word) => word.startsWith('--'));

describe('how the server is started', () => {
  it('with the same Node flags by npm run serve and by the Dockerfile', async () => {
    const manifest = JSON.parse(await readFile(path.join(root, 'apps/api/package.json'), 'utf8'));
    const serve = flagsOf((manifest.scripts.serve as string).split(/\s+/));
    const dockerfile = await readFile(path.join(root, 'Dockerfile'), 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(cmd, 'the Dockerfile has an exec-form CMD').toBeDefined();
    const words = JSON.parse(cmd!) as string[];
    expect(words[0]).toBe('node');
    expect(words.at(-1)).toBe('apps/api/dist/server.js');
    expect(serve).toContain('--max-semi-space-size=2');
    expect(flagsOf(words)).toEqual(serve);
  });
});
