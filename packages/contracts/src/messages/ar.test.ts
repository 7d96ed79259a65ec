import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../index.ts';
import { AR_MESSAGES } from './ar.ts';
import { isTemplate, loadTranslator, messageTranslator } from './translate.ts';

// Every message a contract schema gives has its Arabic (decision 041): each schema is driven
// with bad input, field by field, and each issue's message must translate. The sentences the
// API's services write are checked from the source by scripts/api-messages.test.ts.

/** Values no field takes, one of each kind, tried on every field of every schema. */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'not valid',
  'x'.repeat(6000),
  '\u0000',
  -5,
  0,
  1.5,
  10 ** 12,
  true,
  [],
  ['x'],
  [{}],
  Array.from({ length: 2000 }, (_, index) => index),
  {},
];

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = (
    schema as {
      def?: {
        type?: string;
        shape?: Record<string, z.ZodType>;
        innerType?: z.ZodType;
        in?: z.ZodType;
        schema?: z.ZodType;
      };
    }
  ).def;
  if (!def) return undefined;
  if (def.type === 'object' && def.shape) return def.shape;
  const inner = def.innerType ?? def.in ?? def.schema;
  return inner ? shapeOf(inner) : undefined;
}

/**
 * Every message the schemas give for bad input: each schema parsed with nothing, and with each
 * bad value in every field at once.
 */
function messagesOfSchemas(schemas: Record<string, unknown>): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, value] of Object.entries(schemas)) {
    if (!(value instanceof z.ZodType)) continue;
    const inputs: unknown[] = [...BAD_VALUES];
    const shape = shapeOf(value);
    if (shape) {
      for (const bad of BAD_VALUES) {
        inputs.push(Object.fromEntries(Object.keys(shape).map((key) => [key, bad])));
      }
    }
    for (const input of inputs) {
      let result;
      try {
        result = value.safeParse(input);
      } catch {
        continue;
      }
      if (result.success) continue;
      for (const issue of result.error.issues) {
        if (issue.code === 'unrecognized_keys') continue;
        if (!found.has(issue.message)) found.set(issue.message, name);
      }
    }
  }
  return found;
}

const toArabic = messageTranslator(AR_MESSAGES);
const ARABIC = /[\u0600-\u06FF]/;
/** A template's labels and numbers: the Arabic says each; a name (or zod's detail) it may leave out. */
const placeholders = (text: string, kinds = 'label|n') =>
  [...text.matchAll(new RegExp(`\\{((?:${kinds})\\d*)(?::[a-z]+)?\\}`, 'g'))]
    .map((match) => match[1])
    .sort();

describe('the Arabic of the contracts’ messages', () => {
  it('has Arabic for every message a schema gives for bad input', () => {
    const found = messagesOfSchemas(contracts);
    expect(found.size).toBeGreaterThan(300);
    const missing = [...found].filter(([message]) => toArabic(message) === undefined);
    expect(
      missing.map(([message, schema]) => `${schema}: ${message}`),
      'add these to packages/contracts/src/messages/ar.ts',
    ).toEqual([]);
    for (const message of found.keys()) expect(toArabic(message)).toMatch(ARABIC);
  });

  it('says every message and label in Arabic, with the placeholders of its English', () => {
    for (const [english, arabic] of Object.entries(AR_MESSAGES.messages)) {
      expect(arabic, english).toMatch(ARABIC);
      if (isTemplate(english)) {
        expect(placeholders(arabic), english).toEqual(placeholders(english));
        for (const name of placeholders(arabic, 'name')) {
          expect(placeholders(english, 'name'), english).toContain(name);
        }
      }
      for (const [, noun] of arabic.matchAll(/\{n\d*:([a-z]+)\}/g)) {
        expect(AR_MESSAGES.plurals?.[noun!], `${english}: ${noun}`).toBeDefined();
      }
    }
    for (const [english, arabic] of Object.entries(AR_MESSAGES.labels)) {
      expect(arabic, english).toMatch(ARABIC);
    }
  });

  it('fills a template with the label in Arabic and the number in the form it takes', () => {
    expect(toArabic('The email field is required.')).toBe('حقل البريد الإلكتروني مطلوب.');
    expect(toArabic('The password field must be at least 8 characters.')).toBe(
      'يجب ألا يقل طول حقل كلمة المرور عن 8 أحرف.',
    );
    expect(toArabic('The name field must not be greater than 255 characters.')).toBe(
      'يجب ألا يزيد طول حقل الاسم على 255 حرفًا.',
    );
    expect(toArabic('The name field must not be greater than 100 characters.')).toBe(
      'يجب ألا يزيد طول حقل الاسم على 100 حرف.',
    );
    expect(toArabic('The age field must be at least 3.')).toBe('يجب ألا يقل حقل العمر عن 3.');
    expect(toArabic('A child has at most 2 parents: unlink one first, or move the child.')).toBe(
      'للطفل وليّا أمر على الأكثر: افصل أحدهما أولًا، أو انقل الطفل.',
    );
    expect(toArabic('You are already Zayd’s guardian.')).toBe('أنت وليّ أمر Zayd بالفعل.');
    // A field the input guard names that has no label of its own is named as sent.
    expect(toArabic('The first name field contains characters that are not allowed.')).toBe(
      'يحتوي حقل الاسم الأول على رموز غير مسموح بها.',
    );
    expect(toArabic('The entries.0.note field contains characters that are not allowed.')).toBe(
      'يحتوي الحقل «entries.0.note» على رموز غير مسموح بها.',
    );
  });

  it('has nothing to say for a message, or a label, it does not know: the English stays', () => {
    expect(toArabic('Something nobody wrote.')).toBeUndefined();
    // zod's own words for a rule without ours are still said in Arabic, in general words.
    const defaults: [z.ZodType, unknown][] = [
      [z.email(), 'xyz'],
      [z.uuid(), 'xyz'],
      [z.string().max(2), 'xyz'],
      [z.number().multipleOf(5), 7],
      [z.strictObject({}), { extra: 1 }],
    ];
    for (const [schema, input] of defaults) {
      const message = schema.safeParse(input).error?.issues[0]?.message ?? '';
      expect(toArabic(message), message).toMatch(ARABIC);
    }
    expect(toArabic('The favourite colour field is required.')).toBeUndefined();
  });

  it('keeps the Arabic out of the contracts’ entry, which every page loads', () => {
    expect(Object.keys(contracts)).not.toContain('AR_MESSAGES');
    expect(JSON.stringify(Object.keys(contracts))).not.toMatch(ARABIC);
  });
});

describe('a translator loaded for a page’s language', () => {
  it('says English as it is, and Arabic from the table, keeping what it has no words for', async () => {
    const english = await loadTranslator('en');
    const arabic = await loadTranslator('ar');
    expect(english('The email field is required.')).toBe('The email field is required.');
    expect(arabic('The email field is required.')).toBe('حقل البريد الإلكتروني مطلوب.');
    expect(arabic('Something nobody wrote.')).toBe('Something nobody wrote.');
  });
});
