import type { SchoolCalendar } from '@iqra/contracts';
import { expect, expectAccessibleAtBothWidths, test } from '../support/index.ts';
import { learnerWithPlan } from '../learner/classes.ts';
import { subscriptionsOf } from '../learner/learning.ts';

// Staff confirm the next Eid the Umm al-Qura calendar proposes (decision 049), whatever the
// year the test runs in, and see the classes it takes: a learner whose plan has a class every
// day through it loses one a day, each made good by the school's rule.

const EID_NAMES = { eid_al_fitr: 'Eid al-Fitr', eid_al_adha: 'Eid al-Adha' } as const;
const DAY = 86_400_000;

test.use({ signedInAs: 'staff' });

test('staff confirm an Eid and see the classes it takes', async ({
  page,
  request,
  staffApi,
  createLearner,
}) => {
  const calendar = (await staffApi.get<{ data: SchoolCalendar }>('holidays')).data;
  const eid = calendar.holidays.find((holiday) => holiday.id === null)!;
  expect(eid.kind).not.toBe('closure');
  const name = `${EID_NAMES[eid.kind as keyof typeof EID_NAMES]} ${eid.hijri_year} AH`;
  const days = (Date.parse(eid.ends_on) - Date.parse(eid.starts_on)) / DAY + 1;

  // A learner with a class every day until two weeks after the Eid.
  const { learner, tutor } = await learnerWithPlan(
    request,
    staffApi,
    createLearner,
    'Europe/London',
  );
  const [subscription] = await subscriptionsOf(request, learner.token);
  await staffApi.send('patch', `subscriptions/${subscription!.id}`, {
    ended_at: new Date(Date.parse(eid.ends_on) + 14 * DAY).toISOString(),
  });
  await staffApi.send('put', `subscriptions/${subscription!.id}/plan`, {
    tutor_id: tutor.id,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    start_time: '10:00',
  });

  await page.goto('/admin/school-calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'School calendar' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Proposed by the calendar');
  await row.getByRole('button', { name: `Confirm ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm ${name}` });
  await expect(dialog.getByLabel('First day')).toHaveValue(eid.starts_on);
  await expect(dialog.getByLabel('Last day')).toHaveValue(eid.ends_on);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();

  await expect(page.getByRole('status').filter({ hasText: name })).toContainText(
    /classes? (is|are) not held/,
  );
  await expect(row).toContainText('Confirmed');
  // Its classes, listed at once: the learner's one a day, each made good by a later end.
  const classes = page.getByRole('table', { name: `Classes not held for ${name}` });
  const theirs = classes.getByRole('row').filter({ hasText: learner.lastName });
  await expect(theirs).toHaveCount(days);
  await expect(theirs.first()).toContainText('A later plan end');
  await expectAccessibleAtBothWidths(page);

  // The learner's plan ends later by as many classes, and the school's calendar is as it was.
  const [after] = await subscriptionsOf(request, learner.token);
  expect(Date.parse(after!.ended_at)).toBeGreaterThan(Date.parse(eid.ends_on) + 14 * DAY);
  const kept = (await staffApi.get<{ data: SchoolCalendar }>('holidays')).data.holidays.find(
    (holiday) => holiday.kind === eid.kind && holiday.hijri_year === eid.hijri_year,
  );
  await staffApi.send('delete', `holidays/${kept!.id}`);
});
