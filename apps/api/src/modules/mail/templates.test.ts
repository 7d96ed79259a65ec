import { describe, expect, it } from 'vitest';
import { formatInZone } from '../../lib/zoned-time.ts';
import { MAIL_SAMPLES, STAFF_KINDS } from './mail-samples.ts';
import { whenFor } from './reader.ts';
import { mailTemplates, type EnglishMails, type MailContent } from './templates.ts';

// Every kind of mail has its Arabic: a kind without it (still English, or left out) fails here.

const templates = mailTemplates('https://iqra.example');
const ARABIC = /[\u0600-\u06ff]/;

const compose = (mails: EnglishMails, kind: keyof typeof MAIL_SAMPLES): MailContent =>
  (mails[kind] as (...input: unknown[]) => MailContent)(...MAIL_SAMPLES[kind]);

describe('every mail kind in Arabic', () => {
  const kinds = Object.keys(MAIL_SAMPLES) as (keyof typeof MAIL_SAMPLES)[];

  it.each(kinds.filter((kind) => !STAFF_KINDS.includes(kind)))('%s', (kind) => {
    const mail = compose(templates.in('ar'), kind);
    expect(mail.subject).toMatch(ARABIC);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.language).toBe('ar');
    // The text part in Arabic too, and no English sentence left in it.
    expect(mail.text).toMatch(ARABIC);
    expect(mail.text).not.toMatch(/Assalamu|Iqra Academy —|Open this link/);
    // Every link of the site goes to an Arabic page; the API's and other sites' stay.
    const links = [...mail.html.matchAll(/href="(https:\/\/iqra\.example[^"]*)"/g)].map(
      ([, url]) => url ?? '',
    );
    for (const link of links) {
      expect(link).toMatch(/^https:\/\/iqra\.example\/(ar\/|api\/)/);
    }
  });

  it('keeps the staff mails in English', () => {
    for (const kind of STAFF_KINDS) {
      expect(compose(templates.in('ar'), kind)).toEqual(compose(templates, kind));
    }
  });

  it('writes English mails as they were, in English', () => {
    for (const kind of kinds) {
      const mail = compose(templates.in('en'), kind);
      expect(mail).toEqual(compose(templates, kind));
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.subject).not.toMatch(ARABIC);
    }
  });

  it('isolates names and prices: <bdi> in the HTML, U+2068 … U+2069 in the text', () => {
    const mail = compose(templates.in('ar'), 'paymentReceipt');
    expect(mail.html).toContain('<bdi>$40.00</bdi>');
    expect(mail.text).toContain('\u2068$40.00\u2069');
    expect(mail.text).toContain('\u2068Huda\u2069');
  });

  it('has an Arabic subject for the reset mail composed when it is sent', () => {
    expect(templates.in('ar').passwordResetSubject).toMatch(ARABIC);
  });

  it('says a time in Arabic on the reader’s clock, in Latin digits unless they chose Arabic ones', () => {
    const at = new Date('2027-03-02T19:00:00Z');
    expect(whenFor({ locale: 'en', digits: 'latn' }, at, 'Europe/London')).toBe(
      formatInZone(at, 'Europe/London'),
    );
    const latin = whenFor({ locale: 'ar', digits: 'latn' }, at, 'Asia/Amman');
    expect(latin).toContain('الثلاثاء');
    expect(latin).toContain('2 مارس 2027');
    expect(latin).toContain('22:00');
    const arabic = whenFor({ locale: 'ar', digits: 'arab' }, at, 'Asia/Amman');
    expect(arabic).toContain('٢٠٢٧');
    expect(arabic).not.toMatch(/[0-9]/);
  });
});
