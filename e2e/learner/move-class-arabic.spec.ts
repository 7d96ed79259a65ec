import { expect, expectAccessible, expectLanguageAndDirection, test } from '../support/index.ts';
import { classesOf, clockOf, learnerWithPlan, TUTOR_ZONE } from './classes.ts';

const CAIRO = 'Africa/Cairo';

test('a learner moves a class two hours later in Arabic and is told so in Arabic', async ({
  page,
  request,
  staffApi,
  createLearner,
  signIn,
}) => {
  const { learner, classes } = await learnerWithPlan(request, staffApi, createLearner, CAIRO);
  const target = classes[0]!;
  const before = clockOf(target.starts_at, CAIRO);
  await signIn(learner);
  await page.goto('/ar/learning?tab=classes');
  await expectLanguageAndDirection(page, 'ar');

  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('تُعرض الأوقات حسب توقيتك');
  const card = panel.getByRole('list', { name: 'الحصص القادمة' }).getByRole('listitem').first();
  await card.getByRole('button', { name: /^نقل حصة / }).click();

  const dialog = page.getByRole('dialog', { name: 'نقل هذه الحصة' });
  const time = dialog.getByLabel('الوقت الجديد');
  await expect(dialog.getByLabel('التاريخ الجديد')).toHaveValue(before.date);
  await expect(time).toHaveValue(before.time);
  await expectAccessible(page);
  const [hour, minute] = before.time.split(':').map(Number) as [number, number];
  const wanted = `${String(hour + 2).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  await time.fill(wanted);
  await dialog.getByRole('button', { name: 'نقل الحصة' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /^نُقلت حصة / })).toBeVisible();
  await expect(card).toContainText('نُقلت من');
  const moved = (await classesOf(request, learner.token)).classes.find(
    (item) => item.id === target.id,
  )!;
  expect(clockOf(moved.starts_at, TUTOR_ZONE)).toMatchObject({ date: before.date, time: wanted });
  await expectAccessible(page);
});
