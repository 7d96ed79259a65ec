import type { MyClassesResponse } from '@iqra/contracts';
import { expect, expectAccessible, expectLanguageAndDirection, test } from '../support/index.ts';
import { classStartingSoon, untilStarted } from './teach.ts';

test('a tutor records attendance and a note in Arabic, and the card says it in Arabic', async ({
  page,
  request,
  staffApi,
  baseURL,
  createLearner,
  signIn,
}) => {
  test.setTimeout(90_000);
  // The class starts 15 s after it is moved; the page shows Record once it has (the page's
  // clock runs two minutes behind until then, as in tutor-classes.spec.ts).
  const { tutor, learner, classId, startsAt } = await classStartingSoon(
    { request, staffApi, baseURL, createLearner },
    {
      tutor: { firstName: 'Bilal', lastName: 'Saeed' },
      learner: { firstName: 'Zainab', lastName: 'Ali' },
    },
  );
  const behind = 120_000;
  await page.clock.install({ time: Date.now() - behind });
  await signIn(tutor);
  await page.goto('/ar/teach');
  await expectLanguageAndDirection(page, 'ar');
  const card = page.getByRole('article', { name: /^حصة مع Zainab Ali يوم / }).first();
  await expect(card.getByRole('button', { name: /^ألغِ الحصة مع Zainab Ali/ })).toBeVisible();
  await expect(card).toContainText('نُقلت من');
  // The course by the Arabic name staff gave it, as the catalogue reads in Arabic.
  const arabic = (await (
    await request.get('/api/products/tajweed', { headers: { 'accept-language': 'ar' } })
  ).json()) as { data: { name: string } };
  const course = card.getByText(arabic.data.name, { exact: true });
  await expect(course).toBeVisible();
  await expect(course).not.toHaveAttribute('lang', 'en');
  await expect(card).not.toContainText('Tajweed');

  await untilStarted(startsAt);
  await page.clock.fastForward(behind);
  await card.getByRole('button', { name: /^سجّل الحصة مع Zainab Ali/ }).click();

  const dialog = page.getByRole('dialog', { name: 'تسجيل الحصة' });
  await dialog.getByRole('radio', { name: 'متأخر' }).check();
  const note = 'تأخرت عشر دقائق؛ راجعنا الإدغام بغنة. احفظي سورة الملك ١–٥.';
  await dialog.getByLabel('ملاحظة الدرس للطالب').fill(note);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'احفظ السجل' }).click();
  await expect(dialog).toBeHidden();

  await expect(card).toContainText('الحضور: متأخر');
  await expect(card).toContainText(note);
  await expect(card.getByRole('button', { name: /^عدّل سجل الحصة مع Zainab Ali/ })).toBeVisible();
  await expectAccessible(page);

  const mine = await request.get('/api/my-classes', {
    headers: { Authorization: `Bearer ${learner.token}` },
  });
  const classes = ((await mine.json()) as MyClassesResponse).classes;
  expect(classes.find((item) => item.id === classId)).toMatchObject({ attendance: 'late', note });
});
