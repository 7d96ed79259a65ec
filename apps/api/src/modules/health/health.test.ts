import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';

const { app } = await createTestApp();

describe('GET /api/health', () => {
  it('answers ok while the database answers', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends the security headers', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives a JSON answer, errors too, only the security headers that apply to data', async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const response = await app.inject({ url });
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      for (const documentsOnly of [
        'cross-origin-opener-policy',
        'referrer-policy',
        'x-frame-options',
        'x-xss-protection',
        'x-dns-prefetch-control',
      ]) {
        expect(response.headers[documentsOnly]).toBeUndefined();
      }
    }
  });

  it('gives anything else a browser may open the full set', async () => {
    const response = await app.inject({ url: '/robots.txt' });
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows no other origin unless configured', async () => {
    const response = await app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS allowlist', async () => {
  const { app: allowing } = await createTestApp({
    env: { CORS_ORIGINS: 'https://iqra.example, https://www.iqra.example' },
  });

  it('lets a listed origin call with credentials, and no other', async () => {
    const listed = await allowing.inject({
      url: '/api/health',
      headers: { origin: 'https://www.iqra.example' },
    });
    expect(listed.headers['access-control-allow-origin']).toBe('https://www.iqra.example');
    expect(listed.headers['access-control-allow-credentials']).toBe('true');
    const other = await allowing.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps Vary: Origin on an answer that also varies by its language', async () => {
    const listed = await allowing.inject({
      url: '/api/categories',
      headers: { origin: 'https://www.iqra.example', 'accept-language': 'ar' },
    });
    expect(listed.headers['access-control-allow-origin']).toBe('https://www.iqra.example');
    const vary = String(listed.headers.vary)
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(['origin', 'accept-language']));
  });
});

describe('health without a database', async () => {
  const { app: orphan, database } = await createTestApp();

  it('answers 503 unavailable once the database stops answering, and is not ready', async () => {
    await database.close();
    const response = await orphan.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    const ready = await orphan.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'unavailable' } });
  });
});

describe('GET /api/ready', async () => {
  const { app: instance } = await createTestApp();

  it('is ready while the database answers, and not while the instance shuts down', async () => {
    const ready = await instance.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    instance.drain();
    const draining = await instance.inject({ url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'draining', checks: { database: 'ok' } });
  });
});
