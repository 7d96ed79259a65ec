import { describe, expect, it } from 'vitest';
import { registerSchema, updateUserSchema } from './auth.ts';
import { hasUnstorableCharacters, integer, text, timeZone } from './fields.ts';

describe('contract fields', () => {
  it('refuses text no database could store, naming the field', () => {
    for (const bad of ['a\u0000b', 'x\ud800y', '\udc00', 'tail\ud83d']) {
      expect(hasUnstorableCharacters(bad)).toBe(true);
      expect(text('first name').safeParse(bad).error?.issues[0]?.message).toBe(
        'The first name field contains characters that are not allowed.',
      );
    }
    // A surrogate pair is one real character (an emoji), and Arabic is just text.
    for (const good of ['🕌 Masjid', 'اقرأ', 'Türkiye']) {
      expect(hasUnstorableCharacters(good)).toBe(false);
      expect(text('name').parse(good)).toBe(good);
    }
  });

  it('keeps whole numbers inside a database integer even without bounds of their own', () => {
    expect(integer('country').parse(2_147_483_647)).toBe(2_147_483_647);
    expect(integer('country').safeParse(2_147_483_648).error?.issues[0]?.message).toBe(
      'The country field must not be greater than 2147483647.',
    );
    expect(integer('country').safeParse('-2147483649').success).toBe(false);
  });

  it('reads whole numbers typed into forms', () => {
    expect(integer('age').parse('42')).toBe(42);
    expect(integer('age').safeParse('4.2').success).toBe(false);
    expect(integer('age').safeParse('').error?.issues[0]?.message).toBe(
      'The age field is required.',
    );
  });

  it('normalises e-mail addresses', () => {
    const parsed = updateUserSchema.parse({
      firstName: 'A',
      lastName: 'B',
      gender: 0,
      phone: '+1 555 0100',
      email: '  Someone@Example.COM ',
    });
    expect(parsed.email).toBe('someone@example.com');
    expect(parsed.password).toBeUndefined();
  });

  it('treats an empty password on update as "keep the current one"', () => {
    const parsed = updateUserSchema.parse({
      firstName: 'A',
      lastName: 'B',
      gender: '1',
      phone: '+1 555 0100',
      email: 'a@example.com',
      password: '',
    });
    expect(parsed.password).toBeUndefined();
    expect(parsed.gender).toBe(1);
  });

  it('gives one message per failing field, in the words the screens show', () => {
    const result = registerSchema.safeParse({ age: 150 });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages.age).toBe('The age field must not be greater than 100.');
    expect(messages.email).toBe('The email field is required.');
  });

  it('takes IANA time zones in their canonical spelling and refuses anything else', () => {
    expect(timeZone().parse('Africa/Cairo')).toBe('Africa/Cairo');
    expect(timeZone().parse(' africa/cairo ')).toBe('Africa/Cairo');
    expect(timeZone().parse('US/Eastern')).toBe('America/New_York');
    expect(timeZone().parse('UTC')).toBe('UTC');
    for (const bad of ['Mars/Olympus', '+05:00', 'GMT+5:00', '../etc/passwd', 'x'.repeat(65)]) {
      expect(timeZone().safeParse(bad).error?.issues[0]?.message, bad).toMatch(
        /^The time zone field must (be a valid time zone|not be greater than 64 characters)\.$/,
      );
    }
    expect(timeZone().safeParse(undefined).error?.issues[0]?.message).toBe(
      'The time zone field is required.',
    );
  });
});
