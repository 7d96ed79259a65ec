import type { MyClassesResponse } from '@iqra/contracts';
import { expect, expectAccessible, expectLanguageAndDirection, test } from '../support/index.ts';
import { classesAhead, createTutor, daytimeZone, teachEveryDay } from './teach.ts';

test('a tutor records attendance and a note in Arabic, and the card says it in Arabic', async ({
  page,
  request,
  staffApi,
  baseURL,
  createLearner,
  signIn,
}) => {
  test.setTimeout(90_000);
  const zone = daytimeZone();
  const tutor = await createTutor(request, staffApi, baseURL!, {
    firstName: 'Bilal',
    lastName: 'Saeed',
    timeZone: zone,
  });
  const learner = await createLearner({ firstName: 'Zainab', lastName: 'Ali' });
  await teachEveryDay(request, staffApi, tutor, learner);
  const [first] = await classesAhead(request, tutor);
  // The class starts 15 s after it is moved; the page shows Record once it has (the page's
  // clock runs two minutes behind until then, as in tutor-classes.spec.ts).
  const startsAt = Date.now() + 15_000;
  await staffApi.send('post', `classes/${first!.id}/move`, {
    starts_at: new Date(startsAt).toISOString(),
  });
  const behind = 120_000;
  await page.clock.install({ time: Date.now() - behind });
  await signIn(tutor);
  await page.goto('/ar/teach');
  await expectLanguageAndDirection(page, 'ar');
  const card = page.getByRole('article', { name: /^حصة مع Zainab Ali يوم / }).first();
  await expect(card.getByRole('button', { name: /^ألغِ الحصة مع Zainab Ali/ })).toBeVisible();
  await expect(card).toContainText('نُقلت من');

  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt + 1_000 - Date.now())));
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
  expect(classes.find((item) => item.id === first!.id)).toMatchObject({ attendance: 'late', note });
});
