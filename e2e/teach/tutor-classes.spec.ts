import type { MyClassesResponse } from '@iqra/contracts';
import { expect, expectAccessible, screenshotBothWidths, test } from '../support/index.ts';
import {
  classStartingSoon,
  clockDate,
  clockTime,
  dayName,
  section,
  untilStarted,
} from './teach.ts';

// Each journey has its own tutor and learner (staff make them through the API): the demo
// tutor's classes, which other specs read, stay as they are.

const DAY_MS = 86_400_000;

test('a tutor records attendance and a note on a class that has started, from the keyboard alone', async ({
  page,
  request,
  staffApi,
  baseURL,
  createLearner,
  signIn,
}) => {
  // The class starts 15 s after it is moved; the page shows Record once it has. The page's
  // clock runs two minutes behind until then, so Cancel shows however slow the start-up.
  test.setTimeout(120_000);
  const { zone, tutor, learner, classId, startsAt } = await classStartingSoon(
    { request, staffApi, baseURL, createLearner },
    {
      tutor: { firstName: 'Bilal', lastName: 'Saeed' },
      learner: { firstName: 'Zainab', lastName: 'Ali', time_zone: 'Australia/Sydney' },
    },
  );
  const when = `${dayName(startsAt, zone)} at ${clockTime(startsAt, zone)}`;

  const behind = 120_000;
  await page.clock.install({ time: Date.now() - behind });
  await signIn(tutor);
  await page.goto('/teach');
  const card = section(page, 'Today').getByRole('article', {
    name: `Class with Zainab Ali on ${when}`,
  });
  await expect(
    card.getByRole('button', { name: `Cancel class with Zainab Ali on ${when}` }),
  ).toBeVisible();
  await expect(card).toContainText('Moved from');
  await expect(card).toContainText('Sydney time');

  // Once the class has started (for the server too), Record takes Cancel's place without a
  // reload.
  await untilStarted(startsAt);
  await page.clock.fastForward(behind);
  const record = card.getByRole('button', { name: `Record class with Zainab Ali on ${when}` });
  await expect(record).toBeVisible();
  await expect(card.getByRole('link', { name: /^Join class with Zainab Ali/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );

  await record.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Record class' });
  await expect(dialog.getByRole('radio', { name: 'Present' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Late' })).toBeChecked();
  // What the class taught and the homework come before the note (the learning record's own
  // journey fills them in); here they stay empty.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Add entry' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    dialog.getByRole('checkbox', { name: 'Set homework for the next class' }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Lesson note for the learner')).toBeFocused();
  const note = 'Ten minutes late; we revised idgham with ghunnah. Practise Surah Al-Mulk 1–5.';
  await page.keyboard.type(note);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save record' })).toBeFocused();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'teach-record');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // Focus is back on the same button, which now edits the record.
  await expect(
    card.getByRole('button', { name: `Edit record of class with Zainab Ali on ${when}` }),
  ).toBeFocused();
  await expect(card).toContainText('Attendance: Late');
  await expect(card).toContainText(note);

  // The learner reads it with the class.
  const mine = await request.get('/api/my-classes', {
    headers: { Authorization: `Bearer ${learner.token}` },
  });
  const classes = ((await mine.json()) as MyClassesResponse).classes;
  expect(classes.find((item) => item.id === classId)).toMatchObject({
    attendance: 'late',
    note,
  });

  await card.getByRole('button', { name: 'Notes about Zainab Ali' }).click();
  const notes = page.getByRole('dialog', { name: 'Notes about Zainab Ali' });
  await expect(notes).toContainText(note);
  await expect(notes).toContainText('Late');
});

test('a tutor cancels a class, and books the make-up class its credit owes', async ({
  page,
  request,
  staffApi,
  baseURL,
  createLearner,
  signIn,
}) => {
  const { zone, tutor, startsAt } = await classStartingSoon(
    { request, staffApi, baseURL, createLearner },
    {
      tutor: { firstName: 'Idris', lastName: 'Haddad' },
      learner: { firstName: 'Yahya', lastName: 'Karim', time_zone: 'Europe/Paris' },
    },
    { startsIn: 2 * 3_600_000 },
  );
  const when = `${dayName(startsAt, zone)} at ${clockTime(startsAt, zone)}`;

  const behind = 120_000;
  await page.clock.install({ time: Date.now() - behind });
  await signIn(tutor);
  await page.goto('/teach');
  const card = section(page, 'Today').getByRole('article', {
    name: `Class with Yahya Karim on ${when}`,
  });
  await card.getByRole('button', { name: `Cancel class with Yahya Karim on ${when}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this class?' });
  await expect(confirm).toContainText('Yahya Karim gets a make-up credit for it');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel class' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toContainText('Cancelled by you');
  await expect(card.getByRole('button', { name: /^Cancel class/ })).toHaveCount(0);
  // Its button gone, focus rests on the class itself.
  await expect(card).toBeFocused();

  const credits = section(page, 'Make-up credits');
  const book = credits.getByRole('button', {
    name: `Book make-up class for Yahya Karim (class of ${when})`,
  });
  await book.click();
  const booking = page.getByRole('dialog', { name: 'Book make-up class' });
  const date = booking.getByLabel('Date');
  // Refusals are the server's words, in the dialog.
  await date.fill(clockDate(Date.now() - DAY_MS, zone));
  await booking.getByRole('button', { name: 'Book class' }).click();
  await expect(booking.getByRole('alert')).toContainText('The new time must be in the future.');
  await date.fill(clockDate(Date.now() + 40 * DAY_MS, zone));
  await booking.getByRole('button', { name: 'Book class' }).click();
  await expect(booking.getByRole('alert')).toContainText(
    'A make-up class must take place within 4 weeks of the class it replaces.',
  );

  const day = Date.now() + 2 * DAY_MS;
  await date.fill(clockDate(day, zone));
  await booking.getByLabel(/^Time/).fill('10:00');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'teach-book-makeup');
  await booking.getByRole('button', { name: 'Book class' }).click();
  await expect(booking).toBeHidden();
  await expect(credits).toContainText(`Make-up class on ${dayName(day, zone)} at 10:00`);
  await expect(book).toHaveCount(0);
});
