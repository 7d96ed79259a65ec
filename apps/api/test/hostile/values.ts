import fc from 'fast-check';
import { z } from 'zod';

// Generated input for the hostile-input walk (hostile-input.test.ts): values valid enough to
// get past a route's first check, hostile values, raw bodies, bad multipart and URL segments.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

// Fields whose valid values the JSON Schema cannot describe (refinements, pipes).
const FIELD_EXAMPLES: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.emailAddress(),
  password: fc.constantFrom('a quiet morning by the river', 'seven lanterns over Cairo'),
  current_password: fc.constant('correct horse battery'),
  link: fc.webUrl({ withQueryParameters: true }),
  time_zone: fc.constantFrom('Africa/Cairo', 'America/New_York', 'Asia/Karachi', 'UTC'),
  phone: fc.constantFrom('+20 100 000 0000', '(555) 010-0100'),
  whatsapp: fc.constantFrom('+20 100 000 0000'),
  gender: fc.constantFrom(0, 1, 2),
  content: fc.constantFrom('<p>Hello</p>', '<h2>About</h2><p>Text</p>'),
  started_at: fc.constantFrom('2027-03-01T10:00:00.000Z', '2026-12-01T08:30:00+02:00'),
  ended_at: fc.constantFrom('2027-04-01T10:00:00.000Z', '2027-01-01T08:30:00+02:00'),
};

/** A plausible, mostly valid value for a JSON Schema (from the contract via zod). */
function validLike(schema: JsonSchema, field = ''): fc.Arbitrary<unknown> {
  const example = FIELD_EXAMPLES[field];
  if (example) return example;
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => validLike(option, field)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'date-time') return fc.constant('2027-03-14T07:00:00.000Z');
      if (schema.format === 'date') return fc.constantFrom('2027-03-01', '2026-12-31');
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 40),
      });
    }
    case 'integer': {
      const min = Math.max(schema.minimum ?? -1000, -2_147_483_648);
      const max = Math.min(schema.maximum ?? 1000, 2_147_483_647);
      // Small ids name real seeded rows, so some writes really happen.
      return fc.oneof(
        fc.integer({ min, max: Math.min(max, Math.max(min, 12)) }),
        fc.integer({ min, max }),
      );
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validLike(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, validLike(value, key)]),
      );
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  'x\ud800y',
  '\udc00',
  'tail\ud83d',
  '\ufeff\u202e\u200b',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '-1',
  '99999999999999999999',
  '1e400',
  '٣٠',
  ' ',
  '',
];

export const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
  fc.integer({ min: 1000, max: 60_000 }).map((n) => 'x'.repeat(n)),
);

const hostileNumber = fc.constantFrom(
  2_147_483_648,
  -2_147_483_649,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  -1,
  0,
  1.5,
  -0,
);

// Moderately deep here (fast-check prints failing values); far deeper as raw JSON below.
const deepNesting = fc
  .tuple(fc.integer({ min: 20, max: 200 }), fc.constantFrom('array', 'object'))
  .map(([depth, kind]) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
    return value;
  });

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
);

export const toJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A valid-looking example of the schema with one or two of its fields made hostile. */
export function corrupted(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) {
    return fc.oneof(fc.dictionary(hostileString, hostileValue, { maxKeys: 4 }), hostileValue);
  }
  const json = toJsonSchema(schema);
  const fields = Object.keys(json.properties ?? {});
  return fc
    .tuple(
      validLike(json),
      fc.subarray(fields, {
        minLength: Math.min(1, fields.length),
        maxLength: Math.min(2, fields.length),
      }),
      fc.array(hostileValue, { minLength: 2, maxLength: 2 }),
      // Now and then an extra key no contract knows.
      fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    )
    .map(([example, chosen, values, extraKey]) => {
      const body = { ...(example as Record<string, unknown>) };
      chosen.forEach((field, index) => {
        body[field] = values[index];
      });
      if (extraKey) body['__proto__\u0000'] = values[0];
      return body;
    });
}

export type Payload =
  { kind: 'json'; body: unknown } | { kind: 'raw'; payload: string | Buffer; contentType: string };

export const RAW_BODIES: [string, string][] = [
  ['{"email": "a@example.com",', 'application/json'],
  ['{"a":"\\ud800"}', 'application/json'],
  ['{"a":"\\u0000"}', 'application/json'],
  ['['.repeat(30_000), 'application/json'],
  ['null', 'application/json'],
  ['"just a string"', 'application/json'],
  ['email=a%40example.com&password=x', 'application/x-www-form-urlencoded'],
  ['hello', 'text/plain'],
  ['\u0000\u0001\u0002', 'application/octet-stream'],
  ['{"a":1}', 'application/json; charset=utf-16'],
];

function multipartBody(
  parts: { name: string; value: Buffer; filename?: string; type?: string }[],
  boundary: string,
  close = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${disposition}${type}\r\n\r\n`,
      ),
      part.value,
      Buffer.from('\r\n'),
    );
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const FILE_STARTS = [
  Buffer.from('%PDF-1.4\n%%EOF\n'),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
  Buffer.from('PK\u0003\u0004broken zip'),
  Buffer.from('<svg onload="alert(1)"></svg>'),
  Buffer.alloc(0),
];

export const badMultipart: fc.Arbitrary<Payload> = fc
  .record({
    fieldValue: hostileString,
    filename: hostileString,
    start: fc.constantFrom(...FILE_STARTS),
    close: fc.boolean(),
    extraFiles: fc.integer({ min: 0, max: 3 }),
    boundaryInHeader: fc.constantFrom('b0undary', 'other', ''),
  })
  .map(({ fieldValue, filename, start, close, extraFiles, boundaryInHeader }) => {
    const parts = [
      { name: 'email', value: Buffer.from(fieldValue) },
      { name: 'file', value: start, filename, type: 'application/pdf' },
      ...Array.from({ length: extraFiles }, (_, i) => ({
        name: `file${i}`,
        value: start,
        filename: `${i}.pdf`,
      })),
    ];
    return {
      kind: 'raw',
      payload: multipartBody(parts, 'b0undary', close),
      contentType: `multipart/form-data${boundaryInHeader ? `; boundary=${boundaryInHeader}` : ''}`,
    };
  });

/**
 * Percent-encodes any string, a lone surrogate included (as the 3 bytes an attacker's client
 * would send for it, which no UTF-8 decoder accepts), where encodeURIComponent would throw.
 */
export function percentEncode(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

export const hostileSegment = fc.oneof(
  hostileString.map((value) => percentEncode(value.slice(0, 300))),
  fc.constantFrom('%00', '%ff', '%E0%A4%A', '..%2F..%2F', '1%00', '-1', '0', '1e3', '2147483648'),
  fc.constantFrom(
    '1',
    '2',
    '999999',
    'tajweed',
    crypto.randomUUID(),
    'DEMO-000000000000000000000000',
  ),
);
