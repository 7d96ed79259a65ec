import { ATTENDANCE_LABELS, canJoin, CLASS_NOT_CHANGEABLE } from '@iqra/contracts';
import {
  DEMO_STUDENT,
  expect,
  expectAccessible,
  screenshotBothWidths,
  test,
  tokenFor,
} from '../support/index.ts';
import { classesOf, clockOf, learnerWithPlan, TUTOR_ZONE, upcomingList } from './classes.ts';
import { panel, tab } from './learning.ts';

const LONDON = 'Europe/London';
const TORONTO = 'America/Toronto';

/** "18:30 GMT" or "18:30 BST": a time on the London clock, naming the zone. */
const londonTime = (iso: string) => new RegExp(`${clockOf(iso, LONDON).time} (GMT|BST)`);
/** "Thu 17 Dec 2026": a date on a clock, as the tab writes it. */
const dayOn = (iso: string, zone: string) => {
  const clock = clockOf(iso, zone);
  return `${clock.weekday} ${clock.day} ${clock.month} ${clock.year}`;
};

test.describe('the demo student', () => {
  test.use({ signedInAs: 'the demo student' });

  test('sees the classes to come on the London clock, the tutor’s in Cairo, a make-up class and past notes', async ({
    page,
    request,
  }) => {
    const token = await tokenFor(request, DEMO_STUDENT);
    const { classes, makeup_credits: credits } = await classesOf(request, token);
    const loadedAt = Date.now();
    await page.goto('/learning?tab=classes');
    await expect(tab(page, 'Upcoming classes')).toHaveAttribute('aria-selected', 'true');
    await expect(
      panel(page).getByRole('heading', { level: 2, name: 'Upcoming classes' }),
    ).toBeVisible();
    await expect(panel(page)).toContainText('Times are shown on your clock: London (Europe).');

    const items = upcomingList(page);
    await expect(items).toHaveCount(classes.length);
    expect(classes.length).toBeGreaterThanOrEqual(4);
    for (const [index, item] of classes.entries()) {
      const card = items.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText('Tajweed');
      await expect(card).toContainText('with Yusuf Abdelrahman');
      await expect(card.locator('time').first()).toHaveText(londonTime(item.starts_at));
      await expect(card.locator('time').first()).toContainText(dayOn(item.starts_at, LONDON));
      const cairo = clockOf(item.starts_at, TUTOR_ZONE);
      await expect(card).toContainText(`Tutor's time: ${cairo.weekday} ${cairo.time} in Cairo`);
      await expect(card).toContainText('60 minutes');
    }

    // The first class (the one within the hour, while the demo data is fresh) can be joined
    // from 10 minutes before it starts until it ends: the page reads the clock each minute.
    const first = classes[0]!;
    const card = items.first();
    const checkedAt = Date.now();
    const join = card.getByRole('link', { name: 'Join class' });
    const closed = card.getByRole('button', { name: 'Join class' });
    if (canJoin(first, loadedAt) && canJoin(first, checkedAt)) {
      await expect(join).toHaveAttribute(
        'href',
        'https://meet.jit.si/IqraAcademy-Yusuf-Abdelrahman',
      );
      await expect(join).toHaveAttribute('target', '_blank');
      await expect(join).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(join).toHaveAccessibleDescription(/Open now.*opens in a new tab/);
    } else if (!canJoin(first, loadedAt) && !canJoin(first, checkedAt + 60_000)) {
      await expect(closed).toBeDisabled();
      await expect(card).toContainText('Opens 10 minutes before');
      await expect(join).toHaveCount(0);
    } else {
      // The window opened or closed while the page was being read: either is right.
      await expect(join.or(closed)).toHaveCount(1);
    }
    // Inside the notice window a class can no longer be moved or cancelled (one that has
    // begun says nothing about it: it is on).
    if (first.change_until === null) {
      await expect(card.getByRole('button', { name: /^(Move|Cancel)/ })).toHaveCount(0);
      if (Date.parse(first.starts_at) > checkedAt + 60_000) {
        await expect(card).toContainText(
          'Less than 12 hours to go: this class can no longer be changed',
        );
      }
    }
    // Classes further ahead: Join closed, Move and Cancel offered.
    const later = items.nth(classes.length - 1);
    await expect(later.getByRole('button', { name: 'Join class' })).toBeDisabled();
    await expect(later.getByRole('button', { name: /^Move the class of/ })).toBeVisible();
    await expect(later.getByRole('button', { name: /^Cancel the class of/ })).toBeVisible();

    // The class the tutor cancelled is owed: an open make-up credit.
    const open = credits.find((credit) => credit.state === 'open');
    expect(open).toBeDefined();
    const makeups = panel(page).getByRole('region', { name: 'Make-up classes' });
    await expect(makeups).toContainText(
      `You have a make-up class to book with your tutor, until ${dayOn(open!.expires_at, LONDON)}`,
    );
    await expect(makeups).toContainText(
      `For your Tajweed class of ${dayOn(open!.class_starts_at, LONDON)}`,
    );

    // Past classes, latest first: the one the tutor cancelled, the others with their notes.
    const past = (await classesOf(request, token, 'past')).classes;
    expect(past.some((item) => item.note !== '')).toBe(true);
    await panel(page).getByRole('button', { name: 'Show past classes' }).click();
    // Each past class is an item with its heading (a lesson's entries are items within).
    const pastItems = panel(page)
      .getByRole('region', { name: 'Past classes' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(pastItems).toHaveCount(past.length);
    for (const [index, item] of past.entries()) {
      const row = pastItems.nth(index);
      await expect(row.locator('time')).toHaveText(londonTime(item.starts_at));
      if (item.status === 'cancelled') await expect(row).toContainText('Cancelled by tutor');
      if (item.attendance) await expect(row).toContainText(ATTENDANCE_LABELS[item.attendance]);
      if (item.note) await expect(row).toContainText(`Tutor's note${item.note}`);
    }

    await expectAccessible(page);
    // From the top, so the sticky header is drawn where it belongs.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await screenshotBothWidths(page, 'learning-classes');
  });
});

test('a new learner without classes is told so', async ({ page, learner, signIn }) => {
  await signIn(learner);
  await page.goto('/learning?tab=classes');
  await expect(panel(page)).toContainText('No upcoming classes.');
  await expect(upcomingList(page)).toHaveCount(0);
  await expect(panel(page).getByRole('region', { name: 'Make-up classes' })).toHaveCount(0);
  await panel(page).getByRole('button', { name: 'Show past classes' }).click();
  await expect(panel(page)).toContainText('No past classes yet.');
  await expectAccessible(page);
});

// A learner in Toronto with a tutor of their own in Cairo (learnerWithPlan).
test('a learner in Toronto moves a class three hours later with the keyboard alone, on their own clock', async ({
  page,
  request,
  staffApi,
  createLearner,
  signIn,
}) => {
  const { learner, classes } = await learnerWithPlan(request, staffApi, createLearner, TORONTO);
  const target = classes[0]!;
  const before = clockOf(target.starts_at, TORONTO);
  await signIn(learner);
  await page.goto('/learning');

  // The tab, from the keyboard.
  await tab(page, 'Courses').focus();
  await page.keyboard.press('ArrowDown');
  await expect(tab(page, 'Upcoming classes')).toBeFocused();
  await expect(tab(page, 'Upcoming classes')).toHaveAttribute('aria-selected', 'true');
  await expect(upcomingList(page)).toHaveCount(classes.length);
  await expect(panel(page)).toContainText('Times are shown on your clock: Toronto (America).');

  // Tab to the first class's Move button.
  const move = upcomingList(page)
    .first()
    .getByRole('button', { name: /^Move the class of/ });
  await page.keyboard.press('Tab');
  for (
    let step = 0;
    step < 6 && !(await move.evaluate((element) => element === document.activeElement));
    step += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(move).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Move this class' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'on your clock in Toronto (America), at least 12 hours from now',
  );
  const date = dialog.getByLabel('New date');
  const time = dialog.getByLabel('New time');
  await expect(date).toBeFocused();
  await expect(date).toHaveValue(before.date);
  await expect(time).toHaveValue(before.time);
  await expectAccessible(page);

  // Three hours later the same day: the hour is the time field's first part in every locale.
  for (
    let step = 0;
    step < 6 && !(await time.evaluate((element) => element === document.activeElement));
    step += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(time).toBeFocused();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowUp');
  const [hour, minute] = before.time.split(':').map(Number) as [number, number];
  const wanted = `${String(hour + 3).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  await expect(time).toHaveValue(wanted);
  await expect(dialog).toContainText(/For Bilal Tutor\S+: \w{3} 13:00 in Cairo\./);
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  const moved = (await classesOf(request, learner.token)).classes.find(
    (item) => item.id === target.id,
  )!;
  // The instant the Toronto wall clock meant, read back with Intl.
  expect(clockOf(moved.starts_at, TORONTO)).toMatchObject({ date: before.date, time: wanted });
  expect(moved.moved_from).toBe(target.starts_at);
  expect(clockOf(moved.starts_at, TUTOR_ZONE).time).toBe('13:00');

  const card = upcomingList(page).first();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your Tajweed class is moved to' }),
  ).toContainText(`${wanted} GMT-`);
  await expect(card.getByRole('heading', { level: 3 })).toBeFocused();
  await expect(card.locator('time').first()).toContainText(
    `${dayOn(moved.starts_at, TORONTO)}, ${wanted}`,
  );
  await expect(card).toContainText(
    `Moved from ${dayOn(target.starts_at, TORONTO)}, ${before.time}`,
  );
  await expect(card).toContainText(`in Cairo`);
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await screenshotBothWidths(page, 'learning-class-moved');
});

test('a learner in Toronto: a move too soon and a cancel inside the notice window are refused with the server’s reasons', async ({
  page,
  request,
  staffApi,
  createLearner,
  signIn,
}) => {
  const { learner, classes } = await learnerWithPlan(request, staffApi, createLearner, TORONTO);
  const target = classes[0]!;
  await signIn(learner);
  await page.goto('/learning?tab=classes');
  const card = upcomingList(page).first();
  await expect(card.locator('time').first()).toContainText(clockOf(target.starts_at, TORONTO).time);

  // Two hours from now is inside the notice window: 422, said in the dialog.
  await card.getByRole('button', { name: /^Move the class of/ }).click();
  const moveDialog = page.getByRole('dialog', { name: 'Move this class' });
  const soon = clockOf(new Date(Date.now() + 2 * 3_600_000).toISOString(), TORONTO);
  await moveDialog.getByLabel('New date').fill(soon.date);
  await moveDialog.getByLabel('New time').fill(soon.time);
  await moveDialog.getByRole('button', { name: 'Move class' }).click();
  await expect(moveDialog.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'The new time must be at least 12 hours from now, so your tutor can prepare.',
  );
  await expectAccessible(page);
  await screenshotBothWidths(page, 'learning-class-move-refused');
  await moveDialog.getByRole('button', { name: 'Keep the time' }).click();
  await expect(moveDialog).toBeHidden();

  // Meanwhile the school puts the class just inside the notice window: this page does not
  // know yet, and the server refuses the cancel.
  const startsAt = new Date(Date.now() + 12 * 3_600_000 - 5 * 60_000).toISOString();
  await staffApi.send('post', `classes/${target.id}/move`, { starts_at: startsAt });
  await card.getByRole('button', { name: /^Cancel the class of/ }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel this class?' });
  await expect(cancelDialog.getByRole('button', { name: 'Keep class' })).toBeFocused();
  await cancelDialog.getByRole('button', { name: 'Cancel class' }).click();
  await expect(cancelDialog.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    CLASS_NOT_CHANGEABLE(12),
  );
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(cancelDialog).toBeHidden();

  // The list was read again: the class at its new time, no longer changeable.
  await expect(card.locator('time').first()).toContainText(clockOf(startsAt, TORONTO).time);
  await expect(card).toContainText('Less than 12 hours to go: this class can no longer be changed');
  await expect(card.getByRole('button', { name: /^(Move|Cancel)/ })).toHaveCount(0);
  const after = (await classesOf(request, learner.token)).classes.find(
    (item) => item.id === target.id,
  )!;
  expect(after.status).toBe('scheduled');
});
