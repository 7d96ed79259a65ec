import { describe, expect, it } from 'vitest';
import {
  adminAuditSchema,
  adminListOf,
  CERTIFICATE_PROPOSAL_DECIDED,
  CERTIFICATE_PROPOSALS_CLOSED,
  certificateProposalSchema,
  certificateSchema,
  listOf,
  one,
  schoolSettingsSchema,
  tutorCertificateProposalsSchema,
} from '@iqra/contracts';
import { addChild } from '../../../test/families.ts';
import { clientOf, fieldErrors, registerLearner } from '../../../test/helpers.ts';
import { certificateSchool } from '../../../test/certificates.ts';

// Where the school's rules let them, tutors propose certificates for learners they teach;
// staff approve them (the certificate is issued) or decline them with a reason.
const { clock, app, world } = await certificateSchool();

type Tutor = Awaited<ReturnType<typeof world.tutor>>;

/** The school lets tutors propose, or stops them; its other rules stay as they are. */
async function letTutorsPropose(open: boolean) {
  const current = schoolSettingsSchema.parse(
    (await world.admin.get('/api/admin/school-settings')).json().data,
  );
  const saved = await world.put('/api/admin/school-settings', {
    ...current,
    tutors_propose_certificates: open,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data.tutors_propose_certificates).toBe(open);
}

/** A class of the tutor's with the learner of `subscriptionId`: the tutor teaches them. */
async function teach(tutor: Tutor, subscriptionId: number) {
  const added = await world.admin.send('POST', '/api/admin/schedules', {
    subscription_id: subscriptionId,
    tutor_id: tutor.profile.id,
    title: 'Hifz',
    link: 'https://meet.jit.si/iqra-hifz',
    started_at: '2027-06-03T16:00:00.000Z',
    ended_at: '2027-06-03T16:30:00.000Z',
  });
  expect(added.statusCode, added.body).toBe(201);
}

const propose = (tutor: Tutor, body: Record<string, unknown>) =>
  tutor.send('POST', '/api/teach/certificate-proposals', body);

async function proposed(tutor: Tutor, body: Record<string, unknown>) {
  const response = await propose(tutor, body);
  expect(response.statusCode, response.body).toBe(201);
  return one(certificateProposalSchema).parse(response.json()).data;
}

const mine = async (tutor: Tutor) =>
  tutorCertificateProposalsSchema.parse(
    (await tutor.get('/api/teach/certificate-proposals')).json(),
  );

const staffList = async () =>
  listOf(certificateProposalSchema).parse(
    (await world.admin.get('/api/admin/certificate-proposals')).json(),
  ).data;

const approve = (id: number, body: Record<string, unknown>) =>
  world.admin.send('POST', `/api/admin/certificate-proposals/${id}/approve`, body);
const decline = (id: number, reason: unknown) =>
  world.admin.send('POST', `/api/admin/certificate-proposals/${id}/decline`, { reason });

describe('proposals closed', () => {
  it('are refused while the school does not take them, and the tutor is told so', async () => {
    await letTutorsPropose(false);
    const tutor = await world.tutor();
    const learner = await world.learner();
    await teach(tutor, learner.subscriptionId);
    const refused = await propose(tutor, { learner_id: learner.user.id, kind: 'qaida' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CERTIFICATE_PROPOSALS_CLOSED);
    expect(await mine(tutor)).toEqual({ data: [], open: false });
  });
});

describe('a proposal approved', () => {
  it('is issued by staff with the words they settle on, by the tutor who proposed it, and the learner holds it', async () => {
    await letTutorsPropose(true);
    const tutor = await world.tutor({ firstName: 'Maryam', lastName: 'Hassan', gender: 2 });
    const learner = await world.learner();
    await teach(tutor, learner.subscriptionId);
    const proposal = await proposed(tutor, {
      learner_id: learner.user.id,
      kind: 'memorisation',
      title: 'Juz ʿAmma memorized',
      title_ar: 'حفظ جزء عمّ',
      line: 'With excellent tajweed.',
      from: '78:1',
      to: '114:6',
      grade: 'Excellent',
    });
    expect(proposal).toMatchObject({
      learner: { id: learner.user.id },
      tutor: { id: tutor.profile.id, name: 'Maryam Hassan' },
      status: 'pending',
      range: { from: '78:1', to: '114:6' },
      proposed_at: '2027-06-01T09:00:00.000Z',
      certificate: null,
    });
    expect(await mine(tutor)).toEqual({ data: [proposal], open: true });
    expect((await staffList()).find((row) => row.id === proposal.id)?.status).toBe('pending');

    // A date that is not one: refused, and nothing changes.
    expect(fieldErrors(await approve(proposal.id, { issued_on: 'soon' }))).toEqual({
      issued_on: ['Give the date as YYYY-MM-DD.'],
    });
    expect((await mine(tutor)).data[0]?.status).toBe('pending');

    clock.set('2027-06-02T10:00:00Z');
    const approved = await approve(proposal.id, {
      title: 'Juz ʿAmma memorised',
      title_ar: 'حفظ جزء عمّ',
      learner_name_ar: 'عائشة',
      line: 'With excellent tajweed.',
      grade: 'Excellent',
      issued_on: '2027-06-02',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const certificate = one(certificateSchema).parse(approved.json()).data;
    expect(certificate).toMatchObject({
      kind: 'memorisation',
      title: 'Juz ʿAmma memorised',
      learner: { id: learner.user.id, name_ar: 'عائشة' },
      tutor_name: 'Maryam Hassan',
      range: { from: '78:1', to: '114:6' },
      issued_on: '2027-06-02',
    });
    const held = listOf(certificateSchema).parse(
      (await learner.get('/api/my-certificates')).json(),
    );
    expect(held.data).toEqual([certificate]);

    // The tutor reads what became of it: the certificate's code and address.
    expect((await mine(tutor)).data[0]).toMatchObject({
      status: 'approved',
      decided_at: '2027-06-02T10:00:00.000Z',
      certificate: { code: certificate.code, url: certificate.url },
    });
    // Once decided, decided.
    for (const again of [
      await approve(proposal.id, { issued_on: '2027-06-02' }),
      await decline(proposal.id, 'No.'),
    ]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(CERTIFICATE_PROPOSAL_DECIDED);
    }
    expect((await learner.get('/api/my-certificates')).json().data).toHaveLength(1);

    // Audited: the tutor proposed, staff approved, staff issued.
    const log = (entity: string, id: number) =>
      world.admin.get(`/api/admin/audit-log?entity=${entity}&entity_id=${id}`);
    const proposalLog = adminListOf(adminAuditSchema).parse(
      (await log('certificate_proposals', proposal.id)).json(),
    );
    expect(proposalLog.data.map((entry) => [entry.action, entry.actor?.email])).toEqual([
      ['approve', expect.stringContaining('@')],
      ['create', tutor.profile.email],
    ]);
    const issuedLog = adminListOf(adminAuditSchema).parse(
      (await log('certificates', certificate.id)).json(),
    );
    expect(issuedLog.data[0]?.action).toBe('create');
  });
});

describe('a proposal declined', () => {
  it('needs a reason, which its tutor reads; staff may still decide proposals once the school stops taking them', async () => {
    await letTutorsPropose(true);
    const tutor = await world.tutor();
    const learner = await world.learner();
    await teach(tutor, learner.subscriptionId);
    const proposal = await proposed(tutor, { learner_id: learner.user.id, kind: 'qaida' });
    expect(proposal.title).toBe('Completion of the Noorani Qaida');
    await letTutorsPropose(false);

    expect(fieldErrors(await decline(proposal.id, '  '))).toEqual({
      reason: ['The reason field is required.'],
    });
    const declined = await decline(proposal.id, 'She has two lessons of the Qaida left.');
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await mine(tutor)).data).toEqual([
      expect.objectContaining({
        id: proposal.id,
        status: 'declined',
        decline_reason: 'She has two lessons of the Qaida left.',
        certificate: null,
      }),
    ]);
    expect((await mine(tutor)).open).toBe(false);
    expect((await learner.get('/api/my-certificates')).json().data).toEqual([]);
    expect((await approve(proposal.id, { issued_on: '2027-06-02' })).statusCode).toBe(409);
    expect((await approve(999_999, { issued_on: '2027-06-02' })).statusCode).toBe(404);
  });
});

describe('a proposal refused', () => {
  it('is refused, field by field, for a learner the tutor does not teach and for ayat out of order', async () => {
    await letTutorsPropose(true);
    const tutor = await world.tutor();
    const taught = await world.learner();
    const stranger = await world.learner();
    await teach(tutor, taught.subscriptionId);
    expect(
      fieldErrors(await propose(tutor, { learner_id: stranger.user.id, kind: 'course' })),
    ).toEqual({ learner_id: ['Choose a learner you teach.'] });
    expect(
      fieldErrors(
        await propose(tutor, {
          learner_id: taught.user.id,
          kind: 'memorisation',
          from: '114:6',
          to: '78:1',
        }),
      ),
    ).toEqual({ to: ['The to field must not come before the from field.'] });
    expect(
      Object.keys(
        fieldErrors(await propose(tutor, { learner_id: taught.user.id, kind: 'memorisation' })),
      ).sort(),
    ).toEqual(['from', 'to']);
    expect(
      fieldErrors(
        await propose(tutor, { learner_id: taught.user.id, kind: 'qaida', from: '1:1', to: '1:7' }),
      ),
    ).toEqual({
      from: ['Only a memorisation milestone names ayat.'],
      to: ['Only a memorisation milestone names ayat.'],
    });
    expect((await mine(tutor)).data).toEqual([]);
  });
});

describe('who reads proposals', () => {
  it('a tutor reads their own, a child by first name; staff decide; nobody else', async () => {
    await letTutorsPropose(true);
    const tutor = await world.tutor();
    const other = await world.tutor();
    const parent = await registerLearner(app);
    const asParent = clientOf(app, parent.token);
    const child = await addChild(asParent, {
      firstName: 'Hana',
      lastName: 'Rahman',
      birth_year: 2019,
      gender: 2,
    });
    await teach(tutor, await world.grant(child.id));
    const proposal = await proposed(tutor, { learner_id: child.id, kind: 'qaida' });
    expect(proposal.learner.name).toBe('Hana');
    // Staff read the child's full name.
    expect((await staffList()).find((row) => row.id === proposal.id)?.learner.name).toBe(
      'Hana Rahman',
    );
    expect((await mine(other)).data).toEqual([]);
    // Nor may another tutor propose for the child they do not teach.
    expect((await propose(other, { learner_id: child.id, kind: 'qaida' })).statusCode).toBe(422);

    const tutorRoutes = [
      ['GET', '/api/teach/certificate-proposals'],
      ['POST', '/api/teach/certificate-proposals'],
    ] as const;
    const staffRoutes = [
      ['GET', '/api/admin/certificate-proposals'],
      ['POST', `/api/admin/certificate-proposals/${proposal.id}/approve`],
      ['POST', `/api/admin/certificate-proposals/${proposal.id}/decline`],
    ] as const;
    const call = (method: string, url: string, headers: Record<string, string>) =>
      app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers,
        payload: method === 'POST' ? {} : undefined,
      });
    for (const [method, url] of [...tutorRoutes, ...staffRoutes]) {
      expect((await call(method, url, {})).statusCode).toBe(401);
      expect((await call(method, url, asParent.headers)).statusCode).toBe(403);
    }
    for (const [method, url] of staffRoutes) {
      expect((await call(method, url, tutor.headers)).statusCode).toBe(403);
    }
    // Still waiting: nobody but staff decided it.
    expect((await mine(tutor)).data[0]?.status).toBe('pending');
  });
});
