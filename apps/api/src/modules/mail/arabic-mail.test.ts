import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tutorClassSchema } from '@iqra/contracts';
import { users } from '../../db/schema.ts';
import { buyTajweedMonth, childWithPlan as schoolPlan } from '../../../test/family-plans.ts';
import { addChild } from '../../../test/families.ts';
import { bearer, clientOf, registerLearner, updateAccount } from '../../../test/helpers.ts';
import { runAt } from '../../../test/reminders.ts';
import type { ReceivedMail } from '../../../test/smtp-stand-in.ts';
import { DAY, HOUR, schoolUnderClock } from '../../../test/teaching.ts';

// Mails in the recipient's language, as the SMTP server receives them: an account that reads
// Arabic gets Arabic mails (right to left, Arabic subject and text, links to the Arabic pages,
// Content-Language: ar); a visitor without one gets the language of the page they asked from.
const { smtp, clock, app, world } = await schoolUnderClock('2027-01-04T00:00:00Z');
const SITE = 'https://school.example';
const ARABIC = /[\u0600-\u06ff]/;
const at = (ms: number) => new Date(ms).toISOString();

const readsArabic = (email: string) =>
  app.db
    .update(users)
    .set({ language: 'ar' })
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);

function expectArabic(mail: ReceivedMail | undefined) {
  expect(mail).toBeDefined();
  expect(mail!.subject).toMatch(ARABIC);
  expect(mail!.headers['content-language']).toBe('ar');
  expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
  expect(mail!.html).toContain('direction:rtl;text-align:right');
  expect(mail!.text).toMatch(ARABIC);
  expect(mail!.text).not.toContain('Assalamu alaikum');
  expect(mail!.html).toContain(`${SITE}/ar/`);
}

function expectEnglish(mail: ReceivedMail | undefined) {
  expect(mail).toBeDefined();
  expect(mail!.subject).not.toMatch(ARABIC);
  expect(mail!.headers['content-language']).toBe('en');
  expect(mail!.html).toContain('<html lang="en">');
  expect(mail!.text).toContain('Assalamu alaikum');
  expect(mail!.html).not.toContain(`${SITE}/ar/`);
}

const toAddress = (address: string, subject: RegExp) => (mail: ReceivedMail) =>
  mail.to.includes(address) && subject.test(mail.subject);

/** A course's name as the catalogue gives it in `language` (the plans' is the first course). */
const courseNamed = async (slug: string | null, language: 'en' | 'ar') => {
  const courses = (
    await app.inject({ url: '/api/products', headers: { 'accept-language': language } })
  ).json().data as { slug: string; name: string }[];
  return (slug === null ? courses[0] : courses.find((course) => course.slug === slug))!.name;
};

const childWithPlan = (arabic: boolean) =>
  schoolPlan(app, world, arabic ? (parent) => readsArabic(parent.user.email) : undefined);

