import type { z } from 'zod';
import { MESSAGES } from '@iqra/contracts';

/** Errors services throw; the error plugin maps each to one status and body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFound extends HttpError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

export class Unauthenticated extends HttpError {
  constructor(message = 'Unauthenticated.') {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = 'This action is unauthorized.') {
    super(403, message);
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/** What was there and is no longer: a used or expired link. */
export class Gone extends HttpError {
  constructor(message: string) {
    super(410, message);
  }
}

/** A 422 in Laravel's shape: `{ message, errors: { field: [messages] } }`. */
export class ValidationFailed extends HttpError {
  constructor(readonly errors: Record<string, string[]>) {
    const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
    super(422, first);
  }

  static field(field: string, message: string): ValidationFailed {
    return new ValidationFailed({ [field]: [message] });
  }
}

/** Parses input with a contract schema, or throws a 422 naming each failing field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    const message = issue.code === 'unrecognized_keys' ? 'Unknown fields.' : issue.message;
    (errors[field] ??= []).push(message);
  }
  throw new ValidationFailed(errors);
}

export class TooManyRequests extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'Too many attempts. Please try again later.');
  }
}

/**
 * What could not be answered because the database is away for now: a 503 with `Retry-After`
 * (plugins/errors.ts). Thrown where no driver error says so, such as a page whose reads were
 * answered 503 (plugins/page-renderer.ts).
 */
export class Unavailable extends HttpError {
  constructor() {
    super(503, MESSAGES.unavailable);
  }
}
