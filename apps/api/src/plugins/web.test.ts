import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';

// A small stand-in for the web build: what matters is how the server serves a build.
const webDist = await mkdtemp(path.join(os.tmpdir(), 'iqra-web-'));
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
await mkdir(path.join(webDist, 'assets'), { recursive: true });
await writeFile(path.join(webDist, 'index.html'), INDEX);
await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), SCRIPT);
await writeFile(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));

const { app } = await createTestApp({ webRoot: webDist });

describe('serving the web app', () => {
  it.each(['/', '/courses/tajweed', '/learning?tab=books', '/books/3/checkout'])(
    'answers the page %s with index.html, so deep links load',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('sends hashed assets pre-compressed and cacheable for a year', async () => {
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('gives a script only the security headers that apply to a file that is never a page', async () => {
    const script = await app.inject({ url: '/assets/app-abc123.js' });
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['referrer-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    // The page itself keeps the whole set.
    const page = await app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers a missing file or API path with 404, not the page', async () => {
    for (const url of ['/assets/missing-1.js', '/api/missing', '/images/nothing.jpg']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('does not serve files outside the build', async () => {
    for (const url of [
      '/../package.json',
      '/assets/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const response = await app.inject({ url });
      expect(response.body, url).not.toMatch(/"name"|root:/);
    }
  });
});
