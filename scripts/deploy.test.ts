import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The container set-up cannot be run here (no Docker engine), so what can drift without
// anyone noticing is checked by reading it: the Dockerfile, compose.yaml and the nginx site.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFile(path.join(root, file), 'utf8');
const flagsOf = (words: string[]) => words.filter((word) => word.startsWith('--'));

type Service = { build?: string; environment?: Record<string, string>; depends_on?: object };
const compose = parse(await read('compose.yaml')) as { services: Record<string, Service> };
// `npm run serve`, word by word: settings of the environment, then `node`, its flags, the entry.
const manifest = JSON.parse(await read('apps/api/package.json'));
const serveWords = (manifest.scripts.serve as string).split(/\s+/);

describe('how the server is started', () => {
  // The server's Node flags (a small young generation: decision 019) live in `npm run serve`;
  // the Dockerfile starts node directly (so that it gets SIGTERM as PID 1) and must pass them.
  it('with the same Node flags by npm run serve and by the Dockerfile', async () => {
    const serve = flagsOf(serveWords);
    const cmd = /^CMD (\[.*\])$/m.exec(await read('Dockerfile'))?.[1];
    expect(cmd, 'the Dockerfile has an exec-form CMD').toBeDefined();
    const words = JSON.parse(cmd!) as string[];
    expect(words[0]).toBe('node');
    expect(words.at(-1)).toBe('apps/api/dist/server.js');
    expect(serve).toContain('--max-semi-space-size=2');
    expect(flagsOf(words)).toEqual(serve);
  });

  // And the allocator's settings (decision 019), which `npm run serve` puts before `node`.
  it('with the same environment for the allocator by npm run serve and by the Dockerfile', async () => {
    const settings = serveWords.slice(0, serveWords.indexOf('node'));
    expect(settings).toEqual(['MALLOC_ARENA_MAX=2', 'MALLOC_TRIM_THRESHOLD_=131072']);
    const env = /^ENV ((?:.*\\\n)*.*)$/m.exec(await read('Dockerfile'))?.[1] ?? '';
    for (const setting of settings) expect(env.split(/[\s\\]+/)).toContain(setting);
  });
});

describe('compose.yaml', () => {
  const apps = Object.entries(compose.services).filter(([, service]) => service.build === '.');

  it('runs two instances of the image, with settings the server reads', async () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
    const config = await read('apps/api/src/config.ts');
    for (const [name, service] of apps) {
      const settings = Object.keys(service.environment ?? {});
      expect(settings, name).toContain('DATABASE_URL');
      expect(settings, name).toContain('REDIS_URL');
      for (const setting of settings) {
        expect(config, `${name}: ${setting} is a setting of the server`).toMatch(
          new RegExp(`^\\s+${setting}:`, 'm'),
        );
      }
    }
  });

  it('puts nginx in front of exactly those instances, on the port the server listens on', async () => {
    const site = await read('deploy/nginx.conf');
    const upstreams = [...site.matchAll(/^\s+server (\w+):(\d+)/gm)];
    expect(upstreams.map(([, host]) => host)).toEqual(apps.map(([name]) => name));
    const config = await read('apps/api/src/config.ts');
    const port = /PORT: z\.coerce\.number\(\)[^\n]*default\((\d+)\)/.exec(config)?.[1];
    expect(port).toBeDefined();
    for (const [, , upstreamPort] of upstreams) expect(upstreamPort).toBe(port);
    expect(Object.keys(compose.services.nginx?.depends_on ?? {})).toEqual(
      apps.map(([name]) => name),
    );
  });
});
