import { describe, expect, it } from 'vitest';
import { registerSchema, updateUserSchema } from './auth.ts';
import { integer } from './fields.ts';

describe('contract fields', () => {
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
});
