import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { readServerErrors, UNEXPECTED_ERROR } from './server-errors.ts';

const FIELDS = ['email', 'password'] as const;

describe('readServerErrors', () => {
  it('maps a 422 to the first message of each field on the form', () => {
    const error = new ApiError(422, 'The email has already been taken.', {
      email: ['The email has already been taken.', 'Second message'],
      password: ['The password field must be at least 8 characters.'],
    });
    expect(readServerErrors(error, FIELDS)).toEqual({
      fields: {
        email: 'The email has already been taken.',
        password: 'The password field must be at least 8 characters.',
      },
    });
  });

  it('ignores fields the form does not have, and falls back to the general message', () => {
    const error = new ApiError(422, 'The token is invalid.', { token: ['The token is invalid.'] });
    expect(readServerErrors(error, FIELDS)).toEqual({
      fields: {},
      general: 'The token is invalid.',
    });
  });

  it("shows the server's message for other failures, or the fallback when it sent none", () => {
    expect(readServerErrors(new ApiError(429, 'Too many attempts.'), FIELDS)).toEqual({
      fields: {},
      general: 'Too many attempts.',
    });
    expect(readServerErrors(new ApiError(500, ''), FIELDS).general).toBe(UNEXPECTED_ERROR);
    expect(readServerErrors(new TypeError('Failed to fetch'), FIELDS).general).toBe(
      UNEXPECTED_ERROR,
    );
  });

  it('can always use the fallback for other failures (the account form)', () => {
    expect(
      readServerErrors(new ApiError(500, 'Server error.'), FIELDS, { useServerMessage: false })
        .general,
    ).toBe(UNEXPECTED_ERROR);
  });
});