describe('mail about classes, in the recipient’s language', () => {
  it('writes a parent who reads Arabic the plan, a class moved, its reminder and the plan’s end in Arabic', async () => {
    const { parent, tutor, classes, subscriptionId } = await childWithPlan(true);
    const email = parent.user.email;

    const [booked] = await smtp.waitFor(toAddress(email, /^تم حجز حصص/));
    expectArabic(booked);
    expect(booked!.subject).toContain('\u2068Hana\u2069');
    expect(booked!.html).toContain('<bdi>Hana</bdi>');
    // The course by the Arabic name staff gave it.
    const course = await courseNamed(null, 'ar');
    expect(course).toMatch(ARABIC);
    expect(booked!.subject).toContain(`\u2068${course}\u2069`);
    expect(booked!.text).toContain('أيام الاثنين الساعة 16:00');
    // The first class on the parent's clock, in Arabic words and Latin digits.
    expect(booked!.text).toMatch(/الحصة الأولى: .*الثلاثاء.* 5 يناير 2027/);
    expect(booked!.text).toContain(`${SITE}/ar/family?child=`);
    // The calendar file is the same in both languages.
    expect(booked!.calendars).toHaveLength(1);
    // The tutor reads English: theirs is unchanged.
    expectEnglish((await smtp.waitFor(toAddress(tutor.profile.email, /classes are booked$/)))[0]);

    const first = classes[0]!;
    const moved = await world.admin.send('POST', `/api/admin/classes/${first.id}/move`, {
      starts_at: new Date(Date.parse(first.starts_at) + HOUR).toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(204);
    const [change] = await smtp.waitFor(toAddress(email, /^تغيّر موعد حصة/));
    expectArabic(change);
    expect(change!.text).toContain('غيّر \u2068أكاديمية اقرأ\u2069 موعد حصة \u2068Hana\u2069');
    expect(change!.subject).toContain(`\u2068${course}\u2069`);

    const start = Date.parse(classes[1]!.starts_at);
    await runAt(clock, at(start - DAY), app);
    const [reminder] = await smtp.waitFor(toAddress(email, /^بعد 24 ساعة/));
    expectArabic(reminder);
    expect(reminder!.text).toContain(`${SITE}/ar/unsubscribe?token=`);
    expect(reminder!.text).toContain(`\u2068${course}\u2069`);
    // The one-click unsubscribe is the API's, in either language.
    expect(reminder!.headers['list-unsubscribe']).toContain(`${SITE}/api/unsubscribe/`);

    const ends = Date.parse('2027-02-04T00:00:00Z');
    const changed = await world.admin.send('PATCH', `/api/admin/subscriptions/${subscriptionId}`, {
      ended_at: at(ends),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await runAt(clock, at(ends - 3 * DAY + HOUR), app);
    const [renewal] = await smtp.waitFor(toAddress(email, /تنتهي بعد 3 أيام$/));
    expectArabic(renewal);
    expect(renewal!.text).toMatch(/\/ar\/courses\/[\w-]+\/checkout\?plan=/);
    expect(renewal!.subject).toContain(`\u2068${course}\u2069`);
  });

  it('keeps a parent who reads English in English, character for character as before', async () => {
    const { parent } = await childWithPlan(false);
    const [booked] = await smtp.waitFor(toAddress(parent.user.email, /classes are booked$/));
    expectEnglish(booked);
    expect(booked!.subject).toBe(`Hana's ${await courseNamed(null, 'en')} classes are booked`);
  });
});

describe('mail about an account, a payment or an invitation, in its reader’s language', () => {
  it('sends a reset link in Arabic to an account that reads Arabic, to the Arabic page', async () => {
    const learner = await registerLearner(app, { firstName: 'Zayd' });
    await readsArabic(learner.user.email);
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: learner.user.email },
    });
    const [reset] = await smtp.waitFor(toAddress(learner.user.email, /^إعادة تعيين/));
    expectArabic(reset);
    expect(reset!.text).toContain(`${SITE}/ar/reset-password?token=`);
  });

  it('sends a receipt in Arabic, its price isolated', async () => {
    const learner = await registerLearner(app, { firstName: 'Huda' });
    await readsArabic(learner.user.email);
    await buyTajweedMonth(app, learner.token);
    const [receipt] = await smtp.waitFor(toAddress(learner.user.email, /^إيصالك/));
    expectArabic(receipt);
    expect(receipt!.html).toContain('<bdi>$39.00</bdi>');
    // What was bought, in Arabic: the course's and the plan's Arabic names, for a month.
    expect(receipt!.text).toContain(`\u2068${await courseNamed('tajweed', 'ar')}\u2069 — `);
    expect(receipt!.text).toContain('لمدة شهر');
    expect(receipt!.text).toContain('المبلغ المدفوع: \u2068$39.00\u2069');
  });

  it('sends a learner who chose no language the receipt in that of the page they paid from', async () => {
    const arabicPage = await registerLearner(app, { firstName: 'Zaid' });
    await buyTajweedMonth(app, arabicPage.token, 'ar');
    expectArabic((await smtp.waitFor(toAddress(arabicPage.user.email, /^إيصالك/)))[0]);
    const englishPage = await registerLearner(app, { firstName: 'Zaid' });
    await buyTajweedMonth(app, englishPage.token, 'en');
    expectEnglish((await smtp.waitFor(toAddress(englishPage.user.email, /receipt/i)))[0]);
  });

  it('invites an address with no account in the language of the page the parent invited from', async () => {
    const parent = await registerLearner(app, { firstName: 'Khadija' });
    const invite = (email: string, language: string) =>
      app.inject({
        method: 'POST',
        url: '/api/family/invitations',
        headers: { ...bearer(parent.token), 'accept-language': language },
        payload: { email, consent: true },
      });
    expect((await invite('new.teen@example.com', 'ar')).statusCode).toBe(201);
    expect((await invite('other.teen@example.com', 'en-GB')).statusCode).toBe(201);
    const [arabic] = await smtp.waitFor(toAddress('new.teen@example.com', /^يدعوك/));
    expectArabic(arabic);
    expect(arabic!.text).toContain(`${SITE}/ar/family/join?token=`);
    expect(arabic!.html).toContain('<bdi>Khadija');
    const [english] = await smtp.waitFor(toAddress('other.teen@example.com', /invites you/));
    expectEnglish(english);
  });

  it('writes an invitation to an account that reads Arabic in Arabic, whatever the page', async () => {
    const parent = await registerLearner(app, { firstName: 'Yusuf' });
    const teen = await registerLearner(app, { firstName: 'Bilal' });
    await readsArabic(teen.user.email);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/family/invitations',
      headers: { ...bearer(parent.token), 'accept-language': 'en' },
      payload: { email: teen.user.email, consent: true },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expectArabic((await smtp.waitFor(toAddress(teen.user.email, /^يدعوك/)))[0]);
    // Nothing here reads the column but the mails.
    const [row] = await app.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, teen.user.id));
    expect(row?.language).toBe('ar');
  });

  it('sends a child their own sign-in in the language of the page their parent sent it from', async () => {
    const parent = await registerLearner(app, { firstName: 'Sumayya' });
    const asParent = clientOf(app, parent.token);
    const child = await addChild(asParent, { firstName: 'Musa', birth_year: 2010 });
    const sent = await app.inject({
      method: 'POST',
      url: `/api/family/children/${child.id}/sign-in`,
      headers: { ...bearer(parent.token), 'accept-language': 'ar' },
      payload: { email: 'musa.own@example.com' },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const [mail] = await smtp.waitFor(toAddress('musa.own@example.com', ARABIC));
    expectArabic(mail);
    expect(mail!.text).toContain(`${SITE}/ar/reset-password?token=`);
    expect(mail!.html).toContain('<bdi>Musa</bdi>');
  });

  it('tells an account that reads Arabic of its changed password in Arabic, the time in Arabic', async () => {
    const learner = await registerLearner(app, { firstName: 'Idris' });
    await readsArabic(learner.user.email);
    const response = await updateAccount(app, learner, {
      password: 'saffron kettle under moonlight',
      current_password: learner.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await smtp.waitFor(toAddress(learner.user.email, /^تغيّرت كلمة مرورك$/));
    expectArabic(mail);
    expect(mail!.text).toMatch(/الموعد: .+ \d{4} .+ \d{2}:\d{2} UTC/);
    expect(mail!.text).toContain(`${SITE}/ar/forgot-password`);
  });
});

describe('mail staff send to someone who has chosen no language, in the language of their page', () => {
  it('invites a new tutor in the language of the back-office page staff created them from', async () => {
    const createTutor = (email: string, language: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/tutors',
        headers: { ...world.admin.headers, 'accept-language': language },
        payload: {
          firstName: 'Amina',
          lastName: 'Saleh',
          email,
          phone: '+20 100 555 0101',
          gender: 2,
          time_zone: 'Africa/Cairo',
          languages: ['Arabic', 'English'],
          bio: 'Teaches the Noorani Qaida.',
          meeting_link: 'https://meet.jit.si/iqra-amina',
        },
      });
    expect((await createTutor('amina.ar@example.com', 'ar')).statusCode).toBe(201);
    expect((await createTutor('amina.en@example.com', 'en')).statusCode).toBe(201);
    const [arabic] = await smtp.waitFor(
      toAddress('amina.ar@example.com', /^ندعوك للتدريس في أكاديمية اقرأ$/),
    );
    expectArabic(arabic);
    expect(arabic!.text).toContain('السلام عليكم \u2068Amina\u2069،');
    expect(arabic!.text).toMatch(new RegExp(`${SITE}/ar/reset-password\\?token=\\S+&welcome=1`));
    // The tutor has chosen no language yet: the page's is not theirs.
    const [row] = await app.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, 'amina.ar@example.com'));
    expect(row?.language).toBeNull();
    const [english] = await smtp.waitFor(
      toAddress('amina.en@example.com', /^You are invited to teach at Iqra Academy$/),
    );
    expectEnglish(english);
    expect(english!.text).toContain('Assalamu alaikum Amina,');
    expect(english!.text).toMatch(
      new RegExp(`Choose my password: ${SITE}/reset-password\\?token=\\S+&welcome=1`),
    );
  });
});

