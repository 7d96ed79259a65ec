import { afterAll, describe, expect, it } from 'vitest';
import { adminListOf, adminTutorSchema, EMAIL_TAKEN } from '@iqra/contracts';
import { clientOf, createTestApp, fieldErrors, loginDemoAdmin } from '../../../test/helpers.ts';
import { linkIn, startSmtpStandIn } from '../../../test/smtp-stand-in.ts';

const smtp = await startSmtpStandIn();
afterAll(() => smtp.stop());
const { app } = await createTestApp({
  env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://iqra.example' },
});
const { get, send } = clientOf(app, await loginDemoAdmin(app));

const profile = {
  firstName: 'Aisha',
  lastName: 'Mahmoud',
  email: 'aisha.mahmoud@example.com',
  phone: '+20 100 555 0101',
  gender: 2,
  time_zone: 'africa/cairo',
  languages: ['Arabic', 'English'],
  bio: 'Hafidha; teaches Quran memorisation to girls.',
  meeting_link: 'https://meet.google.com/abc-defg-hij',
};

describe('tutors in the back office', () => {
  it('creates a tutor who chooses a password from the invitation and signs in as a tutor', async () => {
    const created = await send('POST', '/api/admin/tutors', profile);
    expect(created.statusCode, created.body).toBe(201);
    const tutor = adminTutorSchema.parse(created.json().data);
    expect(tutor).toMatchObject({
      email: profile.email,
      time_zone: 'Africa/Cairo',
      active: true,
      invitation_pending: true,
    });

    const [mail] = await smtp.waitFor(
      (item) => item.to.includes(profile.email) && item.subject.includes('invited to teach'),
    );
    const link = new URL(linkIn(mail!, 'https://iqra.example/reset-password?token='));
    expect(link.searchParams.get('welcome')).toBe('1');
    const password = 'a long tutor passphrase';
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link.searchParams.get('token'), password },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: profile.email, password },
    });
    expect(login.json().user).toMatchObject({ role: 'tutor', time_zone: 'Africa/Cairo' });
    // The link worked once.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link.searchParams.get('token'), password: 'another long passphrase' },
    });
    expect(again.statusCode).toBe(422);

    const listed = adminListOf(adminTutorSchema).parse(
      (await get('/api/admin/tutors?gender=2&active=true')).json(),
    );
    expect(listed.data.find((row) => row.id === tutor.id)?.invitation_pending).toBe(false);
    expect(listed.data.every((row) => row.gender === 2)).toBe(true);
  });

  it('edits a profile and lets a tutor go without losing their classes', async () => {
    const created = (
      await send('POST', '/api/admin/tutors', { ...profile, email: 'omar.tutor@example.com' })
    ).json().data;
    const edited = await send('PATCH', `/api/admin/tutors/${created.id}`, {
      bio: 'Teaches Tajweed to adults.',
      avatar: '/images/default-avatar.png',
      time_zone: 'Asia/Riyadh',
      active: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      bio: 'Teaches Tajweed to adults.',
      avatar: '/images/default-avatar.png',
      time_zone: 'Asia/Riyadh',
      active: false,
    });
    const audit = (await get(`/api/admin/audit-log?entity=tutors`)).json().data;
    expect(audit.map((row: { action: string }) => row.action)).toEqual(
      expect.arrayContaining(['create', 'update']),
    );
  });

  it('answers 422 per field for a profile it cannot keep', async () => {
    const errors = fieldErrors(
      await send('POST', '/api/admin/tutors', {
        ...profile,
        email: 'student@example.com',
        time_zone: 'Mars/Olympus',
        meeting_link: 'http://zoom.example/abc',
        languages: 'Arabic',
      }),
    );
    expect(errors).toEqual({
      time_zone: ['The time zone field must be a valid time zone.'],
      languages: ['The languages field must be a list.'],
      meeting_link: ['The meeting link must start with https://.'],
    });
    const taken = await send('POST', '/api/admin/tutors', {
      ...profile,
      email: 'student@example.com',
    });
    expect(fieldErrors(taken)).toEqual({ email: [EMAIL_TAKEN] });
  });
});
