import { describe, expect, it } from 'vitest';
import { listOf, tutorLeaveSchema } from '@iqra/contracts';
import { childWithPlan } from '../../../test/family-plans.ts';
import { clientOf, fieldErrors, registerLearner } from '../../../test/helpers.ts';
import { askLeave } from '../../../test/leave.ts';
import { schoolUnderClock } from '../../../test/teaching.ts';

// Who may ask for a tutor's leave, see it and decide it (decision 049), and the days it may
// take, through the API on a real database: each refusal as the caller meets it.

const { clock, app, world } = await schoolUnderClock('2027-01-04T00:00:00Z');
const KARACHI = 'Asia/Karachi';

describe('who may ask, see and decide', () => {
  it('checks the days on the tutor’s calendar, field by field', async () => {
    const tutor = await world.tutor({ time_zone: KARACHI });
    const ask = (body: Record<string, unknown>) => tutor.send('POST', '/api/teach/leaves', body);
    expect(fieldErrors(await ask({ starts_on: '2027-02-30', ends_on: '2027-03-01' }))).toEqual({
      starts_on: ['Give the date as YYYY-MM-DD.'],
    });
    expect(fieldErrors(await ask({ starts_on: '2027-02-10', ends_on: '2027-02-09' }))).toEqual({
      ends_on: ['The last day must not come before the first day.'],
    });
    expect(fieldErrors(await ask({ starts_on: '2027-02-10', ends_on: '2028-02-11' }))).toEqual({
      ends_on: ['A leave may last a year at most.'],
    });
    // 23:00 on the 3rd in UTC is already the 4th in Karachi: the 3rd is past there.
    clock.set('2027-01-03T23:00:00Z');
    expect(fieldErrors(await ask({ starts_on: '2027-01-03', ends_on: '2027-01-05' }))).toEqual({
      starts_on: ['The first day must not be in the past on the tutor’s calendar.'],
    });
    await askLeave(tutor, { starts_on: '2027-01-04', ends_on: '2027-01-05' });
    expect(fieldErrors(await ask({ starts_on: '2027-01-05', ends_on: '2027-01-09' }))).toEqual({
      starts_on: ['These days overlap another leave of the tutor.'],
    });
    // In Arabic too.
    const arabic = await app.inject({
      method: 'POST',
      url: '/api/teach/leaves',
      headers: { ...tutor.headers, 'accept-language': 'ar' },
      payload: { starts_on: '2027-02-10', ends_on: '2027-02-09' },
    });
    expect(fieldErrors(arabic).ends_on).toEqual(['يجب ألا يسبق اليوم الأخير اليوم الأول.']);
  });

  it('keeps a tutor to their own leave, learners out, and approval to staff', async () => {
    const tutor = await world.tutor();
    const other = await world.tutor();
    const leave = await askLeave(tutor, { starts_on: '2027-02-01', ends_on: '2027-02-03' });

    // Another tutor neither sees nor withdraws it; a tutor approves nothing, their own neither.
    const othersList = listOf(tutorLeaveSchema).parse(
      (await other.get('/api/teach/leaves')).json(),
    );
    expect(othersList.data).toEqual([]);
    expect((await other.send('POST', `/api/teach/leaves/${leave.id}/withdraw`)).statusCode).toBe(
      404,
    );
    for (const who of [tutor, other]) {
      const approving = await who.send('POST', `/api/admin/tutor-leaves/${leave.id}/approve`, {});
      expect(approving.statusCode).toBe(403);
      expect((await who.get('/api/admin/tutor-leaves')).statusCode).toBe(403);
    }
    // A learner reaches neither side.
    const learner = clientOf(app, (await registerLearner(app)).token);
    expect((await learner.get('/api/teach/leaves')).statusCode).toBe(403);
    expect(
      (
        await learner.send('POST', '/api/teach/leaves', {
          starts_on: '2027-02-10',
          ends_on: '2027-02-11',
        })
      ).statusCode,
    ).toBe(403);
    expect((await learner.get('/api/admin/tutor-leaves')).statusCode).toBe(403);

    // The substitute is an active tutor other than the one on leave.
    const self = await world.admin.send('POST', `/api/admin/tutor-leaves/${leave.id}/approve`, {
      substitute_id: tutor.profile.id,
    });
    expect(fieldErrors(self)).toEqual({
      substitute_id: ['Choose an active tutor other than the one on leave.'],
    });
    const notTutor = await world.admin.send('POST', `/api/admin/tutor-leaves/${leave.id}/approve`, {
      substitute_id: (await registerLearner(app)).user.id,
    });
    expect(Object.keys(fieldErrors(notTutor))).toEqual(['substitute_id']);

    // The tutor withdraws it while it waits; then it is decided for good.
    const mine = await tutor.send('POST', `/api/teach/leaves/${leave.id}/withdraw`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await tutor.get('/api/teach/leaves')).json().data[0].status).toBe('withdrawn');
    const late = await world.admin.send('POST', `/api/admin/tutor-leaves/${leave.id}/approve`, {});
    expect(late.statusCode).toBe(409);

    // Refused: the tutor reads it so, and it no longer holds the days.
    const again = await askLeave(tutor, { starts_on: '2027-02-01', ends_on: '2027-02-03' });
    const refused = await world.admin.send('POST', `/api/admin/tutor-leaves/${again.id}/refuse`);
    expect(refused.statusCode, refused.body).toBe(200);
    const seen = listOf(tutorLeaveSchema).parse((await tutor.get('/api/teach/leaves')).json()).data;
    expect(seen.find((item) => item.id === again.id)?.status).toBe('refused');
    await askLeave(tutor, { starts_on: '2027-02-02', ends_on: '2027-02-02' });
  });

  it('lets a parent ask for a tutor of their child’s gender, and no other parent', async () => {
    const { parent, child } = await childWithPlan(app, world);
    const asParent = clientOf(app, parent.token);
    const changed = await asParent.send('PATCH', `/api/family/children/${child.id}`, {
      same_gender_tutor: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.same_gender_tutor).toBe(true);
    const stranger = clientOf(app, (await registerLearner(app)).token);
    const refused = await stranger.send('PATCH', `/api/family/children/${child.id}`, {
      same_gender_tutor: false,
    });
    expect(refused.statusCode).toBe(404);
    const staffView = (await world.admin.get(`/api/admin/users/${child.id}`)).json().data;
    expect(staffView.same_gender_tutor).toBe(true);
  });
});
