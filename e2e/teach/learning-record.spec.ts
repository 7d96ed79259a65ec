import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, screenshotBothWidths, tabTo, test } from '../support/index.ts';
import { classStartingSoon, clockTime, dayName, section, untilStarted } from './teach.ts';

// The learning record from both sides: a tutor records what a Hifz class taught, with two
// mistakes marked on words and the homework, from the keyboard alone; the learner then sees the
// course's progress move, the mistakes on the text and the homework. The learner comes knowing
// Juz 'Amma: the tutor hears it as a long-term revision and gives the next lesson in the
// school's order, Al-Mursalat's first ayat.

/** A new lesson, Al-Mursalat 1–5, with two mistakes on words and its grade. */
async function recordNewLesson(page: Page, dialog: Locator) {
  // The surah found by typing its name.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Add entry' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Kind').first()).toBeFocused();
  await expect(dialog.getByLabel('Kind').first()).toHaveValue('new_lesson');
  const fromSurah = dialog.getByRole('combobox', { name: 'From surah' }).first();
  await tabTo(page, fromSurah);
  await page.keyboard.type('mursalat');
  await expect(dialog.getByRole('option', { name: /77\. Al-Mursalat/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(fromSurah).toHaveValue('77. Al-Mursalat');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'To surah' }).first()).toHaveValue(
    '77. Al-Mursalat',
  );
  await page.keyboard.press('Tab');
  await page.keyboard.type('5');

  // Two mistakes on words (each of these ayat has two): the third word is 77:2's first, the
  // seventh 77:4's first.
  const words = dialog.getByRole('group', { name: 'Words of Al-Mursalat 1–5' });
  await expect(words).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Tab');
  const firstWord = words.getByRole('button').first();
  await expect(firstWord).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  const mistake = dialog.getByRole('group', { name: 'Mistake on word 1 of ayah 77:2' });
  await expect(mistake.getByRole('radio', { name: 'Tajweed' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ghunnah');
  await page.keyboard.press('Tab');
  await expect(
    mistake.getByRole('radio', { name: 'Corrected after an alert (tanbeeh)' }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(words.getByRole('button').nth(2)).toBeFocused();
  await expect(words.getByRole('button').nth(2)).toContainText('mistake: Tajweed');

  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  const second = dialog.getByRole('group', { name: 'Mistake on word 1 of ayah 77:4' });
  await expect(second.getByRole('radio', { name: 'Tajweed' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(second.getByRole('radio', { name: 'Forgotten or hesitated' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(
    second.getByRole('radio', { name: 'The tutor gave the word (talqeen)' }),
  ).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(
    dialog.getByRole('list', { name: 'Mistakes marked' }).getByRole('listitem'),
  ).toHaveCount(2);

  const veryGood = dialog.getByRole('radio', { name: 'Very good' }).first();
  await tabTo(page, dialog.getByRole('radio', { name: 'Excellent' }).first());
  await page.keyboard.press('ArrowRight');
  await expect(veryGood).toBeChecked();
}

/** Juz 'Amma heard whole as a long-term revision, graded Good. */
async function recordRevisionOfJuzAmma(page: Page, dialog: Locator) {
  await tabTo(page, dialog.getByRole('button', { name: 'Add entry' }));
  await page.keyboard.press('Enter');
  const revisionKind = dialog.getByLabel('Kind').nth(1);
  await expect(revisionKind).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(revisionKind).toHaveValue('long_revision');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Juz' }).nth(1)).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('30');
  // 23 pages of the mushaf: their words come a page at a time.
  const words = dialog.getByRole('group', { name: 'Words of An-Naba 1 – An-Nas 6, page 582' });
  await expect(words).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: /^Page 582/ })).toHaveText(
    'Page 582 (1 of 23)',
  );
  await words.scrollIntoViewIfNeeded();
  await screenshotBothWidths(page, 'teach-record-long-revision');
  await tabTo(page, dialog.getByRole('radio', { name: 'Excellent' }).nth(1));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Good', exact: true }).nth(1)).toBeChecked();
}

/** Homework: Al-Mursalat 6–15, the surah found by its Arabic name. */
async function setHomework(page: Page, dialog: Locator) {
  await tabTo(page, dialog.getByRole('checkbox', { name: 'Set homework for the next class' }));
  await page.keyboard.press('Space');
  const homeworkFrom = dialog.getByRole('combobox', { name: 'From surah' }).nth(1);
  await tabTo(page, homeworkFrom);
  await page.keyboard.type('المرسلات');
  await page.keyboard.press('Enter');
  await expect(homeworkFrom).toHaveValue('77. Al-Mursalat');
  await page.keyboard.press('Tab');
  await page.keyboard.type('6');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('15');
  await tabTo(page, dialog.getByLabel('What to do (optional)'));
  await page.keyboard.type('Listen to it three times before reciting.');
}

test('a tutor records a new lesson with two word mistakes and homework, and the learner sees progress, mistakes and homework', async ({
  page,
  request,
  staffApi,
  baseURL,
  createLearner,
  signIn,
}) => {
  test.setTimeout(150_000);
  const { zone, tutor, learner, startsAt } = await classStartingSoon(
    { request, staffApi, baseURL, createLearner },
    {
      tutor: { firstName: 'Hamza', lastName: 'Qasim' },
      learner: { firstName: 'Maryam', lastName: 'Idris' },
    },
    { startsIn: 12_000, courseSlug: 'hifz' },
  );

  // Before: nothing memorised yet.
  await signIn(learner);
  await page.goto('/learning');
  const progress = page.getByRole('progressbar', { name: 'Progress in Hifz' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  // The class has started (for the server too) once Record shows.
  await untilStarted(startsAt);
  await signIn(tutor);
  await page.goto('/teach');
  const when = `${dayName(startsAt, zone)} at ${clockTime(startsAt, zone)}`;
  const card = section(page, 'Today').getByRole('article', {
    name: `Class with Maryam Idris on ${when}`,
  });
  const record = card.getByRole('button', { name: `Record class with Maryam Idris on ${when}` });
  await record.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Record class' });
  await expect(dialog.getByRole('radio', { name: 'Present' })).toBeFocused();
  await page.keyboard.press('Space');

  await recordNewLesson(page, dialog);
  await recordRevisionOfJuzAmma(page, dialog);
  await setHomework(page, dialog);

  await expectAccessible(page);
  await screenshotBothWidths(page, 'teach-record-lesson');
  await tabTo(page, dialog.getByRole('button', { name: 'Save record' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // The tutor sees the learner's progress as the learner will.
  await card.getByRole('button', { name: 'Progress of Maryam Idris' }).click();
  const progressDialog = page.getByRole('dialog', { name: 'Progress of Maryam Idris' });
  await expect(
    progressDialog
      .getByRole('list', { name: 'Pages memorised by juz' })
      .getByRole('listitem')
      .filter({ hasText: 'Juz 30' }),
  ).toContainText('23 pages memorised');
  await page.keyboard.press('Escape');
  await expect(progressDialog).toBeHidden();

  // The learner: the progress has moved, and the past class shows the lesson.
  await signIn(learner);
  await page.goto('/learning');
  // Juz 'Amma's 564 ayat and Al-Mursalat's five, of the whole Quran's 6,236: 9 %.
  await expect(progress).toHaveAttribute('aria-valuenow', '9');
  // The class is still on (it ends in half an hour): its card shows what it taught.
  await page.getByRole('tab', { name: 'Upcoming classes' }).click();
  const lesson = page.getByRole('article').filter({ hasText: 'What you learned' });
  await expect(lesson).toContainText('Long-term revision: An-Naba 1 – An-Nas 6');
  await expect(lesson).toContainText('New lesson: Al-Mursalat 1–5');
  await expect(lesson).toContainText('Grade: Very good');
  await expect(lesson).toContainText('Ayah 77:2, word 1: Tajweed (Ghunnah)');
  await expect(lesson).toContainText('Ayah 77:4, word 1: Forgotten or hesitated');
  await expect(lesson).toContainText('Homework for the next class');
  await expect(lesson).toContainText('New lesson: Al-Mursalat 6–15');
  // The course's next class, and it alone, says what to prepare for it.
  const next = page.getByRole('article').filter({ hasText: 'To prepare for this class' });
  await expect(next).toHaveCount(1);
  await expect(next).toContainText('New lesson: Al-Mursalat 6–15');
  await expect(next).not.toContainText('What you learned');
  await lesson.getByRole('button', { name: 'Show the 2 mistakes on the text' }).click();
  const text = lesson.getByLabel('Text of Al-Mursalat 1–5');
  await expect(text).toHaveAttribute('lang', 'ar');
  await expect(text.locator('.quran-word-mistake')).toHaveCount(2);
  // The text names its source and licence (CC BY-SA asks for both).
  await expect(lesson).toContainText('The Noble Qur’an Encyclopedia');
  await expect(lesson).toContainText('licensed CC BY-SA 4.0');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'learning-lesson');

  // My progress: Juz 'Amma (pages 582–604) memorised, Al-Mursalat begun on its page, each
  // page due again soon, the page with the two mistakes among them.
  await page.getByRole('tab', { name: 'My progress' }).click();
  const juz = page.getByRole('list', { name: 'Pages memorised by juz' }).getByRole('listitem');
  await expect(juz.filter({ hasText: 'Juz 30' })).toContainText('23 pages memorised');
  await expect(juz.filter({ hasText: 'Juz 29' })).toContainText('1 page in progress');
  await expect(juz.first()).toHaveText('Juz 1: not begun (pages 1–21)');
  const due = page.getByRole('region', { name: 'Revision due' });
  await expect(due.getByRole('listitem').filter({ hasText: 'Al-Mursalat 1' })).toContainText(
    '2 mistakes marked',
  );
  await expect(page.getByRole('region', { name: 'Surahs begun' })).toContainText('77. Al-Mursalat');
  await expect(page.getByRole('region', { name: 'Latest lessons' })).toContainText(
    'New lesson: Al-Mursalat 1–5',
  );
  await expectAccessible(page);
  await screenshotBothWidths(page, 'learning-progress');
});
