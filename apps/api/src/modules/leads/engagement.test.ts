import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscribers } from '../../db/schema.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { linkIn, startSmtpStandIn } from '../../../test/smtp-stand-in.ts';

const smtp = await startSmtpStandIn();
afterAll(() => smtp.stop());
const { app, database } = await createTestApp({
  env: {
    SMTP_URL: smtp.url,
    STAFF_EMAIL: 'staff@iqra.example',
    PUBLIC_URL: 'https://iqra.example',
  },
});
await app.ready();

const contact = {
  firstName: 'Sara',
  lastName: 'Ahmed',
  email: 'sara@example.com',
  phone_prefix: 'CA',
  phone: '416 555 0123',
  message: 'Do you have a female tutor for my 7-year-old daughter?',
  agree: true,
};

describe('POST /api/contact', () => {
  it('stores the message and tells staff', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/contact', payload: contact });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Thank you! We have received your message and will reply soon.',
    });
    const rows = await database.db.select().from(contactMessages);
    expect(rows).toMatchObject([
      { email: 'sara@example.com', phonePrefix: 'CA', message: contact.message },
    ]);
    const [mail] = await smtp.waitFor((item) => item.subject === 'Contact form: Sara Ahmed');
    expect(mail!.to).toEqual(['staff@iqra.example']);
    expect(mail!.text).toContain('female tutor');
    expect(mail!.text).toContain('CA 416 555 0123');
  });

  it('answers per field, requires the agreement, and stores nothing on a 422', async () => {
    const before = (await database.db.select().from(contactMessages)).length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, email: 'nope', phone_prefix: 'UK', agree: false, message: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['The email field must be a valid email address.'],
      phone_prefix: ['The selected phone prefix is invalid.'],
      message: ['The message field is required.'],
      agree: ['Please agree to the privacy policy.'],
    });
    expect(await database.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('escapes what visitors write in the staff mail', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        ...contact,
        firstName: '<script>x</script>',
        message: '<img src=x onerror=alert(1)>',
      },
    });
    const [mail] = await smtp.waitFor((item) => item.subject.includes('<script>x</script>'));
    expect(mail!.html).not.toContain('<img src=x');
    expect(mail!.html).not.toContain('<script>x');
  });
});

describe('newsletter', () => {
  const subscribe = (email: string) =>
    app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
  const rowsFor = (email: string) =>
    database.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email}`);

  it('double opt-in: a mail with a confirm link, then the link confirms', async () => {
    const response = await subscribe('reader@example.com');
    expect(response.statusCode).toBe(202);
    const [mail] = await smtp.waitFor((item) => item.to.includes('reader@example.com'));
    expect(mail!.subject).toBe('Please confirm your subscription');
    const confirm = linkIn(mail!, 'https://iqra.example/api/newsletter/confirm?token=');
    expect((await rowsFor('reader@example.com'))[0]?.status).toBe('pending');
    const followed = await app.inject({ url: confirm.replace('https://iqra.example', '') });
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe('/?newsletter=confirmed');
    expect((await rowsFor('reader@example.com'))[0]?.status).toBe('confirmed');

    const unsubscribe = linkIn(mail!, 'https://iqra.example/api/newsletter/unsubscribe?token=');
    const left = await app.inject({ url: unsubscribe.replace('https://iqra.example', '') });
    expect(left.headers.location).toBe('/?newsletter=unsubscribed');
    expect((await rowsFor('reader@example.com'))[0]?.status).toBe('unsubscribed');
    // The old confirmation link does not sign them up again.
    await app.inject({ url: confirm.replace('https://iqra.example', '') });
    expect((await rowsFor('reader@example.com'))[0]?.status).toBe('unsubscribed');
  });

  it('answers the same for a known, a confirmed and an unknown address, and keeps one row', async () => {
    await subscribe('twice@example.com');
    const [mail] = await smtp.waitFor((item) => item.to.includes('twice@example.com'));
    await app.inject({
      url: linkIn(mail!, 'https://iqra.example/api/newsletter/confirm?token=').replace(
        'https://iqra.example',
        '',
      ),
    });
    const known = await subscribe('TWICE@example.com');
    const unknown = await subscribe('nobody-yet@example.com');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(await rowsFor('twice@example.com')).toHaveLength(1);
    expect((await rowsFor('twice@example.com'))[0]?.status).toBe('confirmed');
  });

  it('sends an unknown or malformed token to the invalid notice', async () => {
    for (const url of [
      '/api/newsletter/confirm?token=abcdefghijklmnop',
      '/api/newsletter/unsubscribe',
      "/api/newsletter/confirm?token=' OR 1=1",
    ]) {
      const response = await app.inject({ url });
      expect(response.headers.location, url).toBe('/?newsletter=invalid');
    }
  });

  it('refuses a bad address with 422 on email', async () => {
    const response = await subscribe('not an email');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['email']);
  });

  it('keeps one row when the same address subscribes twice at once', async () => {
    await Promise.all([subscribe('race@example.com'), subscribe('race@example.com')]);
    expect(await rowsFor('race@example.com')).toHaveLength(1);
  });
});
