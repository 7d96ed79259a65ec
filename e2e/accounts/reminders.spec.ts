import {
  LEARNER_REMINDERS,
  mailPreferencesSchema,
  REMINDER_LABELS,
  type ReminderKind,
} from '@iqra/contracts';
import { expect, expectAccessible, screenshotBothWidths, tabTo, test } from '../support/index.ts';

test.use({ signedInAs: 'a new learner' });

test('a new learner turns off the reminder an hour before each class, and it stays off', async ({
  page,
  request,
  learner,
}) => {
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Reminders by e-mail' });
  await expect(section).toContainText('booked, moved or cancelled always come');
  const box = (kind: ReminderKind) =>
    section.getByRole('checkbox', { name: REMINDER_LABELS[kind], exact: true });

  // A learner's kinds of reminder, each on until they say otherwise; the weekly summary is
  // theirs to turn on (a parent's is on), Sundays at 09:00 unless they choose otherwise.
  await expect(section.getByRole('checkbox')).toHaveCount(LEARNER_REMINDERS.length);
  for (const kind of LEARNER_REMINDERS) {
    if (kind === 'weekly_digest') await expect(box(kind)).not.toBeChecked();
    else await expect(box(kind)).toBeChecked();
  }
  await expect(section.getByRole('combobox', { name: 'Day' })).toHaveValue('7');
  await expect(section.getByRole('combobox', { name: 'Time' })).toHaveValue('09:00');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'account-reminders');

  // From the keyboard: the box saves as soon as it changes, no button to press.
  await tabTo(page, box('class_1h'));
  await page.keyboard.press('Space');
  await expect(section.getByRole('status')).toHaveText('Saved.');
  await expect(box('class_1h')).not.toBeChecked();
  await expectAccessible(page);

  // The weekly summary on, on Fridays at 18:30, from the keyboard too.
  await tabTo(page, box('weekly_digest'));
  await page.keyboard.press('Space');
  await expect(box('weekly_digest')).toBeChecked();
  await tabTo(page, section.getByRole('combobox', { name: 'Day' }));
  await section.getByRole('combobox', { name: 'Day' }).selectOption('Friday');
  await expect(section.getByRole('status')).toHaveText('Saved.');
  await section.getByRole('combobox', { name: 'Time' }).selectOption('18:30');
  await expect(section.getByRole('status')).toHaveText('Saved.');

  // Kept by the server, not just on screen; the other kinds are untouched.
  await page.reload();
  await expect(box('class_24h')).toBeChecked();
  await expect(box('class_1h')).not.toBeChecked();
  await expect(box('renewal')).toBeChecked();
  await expect(box('weekly_digest')).toBeChecked();
  await expect(section.getByRole('combobox', { name: 'Day' })).toHaveValue('5');
  await expect(section.getByRole('combobox', { name: 'Time' })).toHaveValue('18:30');
  await expect(section.getByRole('status')).toHaveText('');
  const answer = await request.get('/api/mail-preferences', {
    headers: { Authorization: `Bearer ${learner.token}` },
  });
  expect(answer.status()).toBe(200);
  const { reminders, digest } = mailPreferencesSchema.parse(
    ((await answer.json()) as { data: unknown }).data,
  );
  expect(Object.fromEntries(reminders.map(({ kind, on }) => [kind, on]))).toEqual({
    class_24h: true,
    class_1h: false,
    renewal: true,
    weekly_digest: true,
  });
  expect(digest).toEqual({ weekday: 5, time: '18:30' });
});
