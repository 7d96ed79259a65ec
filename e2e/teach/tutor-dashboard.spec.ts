import {
  DEMO_TUTOR,
  expect,
  expectAccessible,
  screenshotBothWidths,
  submitSignIn,
  test,
  tokenFor,
} from '../support/index.ts';
import { avatarMenu } from '../accounts/accounts.ts';
import { classesAhead, clockDate, clockTime, dayName, section, type Tutor } from './teach.ts';

const CAIRO = 'Africa/Cairo';
const LONDON = 'Europe/London';
const SEEDED_NOTE = /makharij|Noon sakinah|Meem sakinah|Qalqalah/;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The Monday ("2026-11-23") of the week an instant falls in, on Cairo's calendar. */
function mondayOf(instant: string | number): string {
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: CAIRO }).format(
    new Date(instant),
  );
  const day = new Date(`${clockDate(instant, CAIRO)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - WEEKDAYS.indexOf(weekday));
  return day.toISOString().slice(0, 10);
}

test.describe('the demo tutor', () => {
  test.use({ signedInAs: 'the demo tutor' });

  test('sees today and the week on the Cairo clock, Amina’s London time, the open make-up credit and her notes', async ({
    page,
    request,
  }) => {
    // The seed puts a class within the hour after the server started.
    const tutor = { token: await tokenFor(request, DEMO_TUTOR) } as Tutor;
    const next = (await classesAhead(request, tutor, 7)).find(
      (item) => item.status === 'scheduled' && Date.parse(item.starts_at) > Date.now(),
    )!;
    expect(next.learner?.name).toBe('Amina Rahman');
    const cairo = `${clockTime(next.starts_at, CAIRO)}–${clockTime(next.ends_at, CAIRO)}`;
    const london = `${clockTime(next.starts_at, LONDON)}–${clockTime(next.ends_at, LONDON)}`;
    const when = `${dayName(next.starts_at, CAIRO)} at ${clockTime(next.starts_at, CAIRO)}`;

    await page.goto('/teach');
    await expect(page.getByRole('heading', { level: 1, name: 'Teach' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'All times are in your time zone, Cairo (Africa/Cairo)',
    );

    // The seed's class may fall on the next Monday on Cairo's clock, in next week.
    const nextWeek = mondayOf(next.starts_at) !== mondayOf(Date.now());
    if (nextWeek)
      await section(page, 'This week').getByRole('button', { name: 'Next week' }).click();
    const week = section(page, nextWeek ? 'Next week' : 'This week');
    const card = week.getByRole('article', { name: `Class with Amina Rahman on ${when}` });
    await expect(card).toContainText(cairo);
    await expect(card).toContainText(`${london} London time`);
    await expect(card).toContainText('Tajweed');
    await expect(
      card.getByRole('button', { name: `Cancel class with Amina Rahman on ${when}` }),
    ).toBeVisible();
    if (dayName(Date.now(), CAIRO) === dayName(next.starts_at, CAIRO)) {
      await expect(
        section(page, 'Today').getByRole('article', { name: `Class with Amina Rahman on ${when}` }),
      ).toBeVisible();
    }

    const credits = section(page, 'Make-up credits');
    await expect(credits.getByText('Amina Rahman · Tajweed')).toBeVisible();
    await expect(
      credits.getByRole('button', { name: /^Book make-up class for Amina Rahman/ }),
    ).toBeVisible();
    await expect(section(page, 'To record')).toContainText('Nothing to record.');

    await expectAccessible(page);
    await screenshotBothWidths(page, 'teach-dashboard');

    // The account menu offers Teach, not Learning.
    await avatarMenu(page).click();
    await expect(page.getByRole('link', { name: 'Teach' })).toHaveAttribute('href', '/teach');
    await expect(page.getByRole('link', { name: 'Learning' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Other weeks, and back.
    if (!nextWeek) {
      await week.getByRole('button', { name: 'Next week' }).click();
      await expect(section(page, 'Next week')).toBeVisible();
      await section(page, 'Next week').getByRole('button', { name: 'This week' }).click();
    } else {
      await week.getByRole('button', { name: 'This week' }).click();
      await expect(section(page, 'This week')).toBeVisible();
      await section(page, 'This week').getByRole('button', { name: 'Next week' }).click();
    }
    await expect(week).toBeVisible();

    const opener = card.getByRole('button', { name: 'Notes about Amina Rahman' });
    await opener.click();
    const notes = page.getByRole('dialog', { name: 'Notes about Amina Rahman' });
    await expect(notes.getByRole('listitem').first()).toBeVisible();
    // Latest first: the recorded classes with their notes, and the one Yusuf cancelled.
    await expect(notes).toContainText(SEEDED_NOTE);
    await expect(notes).toContainText('Present');
    await expect(notes).toContainText('Cancelled');
    await expectAccessible(page);
    await screenshotBothWidths(page, 'teach-notes');
    await page.keyboard.press('Escape');
    await expect(notes).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test('a guest who opens /teach signs in and lands back there', async ({ page }) => {
  await page.goto('/teach');
  await expect(page).toHaveURL('/login');
  await submitSignIn(page, DEMO_TUTOR);
  await expect(page).toHaveURL('/teach');
  await expect(page.getByRole('heading', { level: 1, name: 'Teach' })).toBeVisible();
});

test.describe('a learner', () => {
  test.use({ signedInAs: 'a new learner' });

  test('is told /teach is not for them, and keeps Learning in the menu', async ({ page }) => {
    await page.goto('/teach');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('This part of the site is for Iqra tutors.');
    await expect(page.getByRole('region', { name: 'Today' })).toHaveCount(0);
    await avatarMenu(page).click();
    await expect(page.getByRole('link', { name: 'Learning' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Teach' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
