import { describe, expect, it } from 'vitest';
import { holidayChangeResultSchema } from '@iqra/contracts';
import { fieldErrors } from '../../../test/helpers.ts';
import { invitationOf } from '../../../test/invitations.ts';
import { ADHA, cairo, FITR, newYork, schoolYear, startsOf } from '../../../test/school-year.ts';

// Holidays changed after their classes were taken (decision 049): shifted, removed, a plan set
// again or extended through one, the make-up rule, bad input and who may change them.

const { smtp, clock, world, admin, confirm, onPlan, subscriptionOf } = await schoolYear();
const START = clock.now().toISOString();

describe('a holiday changed', () => {
  it('gives back the classes a shifted Eid no longer takes and takes the new ones; removing it gives all back', async () => {
    const { learner } = await onPlan(newYork, 'Europe/London');
    const { learner: other } = await onPlan(cairo, 'Europe/London');
    const planned = (await subscriptionOf(other)).schedules.length;
    const fitr = await confirm(FITR);
    const id = fitr.holiday?.id;
    // The moon is sighted a day later: Eid is 10 to 12 March.
    const shifted = await admin.send('PUT', `/api/admin/holidays/${id}`, {
      starts_on: '2027-03-10',
      ends_on: '2027-03-12',
    });
    expect(shifted.statusCode, shifted.body).toBe(200);
    // (Other tests' learners are on the calendar too: the counts are the school's.)
    expect(holidayChangeResultSchema.parse(shifted.json().data)).toMatchObject({ cancelled: 0 });
    const mine = await subscriptionOf(learner);
    const tuesday = mine.schedules.find((item) => item.started_at.startsWith('2027-03-10T04:30'));
    expect(tuesday?.status).toBe('active');
    // Its one class is back, so the plan ends where it did.
    expect(mine.schedules.filter((item) => item.status === 'inactive')).toHaveLength(0);
    expect(Date.parse(mine.ended_at)).toBeLessThanOrEqual(Date.parse('2027-06-01T03:30:00Z'));
    const back = await smtp.waitFor(
      (mail) => mail.to.includes(learner.user.email) && mail.subject.startsWith('Held after all'),
    );
    expect(back).toHaveLength(1);
    expect(invitationOf(back[0]!).method).toBe('REQUEST');
    // Cairo's Wednesday 10 March stays Eid's.
    const theirs = await subscriptionOf(other);
    expect(
      theirs.schedules
        .filter((item) => item.status === 'inactive')
        .map((item) => item.started_at.slice(0, 16)),
    ).toEqual(['2027-03-09T22:30']);

    const removed = await admin.send('DELETE', `/api/admin/holidays/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(holidayChangeResultSchema.parse(removed.json().data)).toMatchObject({
      holiday: null,
      cancelled: 0,
    });
    const after = await subscriptionOf(other);
    expect(after.schedules.filter((item) => item.status === 'inactive')).toHaveLength(0);
    // The same number of classes as before the Eid was confirmed.
    expect(after.schedules).toHaveLength(planned);
    expect(Date.parse(after.ended_at)).toBeLessThanOrEqual(Date.parse('2027-06-01T21:30:00Z'));
  });

  it('keeps a plan’s holidays when the plan is set again, and when staff extend it through one', async () => {
    const { learner, tutor } = await onPlan(newYork, 'Europe/London');
    await confirm(ADHA);
    const before = await subscriptionOf(learner);
    const replanned = await world.plan(learner.subscriptionId, {
      tutor_id: tutor.profile.id,
      weekdays: newYork.weekdays,
      start_time: newYork.start_time,
      time_zone: newYork.anchor,
    });
    expect(replanned.statusCode, replanned.body).toBe(200);
    const after = await subscriptionOf(learner);
    expect(after.ended_at).toBe(before.ended_at);
    expect(
      after.schedules.filter((item) => item.status === 'inactive').map((item) => item.started_at),
    ).toEqual(
      before.schedules.filter((item) => item.status === 'inactive').map((item) => item.started_at),
    );

    // A closure in the weeks a later end adds: the new weeks' class on it is not held either.
    await confirm({
      kind: 'closure',
      starts_on: '2027-06-14',
      ends_on: '2027-06-15',
      name_en: 'School trip',
      name_ar: 'رحلة المدرسة',
    });
    const extended = await admin.send(
      'PATCH',
      `/api/admin/subscriptions/${learner.subscriptionId}`,
      {
        ended_at: '2027-06-30T00:00:00Z',
      },
    );
    expect(extended.statusCode, extended.body).toBe(200);
    const later = await subscriptionOf(learner);
    // Monday 14 June 23:30 in New York is the closure's.
    const onClosure = later.schedules.find((item) =>
      item.started_at.startsWith('2027-06-15T03:30'),
    );
    expect(onClosure?.status).toBe('inactive');
    expect(
      later.schedules
        .filter((item) => item.status !== 'inactive')
        .at(-1)
        ?.started_at.slice(0, 16),
    ).toBe('2027-07-06T03:30');
  });
});

describe('a plan moved on past another class of its tutor', () => {
  it('leaves out a new week’s slot the tutor already teaches at, and confirms the holiday', async () => {
    const { learner, tutor } = await onPlan(newYork, 'Europe/London');
    // Another learner of the same tutor, taught at the slot the plan would get next: Monday
    // 31 May 23:30 in New York.
    const other = await world.learner('Europe/London');
    const added = await admin.send('POST', '/api/admin/schedules', {
      subscription_id: other.subscriptionId,
      tutor_id: tutor.profile.id,
      title: 'Tajweed: an extra class',
      link: 'https://meet.jit.si/iqra-extra',
      started_at: '2027-06-01T03:30:00Z',
      ended_at: '2027-06-01T04:00:00Z',
    });
    expect(added.statusCode, added.body).toBe(201);
    const adha = await confirm(ADHA);
    expect(adha.cancelled).toBeGreaterThanOrEqual(2);
    const mine = await subscriptionOf(learner);
    expect(mine.schedules.map((item) => item.started_at)).not.toContain('2027-06-01T03:30:00.000Z');
  });
});

describe('a class moved onto a holiday', () => {
  it('is refused on the class’s own clock, with the field named', async () => {
    const { learner } = await onPlan(newYork, 'Europe/London');
    await confirm(ADHA);
    const [first] = (await learner.classes()).classes;
    // Monday 17 May 15:00 UTC is 11:00 in New York: Eid al-Adha there.
    const moved = await learner.send('POST', `/api/my-classes/${first!.id}/move`, {
      starts_at: '2027-05-17T15:00:00Z',
    });
    expect(moved.statusCode).toBe(422);
    expect(fieldErrors(moved)).toEqual({
      starts_at: ['The school is closed on that day: choose another.'],
    });
    // The day after Eid, it moves.
    const after = await learner.send('POST', `/api/my-classes/${first!.id}/move`, {
      starts_at: '2027-05-20T15:00:00Z',
    });
    expect(after.statusCode, after.body).toBe(204);
  });
});

describe('the school’s rule for holidays', () => {
  it('gives a make-up credit per class instead when the school’s rule says so, and takes back the unused ones', async () => {
    const rules = (await admin.get('/api/admin/school-settings')).json().data as Record<
      string,
      unknown
    >;
    const set = await admin.send('PUT', '/api/admin/school-settings', {
      ...rules,
      holiday_rule: 'makeup_credit',
    });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const { learner } = await onPlan(newYork, 'Europe/London');
      const before = await subscriptionOf(learner);
      const adha = await confirm(ADHA);
      const mine = await learner.classes();
      expect(
        mine.makeup_credits.map((credit) => credit.class_starts_at.slice(0, 16)).sort(),
      ).toEqual(startsOf(newYork.eid_al_adha).map((at) => at.slice(0, 16)));
      expect((await subscriptionOf(learner)).ended_at).toBe(before.ended_at);
      const mail = await smtp.waitFor(
        (one) =>
          one.to.includes(learner.user.email) && one.subject.startsWith('Not held for Eid al-Adha'),
      );
      expect(mail[0]!.text).toContain('make-up credit for each class not held');
      await admin.send('DELETE', `/api/admin/holidays/${adha.holiday?.id}`);
      expect((await learner.classes()).makeup_credits).toHaveLength(0);
    } finally {
      await admin.send('PUT', '/api/admin/school-settings', {
        ...rules,
        holiday_rule: 'extend_plan',
      });
    }
  });
});

describe('changing the calendar', () => {
  it('answers bad input field by field, and refuses what may not change', async () => {
    const closure = await admin.send('POST', '/api/admin/holidays', {
      kind: 'closure',
      starts_on: '2027-04-02',
      ends_on: '2027-04-01',
    });
    expect(closure.statusCode).toBe(422);
    expect(fieldErrors(closure)).toMatchObject({
      ends_on: ['The last day must be on or after the first day.'],
      name_en: ['The name field is required.'],
    });
    const far = await admin.send('POST', '/api/admin/holidays', {
      ...FITR,
      starts_on: '2027-03-20',
      ends_on: '2027-03-22',
    });
    expect(far.statusCode).toBe(422);
    expect(fieldErrors(far)).toEqual({
      starts_on: ['The calendar has this Eid on 2027-03-09; it may move by at most 3 days.'],
    });
    const past = await admin.send('POST', '/api/admin/holidays', {
      kind: 'closure',
      name_en: 'Gone',
      starts_on: '2026-12-01',
      ends_on: '2026-12-02',
    });
    expect(fieldErrors(past)).toEqual({ starts_on: ['The first day must be today or later.'] });
    const long = await admin.send('POST', '/api/admin/holidays', {
      kind: 'closure',
      name_en: 'Summer',
      starts_on: '2027-07-01',
      ends_on: '2027-08-15',
    });
    expect(fieldErrors(long)).toEqual({ ends_on: ['A holiday may last at most 31 days.'] });
    const noYear = await admin.send('POST', '/api/admin/holidays', {
      kind: 'eid_al_adha',
      starts_on: '2027-05-16',
      ends_on: '2027-05-19',
    });
    expect(fieldErrors(noYear)).toEqual({ hijri_year: ['The Hijri year field is required.'] });

    const fitr = await confirm(FITR);
    const again = await admin.send('POST', '/api/admin/holidays', FITR);
    expect(again.statusCode).toBe(409);
    // Once Eid has begun, its days stay.
    clock.set('2027-03-09T12:00:00Z');
    const late = await admin.send('PUT', `/api/admin/holidays/${fitr.holiday?.id}`, {
      starts_on: '2027-03-10',
      ends_on: '2027-03-12',
    });
    expect(late.statusCode).toBe(409);
    const gone = await admin.send('DELETE', `/api/admin/holidays/${fitr.holiday?.id}`);
    expect(gone.statusCode).toBe(409);
    clock.set(START);
    expect(
      (
        await admin.send('PUT', '/api/admin/holidays/999999', {
          starts_on: '2027-03-10',
          ends_on: '2027-03-12',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('is staff’s alone: learners and tutors are refused every route', async () => {
    const { learner, tutor } = await onPlan(cairo);
    const fitr = await confirm(FITR);
    for (const client of [learner, tutor]) {
      expect((await client.get('/api/admin/holidays')).statusCode).toBe(403);
      expect((await client.send('POST', '/api/admin/holidays', ADHA)).statusCode).toBe(403);
      expect(
        (
          await client.send('PUT', `/api/admin/holidays/${fitr.holiday?.id}`, {
            starts_on: '2027-03-10',
            ends_on: '2027-03-12',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await client.send('DELETE', `/api/admin/holidays/${fitr.holiday?.id}`)).statusCode,
      ).toBe(403);
      expect((await client.get(`/api/admin/holidays/${fitr.holiday?.id}/classes`)).statusCode).toBe(
        403,
      );
    }
  });
});
