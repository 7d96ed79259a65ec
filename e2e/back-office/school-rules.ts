// The school's rules and its words for the grades are one row for the whole school: only
// teaching.spec changes them, after the test there that reads the make-up window, so no spec
// reads them while they change.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshotBothWidths } from '../support/index.ts';
import { status, tableRows, type StaffApi } from '../support/staff.ts';

const DAY_MS = 86_400_000;

/**
 * A class held three days ago outside the plan (by telephone, say): staff add it, with the
 * plan's tutor, and record it from Classes to record.
 */
export async function recordAClass(
  page: Page,
  staffApi: StaffApi,
  subscriptionId: number,
  name: string,
) {
  const past = Date.now() - 3 * DAY_MS;
  await staffApi.send('post', 'schedules', {
    subscription_id: subscriptionId,
    title: 'Tajweed by telephone',
    link: 'https://meet.jit.si/IqraAcademy-Telephone',
    started_at: new Date(past).toISOString(),
    ended_at: new Date(past + 30 * 60_000).toISOString(),
  });
  await page.goto('/admin/classes-to-record');
  await expect(page.getByRole('heading', { level: 1, name: 'Classes to record' })).toBeVisible();
  const row = tableRows(page).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Tajweed');
  await row.getByRole('button', { name: /^Record the class of / }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a class' });
  await dialog.getByRole('radio', { name: 'Late' }).check();
  await dialog.getByLabel('Note').fill('Revised noon sakinah; practise Surah Al-Mulk 1–5.');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'admin-teaching-record-dialog');
  await dialog.getByRole('button', { name: 'Record class' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    status(page, new RegExp(`^Recorded the class of ${name}, .*: Late\\.$`)),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
}

/**
 * The two rules and the grades' words change (bad values are refused first) and stay changed
 * after a reload.
 */
export async function changeSchoolRules(page: Page) {
  await page.goto('/admin/school-rules');
  await expect(page.getByRole('heading', { level: 1, name: 'School rules' })).toBeVisible();
  const notice = page.getByLabel('Notice to cancel or move a class (hours)');
  const weeks = page.getByLabel('Make-up classes are booked within (weeks)');
  await expect(notice).toHaveValue('12');
  await expect(weeks).toHaveValue('4');
  await weeks.fill('0');
  await page.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText('The make-up window field must be at least 1.')).toBeVisible();
  await notice.fill('24');
  await weeks.fill('6');
  await page.getByRole('button', { name: 'Save rules' }).click();
  await expect(status(page, 'The school’s rules are saved.')).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'admin-teaching-school-rules');
  await page.reload();
  await expect(notice).toHaveValue('24');
  await expect(weeks).toHaveValue('6');

  // The grades in the school's words: two alike are refused on the second.
  const words = {
    'Best grade': 'Mumtaz',
    'Second grade': 'Jayyid jiddan',
    'Third grade': 'Jayyid',
    'Lowest grade': 'mumtaz',
  };
  await expect(page.getByLabel('Best grade')).toHaveValue('Excellent');
  for (const [label, word] of Object.entries(words)) await page.getByLabel(label).fill(word);
  await page.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText('Each grade must have its own name.')).toBeVisible();
  await expect(page.getByLabel('Lowest grade')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Lowest grade').fill('Again next class');
  await page.getByRole('button', { name: 'Save rules' }).click();
  await expect(status(page, 'The school’s rules are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Lowest grade')).toHaveValue('Again next class');
}

/**
 * A class two days ago whose lesson staff record through the API, graded "very good": the
 * learner's page in the back office shows the grade in the school's words.
 */
export async function gradeInSchoolWords(
  page: Page,
  staffApi: StaffApi,
  subscriptionId: number,
  userId: number,
  word: string,
) {
  const past = Date.now() - 2 * DAY_MS;
  const added = (await staffApi.send('post', 'schedules', {
    subscription_id: subscriptionId,
    title: 'Tajweed: revision',
    link: 'https://meet.jit.si/IqraAcademy-Revision',
    started_at: new Date(past).toISOString(),
    ended_at: new Date(past + 30 * 60_000).toISOString(),
  })) as { data: { id: number } };
  await staffApi.send('post', `classes/${added.data.id}/record`, {
    attendance: 'present',
    entries: [{ kind: 'recent_revision', from: '114:1', to: '114:6', grade: 'very_good' }],
  });
  await page.goto(`/admin/learners/${userId}`);
  const progress = page.getByRole('region', { name: 'Progress' });
  await expect(progress).toContainText('Recent revision: An-Nas 1–6');
  await expect(progress).toContainText(`Grade: ${word}`);
}
