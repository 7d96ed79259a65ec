import { and, count, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../src/db/schema.ts';
import type { TestContext } from './helpers.ts';

// Waiting for the outbox rather than for a while: a test that says a mail was not sent first
// waits until the mail worker has dealt with everything that was due.

/** Waits until the app's mail worker has sent (or dropped) every mail that is due. */
export async function mailSettled(app: TestContext['app']) {
  app.mailer.flushSoon();
  await expect
    .poll(
      async () =>
        (await app.db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'pending')))[0]
          ?.n,
      { timeout: 10_000 },
    )
    .toBe(0);
}

/**
 * Waits until the mail worker has tried every pending mail and been refused (SMTP down): each
 * has an error and no lease, so none is on its way to the server any more.
 */
export async function mailRefused(app: TestContext['app']) {
  app.mailer.flushSoon();
  await expect
    .poll(
      async () =>
        (
          await app.db
            .select({ n: count() })
            .from(outbox)
            .where(
              and(
                eq(outbox.status, 'pending'),
                or(isNull(outbox.lastError), isNotNull(outbox.lockedUntil)),
              ),
            )
        )[0]?.n,
      { timeout: 10_000 },
    )
    .toBe(0);
}
