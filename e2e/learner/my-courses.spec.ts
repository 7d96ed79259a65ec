import {
  DEMO_STUDENT,
  expect,
  expectAccessible,
  horizontalOverflow,
  screenshotBothWidths,
  test,
  tokenFor,
} from '../support/index.ts';
import { panel, scheduleDialog, subscriptionsOf, tab } from './learning.ts';

test.describe('the demo student', () => {
  test.use({ signedInAs: 'the demo student' });

  test('sees the five tabs, Courses first, and their subscriptions', async ({ page, request }) => {
    // Progress is read from the learner's record: the seed's recorded Tajweed classes each
    // taught one of its units.
    const subscriptions = await subscriptionsOf(request, await tokenFor(request, DEMO_STUDENT));
    const tajweedProgress = subscriptions.find((item) => item.product.slug === 'tajweed')!.progress;
    expect(tajweedProgress).toBeGreaterThan(0);
    await page.goto('/learning');
    await expect(page).toHaveTitle('Learning | Iqra');
    await expect(page.getByRole('heading', { level: 1, name: 'Learning' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([
      'Courses',
      'Upcoming classes',
      'My progress',
      'Books',
      'Certificates',
    ]);
    await expect(tab(page, 'Courses')).toHaveAttribute('aria-selected', 'true');
    // The panel's first heading (the pauses' own section follows the table).
    await expect(panel(page).getByRole('heading', { level: 2 }).first()).toHaveText('My Courses');

    const table = panel(page).getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Course',
      'Tier',
      'Start',
      'End',
      'Status',
      'Progress',
      'Schedule',
    ]);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(4);
    const tajweed = rows.filter({ hasText: 'Tajweed' });
    await expect(tajweed).toContainText('Standard');
    await expect(tajweed).toContainText('Active');
    await expect(tajweed.getByRole('progressbar', { name: 'Progress in Tajweed' })).toHaveAttribute(
      'aria-valuenow',
      String(tajweedProgress),
    );
    await expect(tajweed).toContainText(`${tajweedProgress}%`);
    const arabic = rows.filter({ hasText: 'Quranic Arabic' });
    await expect(arabic).toContainText('Basic');
    await expect(arabic).toContainText('Active');
    await expect(arabic.locator('td').nth(5)).toHaveText(/—/);
    const qaida = rows.filter({ hasText: 'Noorani Qaida' });
    await expect(qaida).toContainText('Expired');
    // Every Qaida lesson is in the learner's record, passed.
    await expect(
      qaida.getByRole('progressbar', { name: 'Progress in Noorani Qaida' }),
    ).toHaveAttribute('aria-valuenow', '100');
    const hifz = rows.filter({ hasText: 'Hifz' });
    await expect(hifz).toContainText('Expired');
    // Dates read as calendar dates ("20 Nov 2026").
    await expect(tajweed.locator('time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);

    await expectAccessible(page);
    await screenshotBothWidths(page, 'learning-courses');
  });
  test('on a phone, courses and classes are cards, and nothing overflows', async ({
    page,
    request,
  }) => {
    const subscriptions = await subscriptionsOf(request, await tokenFor(request, DEMO_STUDENT));
    const tajweedCourse = subscriptions.find((item) => item.product.slug === 'tajweed')!;
    const tajweedClasses = tajweedCourse.schedules;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/learning');
    await expect(panel(page).getByRole('table')).toHaveCount(0);
    const cards = panel(page).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const tajweed = cards.filter({ has: page.getByRole('heading', { name: 'Tajweed' }) });
    await expect(tajweed).toContainText('Standard');
    await expect(tajweed).toContainText(`${tajweedCourse.progress}%`);
    await tajweed.getByRole('button', { name: 'View Schedule for Tajweed' }).click();
    const classes = scheduleDialog(page).getByRole('listitem');
    await expect(classes).toHaveCount(tajweedClasses.length);
    expect(tajweedClasses.length).toBeGreaterThanOrEqual(5);
    await expect(classes.first().getByRole('link')).toHaveText('https://meet.jit.si/IqraAcadem...');
    // The first class is over: Inactive; the last is still to come: Active.
    await expect(classes.first()).toContainText('Inactive');
    await expect(classes.last()).toContainText('Active');
    await expectAccessible(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test('a new learner sees friendly empty states', async ({ page, learner, signIn }) => {
  await signIn(learner);
  await page.goto('/learning');
  await expect(panel(page)).toContainText('You haven’t joined a course yet.');
  await expect(panel(page).getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
    'href',
    '/courses',
  );
  await expect(panel(page).getByRole('table')).toHaveCount(0);
  await expectAccessible(page);

  await tab(page, 'Books').click();
  await expect(panel(page)).toContainText('No books available.');
  await expect(panel(page).getByRole('link', { name: 'Browse books' })).toHaveAttribute(
    'href',
    '/books',
  );
  await expect(page.getByRole('button', { name: /^Sort/ })).toHaveCount(0);
  await expectAccessible(page);
});
