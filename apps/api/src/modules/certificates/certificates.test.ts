import { describe, expect, it } from 'vitest';
import {
  adminAuditSchema,
  adminListOf,
  CERTIFICATE_ALREADY_REVOKED,
  CERTIFICATE_CODE,
  certificateSchema,
  listOf,
  one,
  publicCertificateSchema,
} from '@iqra/contracts';
import { addChild } from '../../../test/families.ts';
import { clientOf, fieldErrors, registerLearner } from '../../../test/helpers.ts';
import { certificateSchool } from '../../../test/certificates.ts';

// Staff issue certificates and revoke them; the learner and their parents read theirs; anyone
// with the code checks one, and reads nothing else about the learner.
const { app, world } = await certificateSchool();

async function issue(body: Record<string, unknown>) {
  const response = await world.admin.send('POST', '/api/admin/certificates', body);
  expect(response.statusCode, response.body).toBe(201);
  return one(certificateSchema).parse(response.json()).data;
}

const check = (code: string) => app.inject({ url: `/api/certificates/${code}` });

describe('a certificate', () => {
  it('is issued by staff with the names as printed, read by its learner, and checked by anyone', async () => {
    const learner = await registerLearner(app, { firstName: 'Aisha', lastName: 'Rahman' });
    const tutor = await world.tutor({ firstName: 'Maryam', lastName: 'Hassan', gender: 2 });
    const issued = await issue({
      learner_id: learner.user.id,
      kind: 'memorisation',
      title: 'Juz ʿAmma memorised',
      title_ar: 'حفظ جزء عمّ',
      learner_name_ar: 'عائشة رحمن',
      line: 'With excellent tajweed.',
      line_ar: 'بإتقان التجويد',
      tutor_id: tutor.profile.id,
      from: '78:1',
      to: '114:6',
      grade: 'Excellent',
      issued_on: '2027-05-30',
    });
    expect(issued).toMatchObject({
      kind: 'memorisation',
      title: 'Juz ʿAmma memorised',
      learner: { id: learner.user.id, name: 'Aisha Rahman', name_ar: 'عائشة رحمن' },
      tutor_name: 'Maryam Hassan',
      range: { from: '78:1', to: '114:6' },
      issued_on: '2027-05-30',
      revoked: null,
    });
    // 80 random bits, in Crockford's base 32, and its address on the school's site.
    expect(issued.code).toMatch(CERTIFICATE_CODE);
    expect(issued.url).toBe(`https://school.example/certificates/${issued.code}`);

    const mine = listOf(certificateSchema).parse(
      (await clientOf(app, learner.token).get('/api/my-certificates')).json(),
    ).data;
    expect(mine).toEqual([issued]);

    // Anyone with the code, typed in lower case and without hyphens too.
    const typed = issued.code.replace(/-/g, '').toLowerCase();
    const checked = one(publicCertificateSchema).parse((await check(typed)).json()).data;
    expect(checked).toEqual({
      code: issued.code,
      kind: 'memorisation',
      title: 'Juz ʿAmma memorised',
      title_ar: 'حفظ جزء عمّ',
      name: 'Aisha Rahman',
      name_ar: 'عائشة رحمن',
      line: 'With excellent tajweed.',
      line_ar: 'بإتقان التجويد',
      range: expect.stringContaining('An-Naba'),
      grade: 'Excellent',
      issued_on: '2027-05-30',
      tutor_name: 'Maryam Hassan',
      school: 'Iqra Academy',
      status: 'valid',
      revoked_on: null,
      // Its signed credential (decision 038; credential.test.ts checks the signature).
      credential: { issuer: 'Iqra Academy', key: expect.any(String), verified: true },
    });
    // Nothing else about the learner: no address, no id.
    expect((await check(issued.code)).body).not.toContain(learner.user.email);
    expect((await check('0000-0000-0000-0000')).statusCode).toBe(404);
    // Its PDF, for anyone with the code; none for a code that names none.
    const pdf = await app.inject({ url: `/api/certificates/${issued.code}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await app.inject({ url: '/api/certificates/0000-0000-0000-0000/pdf' })).statusCode,
    ).toBe(404);
    expect((await check('not a code')).statusCode).toBe(404);

    // Staff read who issued it in the audit log.
    const log = adminListOf(adminAuditSchema).parse(
      (
        await world.admin.get(`/api/admin/audit-log?entity=certificates&entity_id=${issued.id}`)
      ).json(),
    );
    expect(log.data[0]).toMatchObject({ action: 'create' });
  });
});

describe('a revoked certificate', () => {
  it('is revoked with a reason, kept, and shows as revoked everywhere; not twice', async () => {
    const learner = await registerLearner(app);
    const tutor = await world.tutor();
    const issued = await issue({
      learner_id: learner.user.id,
      kind: 'qaida',
      tutor_id: tutor.profile.id,
      issued_on: '2027-05-01',
    });
    expect(issued.title).toBe('Completion of the Noorani Qaida');
    const revoke = (reason: unknown) =>
      world.admin.send('POST', `/api/admin/certificates/${issued.id}/revoke`, { reason });
    expect(fieldErrors(await revoke(' '))).toEqual({ reason: ['The reason field is required.'] });
    const revoked = await revoke('Issued to the wrong learner.');
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(one(certificateSchema).parse(revoked.json()).data.revoked).toEqual({
      at: '2027-06-01T09:00:00.000Z',
      reason: 'Issued to the wrong learner.',
    });
    const again = await revoke('Twice.');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CERTIFICATE_ALREADY_REVOKED);

    expect(
      one(publicCertificateSchema).parse((await check(issued.code)).json()).data,
    ).toMatchObject({ status: 'revoked', revoked_on: '2027-06-01' });
    const mine = listOf(certificateSchema).parse(
      (await clientOf(app, learner.token).get('/api/my-certificates')).json(),
    ).data;
    expect(mine[0]?.revoked?.reason).toBe('Issued to the wrong learner.');
  });
});

describe('a certificate refused', () => {
  it('is refused, field by field, for someone who is not a learner, a tutor who is not one, the wrong course or ayat', async () => {
    const learner = await registerLearner(app);
    const tutor = await world.tutor();
    const other = await world.learner();
    const bad = await world.admin.send('POST', '/api/admin/certificates', {
      learner_id: tutor.profile.id,
      kind: 'course',
      tutor_id: learner.user.id,
      subscription_id: other.subscriptionId,
      issued_on: '2027-05-01',
    });
    expect(fieldErrors(bad)).toEqual({
      learner_id: ['The selected learner is invalid.'],
      tutor_id: ['The selected tutor is invalid.'],
      subscription_id: ['The selected course is not the learner’s.'],
    });
    const range = await world.admin.send('POST', '/api/admin/certificates', {
      learner_id: learner.user.id,
      kind: 'memorisation',
      tutor_id: tutor.profile.id,
      from: '114:6',
      to: '78:1',
      issued_on: 'yesterday',
    });
    expect(fieldErrors(range)).toEqual({
      issued_on: ['Give the date as YYYY-MM-DD.'],
    });
    const backwards = await world.admin.send('POST', '/api/admin/certificates', {
      learner_id: learner.user.id,
      kind: 'memorisation',
      tutor_id: tutor.profile.id,
      from: '114:6',
      to: '78:1',
      issued_on: '2027-05-01',
    });
    expect(fieldErrors(backwards)).toEqual({
      to: ['The to field must not come before the from field.'],
    });
    const missing = await world.admin.send('POST', '/api/admin/certificates', {
      learner_id: learner.user.id,
      kind: 'memorisation',
      tutor_id: tutor.profile.id,
      issued_on: '2027-05-01',
    });
    expect(Object.keys(fieldErrors(missing)).sort()).toEqual(['from', 'to']);
    // Nothing was kept.
    const list = listOf(certificateSchema).parse(
      (await world.admin.get(`/api/admin/certificates?learner_id=${learner.user.id}`)).json(),
    ).data;
    expect(list).toEqual([]);
  });
});

describe('a child’s certificate', () => {
  it('of a child is the parent’s to read, and nobody else’s; staff’s routes are staff’s', async () => {
    const parent = await registerLearner(app);
    const asParent = clientOf(app, parent.token);
    const child = await addChild(asParent, { firstName: 'Hana', birth_year: 2019, gender: 2 });
    const tutor = await world.tutor();
    const issued = await issue({
      learner_id: child.id,
      kind: 'qaida',
      learner_name_ar: 'هناء',
      tutor_id: tutor.profile.id,
      issued_on: '2027-05-20',
    });
    const url = `/api/family/children/${child.id}/certificates`;
    expect(listOf(certificateSchema).parse((await asParent.get(url)).json()).data).toEqual([
      issued,
    ]);
    const stranger = clientOf(app, (await registerLearner(app)).token);
    expect((await stranger.get(url)).statusCode).toBe(404);
    expect((await tutor.get(url)).statusCode).toBe(403);
    expect((await app.inject({ url })).statusCode).toBe(401);
    // The back office's routes: nobody 401, a learner or a tutor 403.
    const routes = [
      ['GET', '/api/admin/certificates'],
      ['POST', '/api/admin/certificates'],
      ['POST', `/api/admin/certificates/${issued.id}/revoke`],
    ] as const;
    for (const [method, route] of routes) {
      const call = (headers: Record<string, string>) =>
        app.inject({ method, url: route, headers, payload: method === 'POST' ? {} : undefined });
      expect((await call({})).statusCode).toBe(401);
      expect((await call(asParent.headers)).statusCode).toBe(403);
      expect((await call(tutor.headers)).statusCode).toBe(403);
    }
    expect((await app.inject({ url: '/api/my-certificates' })).statusCode).toBe(401);
  });
});
