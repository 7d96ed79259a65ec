import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_RESOURCES } from '@iqra/contracts';
import { outbox } from '../../db/schema.ts';
import { clientOf, createTestApp, loginDemoAdmin, registerLearner } from '../../../test/helpers.ts';

// No SMTP here: the mail stays in the outbox, where staff could read it if it were shown.
const { app, database } = await createTestApp({ env: { PUBLIC_URL: 'https://iqra.example' } });
const staff = clientOf(app, await loginDemoAdmin(app));

describe('mail that carries a secret is kept from staff', () => {
  it('no back-office answer holds a reset or confirmation link; their ids are 404', async () => {
    const learner = await registerLearner(app);
    const reader = `reader.${Date.now()}@example.com`;
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: learner.user.email },
        })
      ).statusCode,
    ).toBe(202);
    expect(
      (await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: reader } }))
        .statusCode,
    ).toBe(202);
    const secretRows = await database.db
      .select()
      .from(outbox)
      .where(inArray(outbox.to, [learner.user.email, reader]));
    const secret = secretRows.filter((row) => row.subject !== 'Welcome to Iqra Academy');
    expect(secret.map((row) => row.subject).sort()).toEqual([
      'Please confirm your subscription',
      'Reset your password',
    ]);
    expect(secret.every((row) => row.sensitive)).toBe(true);

    for (const resource of ADMIN_RESOURCES) {
      const list = await staff.get(`/api/admin/${resource}?per_page=100`);
      expect(list.statusCode, resource).toBe(200);
      expect(list.body, resource).not.toMatch(/token=|reset-password|newsletter\/confirm/);
    }
    for (const address of [learner.user.email, reader]) {
      const found = await staff.get(`/api/admin/outbox?q=${encodeURIComponent(address)}`);
      const subjects = (found.json() as { data: { subject: string }[] }).data.map(
        (row) => row.subject,
      );
      expect(subjects).not.toContain('Reset your password');
      expect(subjects).not.toContain('Please confirm your subscription');
    }
    for (const row of secret) {
      expect((await staff.get(`/api/admin/outbox/${row.id}`)).statusCode).toBe(404);
      expect((await staff.send('POST', `/api/admin/outbox/${row.id}/retry`)).statusCode).toBe(404);
    }
  });

  it('still shows staff the mail that carries no secret', async () => {
    const learner = await registerLearner(app);
    const [welcome] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, learner.user.email));
    const shown = await staff.get(`/api/admin/outbox/${welcome!.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      subject: 'Welcome to Iqra Academy',
      text: expect.stringContaining('Assalamu alaikum Yusuf'),
    });
  });
});
