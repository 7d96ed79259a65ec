import { describe, expect, it } from 'vitest';
import {
  adminAuditSchema,
  adminListOf,
  DEFAULT_GRADE_LABELS,
  DEFAULT_PAID_OUTCOMES,
  one,
  schoolSettingsSchema,
} from '@iqra/contracts';
import { clientOf, createTestApp, fieldErrors, loginDemoAdmin } from '../../../test/helpers.ts';

// The school's clock and what pays a tutor are school rules (decisions 045, 046): staff set
// them on the School rules screen, and a PUT that leaves them out keeps them.
const { app } = await createTestApp();
const admin = clientOf(app, await loginDemoAdmin(app));

const rules = { notice_hours: 12, makeup_weeks: 4, grade_labels: DEFAULT_GRADE_LABELS };
const settings = async () =>
  one(schoolSettingsSchema).parse((await admin.get('/api/admin/school-settings')).json()).data;

describe('the school’s clock and what pays a tutor', () => {
  it('start as the demo school’s (Cairo) and the default outcomes, are kept when left out, and are audited', async () => {
    const before = await settings();
    expect(before.time_zone).toBe('Africa/Cairo');
    expect(before.paid_outcomes).toEqual(DEFAULT_PAID_OUTCOMES);

    const saved = await admin.send('PUT', '/api/admin/school-settings', {
      ...rules,
      time_zone: 'america/new_york',
      paid_outcomes: ['late', 'present', 'tutor_absent', 'late'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The zone in its canonical spelling; the outcomes once each, in the list's order.
    expect(one(schoolSettingsSchema).parse(saved.json()).data).toMatchObject({
      time_zone: 'America/New_York',
      paid_outcomes: ['present', 'late', 'tutor_absent'],
    });

    const kept = await admin.send('PUT', '/api/admin/school-settings', rules);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await settings()).toMatchObject({
      time_zone: 'America/New_York',
      paid_outcomes: ['present', 'late', 'tutor_absent'],
    });

    const none = await admin.send('PUT', '/api/admin/school-settings', {
      ...rules,
      paid_outcomes: [],
    });
    expect(none.statusCode, none.body).toBe(200);
    expect((await settings()).paid_outcomes).toEqual([]);

    const audit = adminListOf(adminAuditSchema).parse(
      (await admin.get('/api/admin/audit-log?entity=school_settings')).json(),
    ).data;
    expect(audit[0]?.after).toMatchObject({ time_zone: 'America/New_York', paid_outcomes: [] });
  });

  it('refuses a zone the tz database does not know and an outcome not on the list', async () => {
    const before = await settings();
    const refused = await admin.send('PUT', '/api/admin/school-settings', {
      ...rules,
      time_zone: '+02:00',
      paid_outcomes: ['present', 'holiday'],
    });
    expect(fieldErrors(refused)).toEqual({
      time_zone: ['The time zone field must be a valid time zone.'],
      'paid_outcomes.1': ['Choose what pays a tutor from the list.'],
    });
    expect(await settings()).toEqual(before);
  });
});