describe('mail to a visitor, in the language of the page they asked from', () => {
  it('books a family’s free trial in the language of the page they asked from, whatever staff’s page', async () => {
    const ask = (email: string, language: string) =>
      app.inject({
        method: 'POST',
        url: '/api/request-demo',
        headers: { 'accept-language': language },
        payload: { email, time_zone: 'Africa/Cairo' },
      });
    expect((await ask('trial.ar@example.com', 'ar')).statusCode).toBe(201);
    expect((await ask('trial.en@example.com', 'en-GB')).statusCode).toBe(201);
    const tutor = await world.tutor();
    const book = async (email: string, startsAt: string, staffLanguage: string) => {
      const listed = (await world.admin.get(`/api/admin/demo-requests?q=${email}`)).json().data;
      const booked = await app.inject({
        method: 'POST',
        url: `/api/admin/demo-requests/${listed[0].id}/trial`,
        headers: { ...world.admin.headers, 'accept-language': staffLanguage },
        payload: { tutor_id: tutor.profile.id, starts_at: startsAt },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      return tutorClassSchema.parse(booked.json().data);
    };
    const trial = await book('trial.ar@example.com', '2027-01-06T10:00:00Z', 'en');
    await book('trial.en@example.com', '2027-01-06T12:00:00Z', 'ar');

    const [arabic] = await smtp.waitFor(
      toAddress('trial.ar@example.com', /^تم حجز حصتك التجريبية المجانية$/),
    );
    expectArabic(arabic);
    expect(arabic!.text).toContain('السلام عليكم،');
    // On the family's clock (Cairo), in Arabic words and Latin digits; the link isolated.
    expect(arabic!.text).toMatch(/الموعد: .*الأربعاء.* 6 يناير 2027.* 12:00/);
    expect(arabic!.text).toContain(`رابط الحصة: \u2068${tutor.profile.meeting_link}\u2069`);
    // The family's later mails about it follow the same language.
    const moved = await world.admin.send('POST', `/api/admin/classes/${trial.id}/move`, {
      starts_at: '2027-01-06T11:00:00Z',
    });
    expect(moved.statusCode, moved.body).toBe(204);
    const [trialMoved] = await smtp.waitFor(toAddress('trial.ar@example.com', /^تغيّر موعد حصة/));
    expectArabic(trialMoved);
    expect(trialMoved!.subject).toContain('حصة تجريبية مجانية');

    const [english] = await smtp.waitFor(
      toAddress('trial.en@example.com', /^Your free trial class is booked$/),
    );
    expectEnglish(english);
    expect(english!.text).toMatch(/When: Wednesday, 6 January 2027 at 14:00 EET/);
    expect(english!.text).toContain(`Class link: ${tutor.profile.meeting_link}`);
  });

  it('welcomes a new account in the language of the page it signed up on, keeping no language for it', async () => {
    const arabic = await registerLearner(app, { firstName: 'Maryam' }, { 'accept-language': 'ar' });
    const english = await registerLearner(
      app,
      { firstName: 'Adam' },
      { 'accept-language': 'en-GB' },
    );
    const [welcome] = await smtp.waitFor(
      toAddress(arabic.user.email, /^مرحبًا بك في أكاديمية اقرأ$/),
    );
    expectArabic(welcome);
    expect(welcome!.text).toContain('السلام عليكم \u2068Maryam\u2069،');
    expect(welcome!.text).toContain(`${SITE}/ar/courses`);
    // The page's language is not a choice: the account has none until its owner makes one.
    const [row] = await app.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, arabic.user.id));
    expect(row?.language).toBeNull();
    const [mail] = await smtp.waitFor(toAddress(english.user.email, /^Welcome to Iqra Academy$/));
    expectEnglish(mail);
    expect(mail!.text).toContain('Assalamu alaikum Adam,');
    expect(mail!.text).toContain(`Choose a course: ${SITE}/courses\n`);
  });

  it('confirms a demo request and a newsletter subscription in the language of the page', async () => {
    const ask = (url: string, email: string, language: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'accept-language': language },
        payload: { email },
      });
    expect((await ask('/api/request-demo', 'demo.ar@example.com', 'ar-EG')).statusCode).toBe(201);
    expect((await ask('/api/newsletter', 'news.ar@example.com', 'ar')).statusCode).toBe(202);
    expect((await ask('/api/request-demo', 'demo.en@example.com', 'en')).statusCode).toBe(201);
    const [demo] = await smtp.waitFor(toAddress('demo.ar@example.com', ARABIC));
    expectArabic(demo);
    expect(demo!.text).toContain(`${SITE}/ar/courses`);
    const [news] = await smtp.waitFor(toAddress('news.ar@example.com', ARABIC));
    expect(news!.headers['content-language']).toBe('ar');
    expect(news!.html).toContain('<html lang="ar" dir="rtl">');
    // Its links are the API's, the same in both languages.
    expect(news!.text).toContain(`${SITE}/api/newsletter/confirm?token=`);
    const [english] = await smtp.waitFor(toAddress('demo.en@example.com', /demo class/));
    expectEnglish(english);
    expect(english!.subject).toBe('Your free demo class request');
  });
});
