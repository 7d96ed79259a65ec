import { afterAll, describe, expect, it } from 'vitest';
import { familySchema, myClassesResponseSchema, one } from '@iqra/contracts';
import { DEMO_PARENT } from '../../db/seed/index.ts';
import { clientOf, createTestApp } from '../../../test/helpers.ts';
import { startSmtpStandIn } from '../../../test/smtp-stand-in.ts';

// The demo family as `npm start` serves it: seeded and read on the same (real) clock, so the
// children's ages are the ones the seed gave them.
const smtp = await startSmtpStandIn();
afterAll(() => smtp.stop());
const { app } = await createTestApp({ env: { SMTP_URL: smtp.url } });

describe('the demo family', () => {
  it('is a parent with Zayd (10) learning Hifz with the demo tutor, notes recorded, and Hana (7) on the Qaida', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: DEMO_PARENT,
    });
    expect(login.statusCode, login.body).toBe(200);
    const parent = clientOf(app, login.json().token as string);
    const family = one(familySchema).parse((await parent.get('/api/family')).json()).data;
    expect(family.children.map(({ firstName, age }) => [firstName, age])).toEqual([
      ['Zayd', 10],
      ['Hana', 7],
    ]);
    const [zayd, hana] = family.children;
    const past = myClassesResponseSchema.parse(
      (await parent.get(`/api/family/children/${zayd!.id}/classes?period=past`)).json(),
    );
    expect(past.classes.length).toBeGreaterThan(0);
    for (const item of past.classes) {
      expect(item.tutor?.name).toBe('Yusuf Abdelrahman');
      expect(item.note).not.toBe('');
    }
    const upcoming = myClassesResponseSchema.parse(
      (await parent.get(`/api/family/children/${hana!.id}/classes`)).json(),
    );
    expect(upcoming.classes[0]).toMatchObject({ course: 'Noorani Qaida' });
    expect(upcoming.classes[0]?.tutor?.name).toBe('Maryam Hassan');
  });

  it('has last week’s digest in the outbox, sent to the parent with both children’s weeks', async () => {
    const [digest] = await smtp.waitFor(
      (mail) => mail.to.includes(DEMO_PARENT.email) && mail.subject.endsWith('the week at Iqra'),
    );
    expect(digest!.subject).toBe('Zayd and Hana: the week at Iqra');
    expect(digest!.text).toContain('Assalamu alaikum Khadija,');
    expect(digest!.text).toContain('Times are on your clock (America/Toronto).');
    expect(digest!.text).toMatch(/ZAYD: THIS WEEK\n\n\d classes?: \d attended\./);
    expect(digest!.text).toContain('with Yusuf Abdelrahman: Present');
    expect(digest!.text).toContain('Tutor’s note: ');
    expect(digest!.text).toContain('HANA: NEXT WEEK');
  });
});
