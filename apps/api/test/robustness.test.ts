import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerLearner } from './helpers.ts';

// Whatever a stranger sends, the answer is a 4xx with a message, never a 500.
const { app } = await createTestApp();
const learner = await registerLearner(app);

const JSON_ROUTES = ['/api/auth/register', '/api/auth/login', '/api/request-demo', '/update-user'];

const BODIES: [string, string, string][] = [
  ['malformed JSON', '{"email": "a@example.com",', 'application/json'],
  ['a JSON string', '"hello"', 'application/json'],
  ['a JSON array', '[1,2,3]', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  ['a number', '42', 'application/json'],
  [
    'nested objects',
    JSON.stringify({ email: { $ne: null }, password: { toString: 1 } }),
    'application/json',
  ],
  [
    'prototype pollution',
    '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
    'application/json',
  ],
  [
    'SQL',
    JSON.stringify({
      email: "' OR 1=1 --",
      password: "' OR 1=1 --",
      firstName: "'; drop table users; --",
    }),
    'application/json',
  ],
  [
    'unicode and nulls',
    JSON.stringify({ email: 'ü\u0000@例え.jp', firstName: '\u0000\uFFFF🕌', age: '٣٠' }),
    'application/json',
  ],
  ['form encoding', 'email=a%40example.com&password=x', 'application/x-www-form-urlencoded'],
  ['plain text', 'hello', 'text/plain'],
  ['empty body', '', 'application/json'],
];

describe('bad input never produces a 500', () => {
  for (const url of JSON_ROUTES) {
    it.each(BODIES)(`${url}: %s`, async (_label, payload, contentType) => {
      const response = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': contentType, ...bearer(learner.token) },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toHaveProperty('message');
      expect(response.body).not.toMatch(/stack|at \/|node_modules/);
    });
  }

  it('refuses a JSON body over the size limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(200_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large.' });
  });

  it('answers unknown API paths and methods with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/products'],
      ['POST', '/api/books/1'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('refuses a multipart form on a route that takes JSON with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--xyz--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported content type.' });
  });

  it('answers a malformed multipart body without a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/request-job',
      payload: '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
