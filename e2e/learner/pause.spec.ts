import { expect, expectAccessibleAtBothWidths, test } from '../support/index.ts';
import { classesOf, clockOf, learnerWithPlan, TUTOR_ZONE } from './classes.ts';
import { panel, subscriptionsOf, tab } from './learning.ts';

const DAY = 86_400_000;
/** The calendar date `days` from now on the plan's clock (its anchor, the tutor's Cairo). */
const dayFromNow = (days: number) =>
  clockOf(new Date(Date.now() + days * DAY).toISOString(), TUTOR_ZONE).date;

test('a learner pauses two weeks and sees the plan’s new end at once', async ({
  page,
  request,
  staffApi,
  createLearner,
  signIn,
}) => {
  const { learner, classes: planned } = await learnerWithPlan(
    request,
    staffApi,
    createLearner,
    'Europe/London',
  );
  const [before] = await subscriptionsOf(request, learner.token);
  // The classes of those days still to be held (a school holiday may have taken one of them).
  const inPause = planned.filter((item) => {
    const { date } = clockOf(item.starts_at, TUTOR_ZONE);
    return item.status === 'scheduled' && date >= dayFromNow(7) && date <= dayFromNow(20);
  }).length;
  await signIn(learner);
  await page.goto('/learning');

  const form = panel(page).getByRole('form', { name: 'Pause classes' });
  // Two weeks, a week from now: the plan's classes fall on two weekdays, so four of them (but
  // for a holiday's).
  expect(inPause).toBeGreaterThanOrEqual(3);
  await form.getByLabel('First day').fill(dayFromNow(7));
  await form.getByLabel('Last day').fill(dayFromNow(20));
  await form.getByLabel('Reason (optional)').fill('Umrah with the family');
  await form.getByRole('button', { name: 'Pause classes' }).click();

  // The plan's end, fourteen days on (Cairo keeps no clock change in these weeks).
  await expect
    .poll(async () => Date.parse((await subscriptionsOf(request, learner.token))[0]!.ended_at))
    .toBe(Date.parse(before!.ended_at) + 14 * DAY);
  const newEnd = await page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(
        new Date(iso),
      ),
    new Date(Date.parse(before!.ended_at) + 14 * DAY).toISOString(),
  );
  await expect(
    panel(page).getByRole('status').filter({ hasText: 'Classes are paused' }),
  ).toHaveText(new RegExp(`The plan now ends on ${newEnd}\\.$`));
  // The courses table reads the new end too, and the pause is listed, granted, to withdraw.
  await expect(panel(page).getByRole('table').locator('tbody tr').first()).toContainText(newEnd);
  const pause = panel(page).getByRole('listitem').filter({ hasText: 'Granted' });
  await expect(pause).toContainText(`${inPause} classes cancelled for the pause`);
  await expect(pause.getByRole('button', { name: /^Withdraw the pause of Tajweed/ })).toBeVisible();

  await expectAccessibleAtBothWidths(page);

  // The classes of those days read as cancelled for the pause.
  const { classes } = await classesOf(request, learner.token);
  expect(classes.filter((item) => item.paused)).toHaveLength(inPause);
  await tab(page, 'Upcoming classes').click();
  await expect(panel(page).getByText('Cancelled for the pause', { exact: true })).toHaveCount(
    inPause,
  );
  await expectAccessibleAtBothWidths(page);
});
