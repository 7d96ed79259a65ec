import { afterAll, describe, expect, it } from 'vitest';
import {
  CLASS_ALREADY_CANCELLED,
  CLASS_CLASH,
  CLASS_NOT_CHANGEABLE,
  DEFAULT_GRADE_LABELS,
  MAKEUP_CREDIT_UNAVAILABLE,
  MAKEUP_TOO_LATE,
} from '@iqra/contracts';
import { createTestApp, fieldErrors } from '../../../test/helpers.ts';
import { startSmtpStandIn } from '../../../test/smtp-stand-in.ts';
import { DAY, HOUR, teachingWorld } from '../../../test/teaching.ts';

const smtp = await startSmtpStandIn();
afterAll(() => smtp.stop());
const context = await createTestApp({ env: { SMTP_URL: smtp.url } });
const world = await teachingWorld(context);

/**
 * A weekly plan whose classes fall three days from now and every week after, so the hours
 * around "now + 12 hours" are free for the classes a test places there.
 */
function planThreeDaysAhead(zone = 'Africa/Cairo') {
  const at = new Date(Date.now() + 3 * DAY);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1;
  return { weekdays: [weekday], start_time: `${parts.hour}:00` };
}

/** A tutor, a learner on a weekly plan with them, and the learner's first class. */
async function classWithTutor() {
  const tutor = await world.tutor();
  const learner = await world.learner();
  const planned = await world.plan(learner.subscriptionId, {
    tutor_id: tutor.profile.id,
    ...planThreeDaysAhead(),
  });
  expect(planned.statusCode, planned.body).toBe(200);
  const [first] = (await learner.classes()).classes;
  return { tutor, learner, first: first! };
}

