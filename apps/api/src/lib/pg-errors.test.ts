import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './pg-errors.ts';

// Errors as the drivers throw them (the outage tests meet them for real, on both drivers);
// these are the ones a test cannot easily cause.
const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new Error('Failed query', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['an administrator shutdown (57P01)', coded('terminating connection', '57P01')],
    ['a server still starting (57P03)', coded('the database system is starting up', '57P03')],
    ['a connection exception (08006)', coded('connection failure', '08006')],
    ['a connection lost under a query', new Error('Connection terminated unexpectedly')],
    ['a closed PGlite', new Error('PGlite is closed')],
    [
      'every address of a host refused',
      new AggregateError([coded('refused', 'ECONNREFUSED'), coded('refused', 'ECONNREFUSED')]),
    ],
  ])('knows %s, also wrapped by Drizzle', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', coded('duplicate key', '23505')],
    ['a data exception', coded('invalid input syntax', '22P02')],
    ['a query cancelled (57014)', coded('canceling statement', '57014')],
    ['an error of our own', new Error('no composer for mail of kind x')],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
