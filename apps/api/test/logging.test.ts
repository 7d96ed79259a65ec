import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { serializeError } from '../src/lib/logging.ts';
import { createTestApp, someCountryId } from './helpers.ts';

// The app's real log output, as an operator would read it: one JSON object per line.
const written: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    written.push(chunk.toString());
    done();
  },
});
const logText = () => written.join('');
const logEntries = () =>
  logText()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const { app, database } = await createTestApp({ logger: { level: 'info', stream } });

const SECRETS = {
  email: 'amina.secret@example.com',
  password: 'my very secret passphrase',
  phone: '+44 7700 900123',
  whatsapp: '+44 7700 900456',
  bearer: 'bearer-token-never-logged',
  cookie: 'cookie-value-never-logged',
  urlToken: 'url-token-never-logged',
  smtpPassword: 'smtp-password-never-logged',
};

function expectNoSecrets(text: string) {
  for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
  // No password hash of any kind, and no query parameters.
  expect(text).not.toContain('$argon2');
  expect(text).not.toMatch(/params:/);
}

describe('the log', () => {
  it('names the failed query by code and route, never its parameters or the body', async () => {
    const countryId = await someCountryId(app);
    // A real database failure on the insert that carries the hash, e-mail and phone.
    await database.db.execute(
      sql`alter table users add constraint refuse_new_users check (false) not valid`,
    );
    const response = await app.inject({
      method: 'POST',
      url: `/api/auth/register?token=${SECRETS.urlToken}`,
      headers: {
        authorization: `Bearer ${SECRETS.bearer}`,
        cookie: `session=${SECRETS.cookie}`,
      },
      payload: {
        firstName: 'Amina',
        lastName: 'Khan',
        gender: 2,
        phone: SECRETS.phone,
        whatsapp: SECRETS.whatsapp,
        country_id: countryId,
        age: 31,
        email: SECRETS.email,
        password: SECRETS.password,
      },
    });
    await database.db.execute(sql`alter table users drop constraint refuse_new_users`);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server error.' });

    const failure = logEntries().find((entry) => entry.msg === 'request failed');
    expect(failure).toMatchObject({
      level: 50,
      route: '/api/auth/register',
      method: 'POST',
      reqId: expect.any(String),
      err: {
        type: 'DrizzleQueryError',
        code: '23514',
        cause: { type: 'DatabaseError', code: '23514', constraint: 'refuse_new_users' },
      },
    });
    const line = logEntries().find(
      (entry) => entry.msg === 'request' && entry.reqId === failure?.reqId,
    );
    expect(line).toMatchObject({ status: 500, url: '/api/auth/register?token=[redacted]' });
    expectNoSecrets(logText());
  });

  it('logs a calendar feed or an unsubscribe link without the secret in its path', async () => {
    const feed = 'feed-secret-never-logged';
    const link = 'unsubscribe-token-never-logged';
    await app.inject({ method: 'GET', url: `/calendar/${feed}.ics` });
    await app.inject({ method: 'GET', url: `/api/unsubscribe/${link}?kind=class_1h` });
    const urls = logEntries()
      .filter((entry) => entry.msg === 'request')
      .map((entry) => entry.url);
    expect(urls).toContain('/calendar/[redacted]');
    expect(urls).toContain('/api/unsubscribe/[redacted]?kind=class_1h');
    expect(logText()).not.toContain(feed);
    expect(logText()).not.toContain(link);
  });

  it('censors secret fields wherever a log call puts them', () => {
    app.log.info(
      {
        headers: { authorization: `Bearer ${SECRETS.bearer}`, cookie: SECRETS.cookie },
        user: { email: 'kept@example.com', password: SECRETS.password },
        current_password: SECRETS.password,
        token: SECRETS.urlToken,
        err: new Error(`could not reach smtp://mailer:${SECRETS.smtpPassword}@smtp.example.com`),
      },
      'something to see',
    );
    const entry = logEntries().find((candidate) => candidate.msg === 'something to see');
    expect(entry).toMatchObject({
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
      user: { email: 'kept@example.com', password: '[redacted]' },
      current_password: '[redacted]',
      token: '[redacted]',
      err: { message: 'could not reach smtp://mailer:[redacted]@smtp.example.com' },
    });
    expectNoSecrets(logText());
  });

  it('withholds the message of a data exception, which quotes the value sent', async () => {
    const failure: unknown = await database.db.execute(sql`select ${SECRETS.email}::int`).then(
      () => null,
      (error: unknown) => error,
    );
    const logged = serializeError(failure);
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', code: '22P02' });
    expectNoSecrets(JSON.stringify(logged));
  });
});

// Last: the final test closes the database.
describe('the log when the database refuses a value or is gone', () => {
  it('answers 400 when the database itself refuses a value, and logs it loudly', async () => {
    // The contracts and the input guard refuse such values first; a value they let through is
    // the sender's data all the same (not a server fault), but it must not pass unnoticed.
    await database.db.execute(
      sql`alter table contact_messages alter column first_name type varchar(3)`,
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        firstName: 'Abdullah',
        lastName: 'Khan',
        email: SECRETS.email,
        phone_prefix: 'EU',
        phone: '7700 900123',
        message: 'Salaam',
        agree: true,
      },
    });
    await database.db.execute(sql`alter table contact_messages alter column first_name type text`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request could not be read.' });
    const refused = logEntries().find(
      (entry) => entry.msg === 'input the checks let through was refused by the database',
    );
    expect(refused).toMatchObject({ level: 50, route: '/api/contact', err: { code: '22001' } });
    expectNoSecrets(logText());
  });

  it('writes one line per request, with the id its answer carries in X-Request-Id', async () => {
    const first = await app.inject({ url: '/api/health' });
    const second = await app.inject({ url: '/api/health' });
    const ids = [first, second].map((response) => response.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
    const lines = logEntries().filter(
      (entry) => entry.msg === 'request' && ids.includes(entry.reqId as string),
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ method: 'GET', url: '/api/health', status: 200 });

    // A proxy's id is kept when it is a plain token; anything else is replaced.
    const proxied = await app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'nginx-5f2a.17' },
    });
    expect(proxied.headers['x-request-id']).toBe('nginx-5f2a.17');
    expect(logEntries().filter((entry) => entry.reqId === 'nginx-5f2a.17')).toHaveLength(1);
    const forged = await app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'x {"level":60} "forged"' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the e-mail of a sign-in out of the log when the database is gone', async () => {
    await database.close();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SECRETS.email, password: SECRETS.password },
    });
    // An outage (decision 022): logged once, with the error that began it.
    expect(response.statusCode).toBe(503);
    const outages = logEntries().filter(
      (entry) => entry.msg === 'database unavailable: answering 503 until it is back',
    );
    expect(outages).toMatchObject([{ err: { type: 'DrizzleQueryError' } }]);
    expectNoSecrets(logText());
  });
});