describe('the notice window (12 hours)', () => {
  it('lets a learner cancel just outside it, and says why not just inside it', async () => {
    const { tutor, learner, first } = await classWithTutor();
    const second = (await learner.classes()).classes[1]!;
    await world.moveByStaff(first.id, new Date(Date.now() + 12 * HOUR + 5 * 60_000));
    // Inside by 26 minutes: it ends just before the other one starts (one tutor, one class).
    await world.moveByStaff(second.id, new Date(Date.now() + 12 * HOUR - 26 * 60_000));

    const listed = (await learner.classes()).classes;
    const outside = listed.find((item) => item.id === first.id)!;
    const inside = listed.find((item) => item.id === second.id)!;
    expect(Date.parse(outside.change_until!)).toBe(Date.parse(outside.starts_at) - 12 * HOUR);
    expect(inside.change_until).toBeNull();

    const late = await learner.send('POST', `/api/my-classes/${second.id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CLASS_NOT_CHANGEABLE(12));
    const lateMove = await learner.send('POST', `/api/my-classes/${second.id}/move`, {
      starts_at: new Date(Date.now() + 2 * DAY).toISOString(),
    });
    expect(lateMove.statusCode).toBe(409);

    expect((await learner.send('POST', `/api/my-classes/${first.id}/cancel`)).statusCode).toBe(204);
    const after = (await learner.classes()).classes;
    expect(after.find((item) => item.id === first.id)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'learner',
      change_until: null,
    });
    expect(after.find((item) => item.id === second.id)?.status).toBe('scheduled');
    // A learner's own cancellation owes nothing.
    expect((await learner.classes()).makeup_credits).toEqual([]);
    const again = await learner.send('POST', `/api/my-classes/${first.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CLASS_ALREADY_CANCELLED);
    await smtp.waitFor(
      (mail) => mail.to.includes(tutor.profile.email) && mail.subject.startsWith('Class cancelled'),
    );
  });

  it('follows the school’s setting', async () => {
    const { learner, first } = await classWithTutor();
    await world.moveByStaff(first.id, new Date(Date.now() + 5 * HOUR));
    const settings = { notice_hours: 4, makeup_weeks: 4, grade_labels: DEFAULT_GRADE_LABELS };
    expect((await world.put('/api/admin/school-settings', settings)).statusCode).toBe(200);
    try {
      expect((await learner.classes()).notice_hours).toBe(4);
      expect((await learner.send('POST', `/api/my-classes/${first.id}/cancel`)).statusCode).toBe(
        204,
      );
    } finally {
      await world.put('/api/admin/school-settings', {
        notice_hours: 12,
        makeup_weeks: 4,
        grade_labels: DEFAULT_GRADE_LABELS,
      });
    }
  });
});

describe('moving a class', () => {
  it('moves it to a free time the tutor sees, keeping its length and where it was', async () => {
    const { tutor, learner, first } = await classWithTutor();
    const to = new Date(Date.now() + DAY + 2 * HOUR);
    to.setUTCMinutes(0, 0, 0);
    const moved = await learner.send('POST', `/api/my-classes/${first.id}/move`, {
      starts_at: to.toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(204);
    const item = (await learner.classes()).classes.find((row) => row.id === first.id)!;
    expect(item.starts_at).toBe(to.toISOString());
    expect(Date.parse(item.ends_at) - Date.parse(item.starts_at)).toBe(30 * 60_000);
    expect(item.moved_from).toBe(first.starts_at);
    const week = await world.week(tutor, new Date(Date.now()));
    expect(week.classes.find((row) => row.id === first.id)?.starts_at).toBe(to.toISOString());
    const [mail] = await smtp.waitFor(
      (entry) => entry.to.includes(tutor.profile.email) && entry.subject.startsWith('Class moved'),
    );
    expect(mail!.text).toContain('Now:');
  });

  it('refuses a time on another class of the tutor (409), too soon or after the subscription (422)', async () => {
    const { tutor, learner, first } = await classWithTutor();
    const other = await world.learner('America/New_York');
    await world.plan(other.subscriptionId, {
      tutor_id: tutor.profile.id,
      ...planThreeDaysAhead(),
      start_time: `${String((Number(planThreeDaysAhead().start_time.slice(0, 2)) + 2) % 24).padStart(2, '0')}:00`,
    });
    const busy = (await other.classes()).classes[0]!;
    const clash = await learner.send('POST', `/api/my-classes/${first.id}/move`, {
      starts_at: new Date(Date.parse(busy.starts_at) + 10 * 60_000).toISOString(),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(CLASS_CLASH);

    expect(
      fieldErrors(
        await learner.send('POST', `/api/my-classes/${first.id}/move`, {
          starts_at: new Date(Date.now() + 2 * HOUR).toISOString(),
        }),
      ),
    ).toEqual({
      starts_at: ['The new time must be at least 12 hours from now, so your tutor can prepare.'],
    });
    expect(
      fieldErrors(
        await learner.send('POST', `/api/my-classes/${first.id}/move`, {
          starts_at: new Date(Date.now() + 90 * DAY).toISOString(),
        }),
      ),
    ).toEqual({ starts_at: ['The new time must be before the end of your subscription.'] });
    expect(
      fieldErrors(
        await learner.send('POST', `/api/my-classes/${first.id}/move`, { starts_at: 'soon' }),
      ),
    ).toEqual({ starts_at: ['The starts at field must be a valid date and time.'] });
    expect((await learner.classes()).classes[0]!.starts_at).toBe(first.starts_at);
  });
});

describe('make-up credits', () => {
  it('owes the learner a class the tutor cancels, booked once within four weeks', async () => {
    const { tutor, learner, first } = await classWithTutor();
    expect((await tutor.send('POST', `/api/teach/classes/${first.id}/cancel`)).statusCode).toBe(
      204,
    );
    const { makeup_credits: credits, classes } = await learner.classes();
    expect(classes.find((item) => item.id === first.id)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'tutor',
    });
    expect(credits).toHaveLength(1);
    const credit = credits[0]!;
    expect(credit).toMatchObject({ class_id: first.id, state: 'open', used_class_id: null });
    expect(Date.parse(credit.expires_at)).toBe(Date.parse(first.starts_at) + 28 * DAY);
    const tutorCredits = (await tutor.get('/api/teach/makeup-credits')).json().data;
    expect(tutorCredits.map((item: { id: number }) => item.id)).toEqual([credit.id]);

    const tooLate = await tutor.send('POST', `/api/teach/makeup-credits/${credit.id}/book`, {
      starts_at: new Date(Date.parse(credit.expires_at) + HOUR).toISOString(),
    });
    expect(fieldErrors(tooLate)).toEqual({ starts_at: [MAKEUP_TOO_LATE(4)] });

    const when = new Date(Date.now() + DAY);
    when.setUTCMinutes(0, 0, 0);
    const booked = await tutor.send('POST', `/api/teach/makeup-credits/${credit.id}/book`, {
      starts_at: when.toISOString(),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data).toMatchObject({ state: 'used', used_starts_at: when.toISOString() });
    const makeup = (await learner.classes()).classes.find((item) => item.kind === 'makeup');
    expect(makeup).toMatchObject({ starts_at: when.toISOString(), status: 'scheduled' });
    const twice = await tutor.send('POST', `/api/teach/makeup-credits/${credit.id}/book`, {
      starts_at: new Date(when.getTime() + DAY).toISOString(),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MAKEUP_CREDIT_UNAVAILABLE);
    await smtp.waitFor(
      (mail) =>
        mail.to.includes(learner.user.email) &&
        mail.subject.startsWith('Class cancelled') &&
        mail.text.includes('make-up credit'),
    );
  });

  it('lets staff find open credits and book one with another, active tutor', async () => {
    const { tutor, learner, first } = await classWithTutor();
    await world.admin.send('POST', `/api/admin/classes/${first.id}/cancel`);
    const open = (
      await world.admin.get(`/api/admin/makeup-credits?state=open&user_id=${learner.user.id}`)
    ).json();
    expect(open.data.map((item: { class_id: number }) => item.class_id)).toEqual([first.id]);
    const creditId = open.data[0].id as number;
    const gone = await world.tutor();
    await world.admin.send('PATCH', `/api/admin/tutors/${gone.profile.id}`, { active: false });
    const when = new Date(Date.now() + 2 * DAY);
    when.setUTCMinutes(30, 0, 0);
    const book = (body: Record<string, unknown>) =>
      world.admin.send('POST', `/api/admin/makeup-credits/${creditId}/book`, {
        starts_at: when.toISOString(),
        ...body,
      });
    expect(fieldErrors(await book({ tutor_id: gone.profile.id }))).toEqual({
      tutor_id: ['The selected tutor is invalid.'],
    });
    expect(fieldErrors(await book({ tutor_id: 0 }))).toEqual({
      tutor_id: ['The tutor field must be at least 1.'],
    });
    const other = await world.tutor();
    const booked = await book({ tutor_id: other.profile.id });
    expect(booked.statusCode, booked.body).toBe(200);
    const makeup = (await learner.classes()).classes.find((item) => item.kind === 'makeup');
    expect(makeup?.tutor?.id).toBe(other.profile.id);
    expect((await world.admin.get(`/api/admin/makeup-credits/${creditId}`)).json().data.state).toBe(
      'used',
    );
    // The first tutor still sees the credit for their class, now used.
    const theirs = (await tutor.get('/api/teach/makeup-credits')).json().data;
    expect(theirs.map((item: { state: string }) => item.state)).toEqual(['used']);
  });
});
