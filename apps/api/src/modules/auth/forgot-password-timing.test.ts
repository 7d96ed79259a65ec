import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, registerLearner } from '../../../test/helpers.ts';
import { startSmtpStandIn } from '../../../test/smtp-stand-in.ts';

// With the mail worker running, as in production: its work must not show in the answers.
const smtp = await startSmtpStandIn();
afterAll(() => smtp.stop());
const { app } = await createTestApp({ env: { SMTP_URL: smtp.url } });
await app.ready();

const ROUNDS = 200;

async function timeForgot(email: string): Promise<number> {
  const started = process.hrtime.bigint();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  expect(response.statusCode).toBe(202);
  return ms;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

describe('forgot-password timing', () => {
  // The machine is shared with the other test files: a burst of their work can land on one
  // side of a run by chance. A real difference shows on every try; chance does not.
  it(
    'takes the same time for an address with an account as for one without',
    { retry: 2 },
    async (context) => {
      const learner = await registerLearner(app);
      const unknown = (index: number) => `nobody.${index}.${Date.now()}@example.com`;
      // Warm both paths first (prepared statements, JIT).
      for (let index = 0; index < 20; index += 1) {
        await timeForgot(learner.user.email);
        await timeForgot(unknown(-index - 1));
      }
      const known: number[] = [];
      const missing: number[] = [];
      for (let index = 0; index < ROUNDS; index += 1) {
        // Interleaved, and which goes first alternates, so drift hits both alike.
        if (index % 2) {
          known.push(await timeForgot(learner.user.email));
          missing.push(await timeForgot(unknown(index)));
        } else {
          missing.push(await timeForgot(unknown(index)));
          known.push(await timeForgot(learner.user.email));
        }
      }
      const medians = { known: median(known), unknown: median(missing) };
      const summary = `medians over ${ROUNDS}: existing ${medians.known.toFixed(2)} ms, unknown ${medians.unknown.toFixed(2)} ms`;
      await context.annotate(summary);
      expect(Math.abs(medians.known - medians.unknown), summary).toBeLessThan(1);
    },
  );
});
