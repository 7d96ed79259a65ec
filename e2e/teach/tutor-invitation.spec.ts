import {
  expect,
  expectAccessible,
  screenshotBothWidths,
  submitSignIn,
  test,
} from '../support/index.ts';
import { invitationLink, inviteTutor } from './teach.ts';

test('a new tutor chooses a password from the invitation, signs in and lands on /teach in Arabic, and English once chosen stays', async ({
  page,
  staffApi,
  baseURL,
}) => {
  const tutor = await inviteTutor(staffApi, {
    firstName: 'Hamza',
    lastName: 'Qureshi',
    timeZone: 'Asia/Karachi',
  });
  const link = await invitationLink(baseURL!, tutor.email);
  expect(new URL(link).searchParams.get('welcome')).toBe('1');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your password');
  await expect(page.getByRole('main')).toContainText(
    'Welcome to Iqra Academy. Choose a password to sign in and see your classes.',
  );
  await expect(page.getByRole('main')).not.toContainText('Choose a new password');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'tutor-welcome');

  const password = 'my own tutor passphrase';
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Your password is set. Sign in to see your classes.',
  );

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/login');
  await submitSignIn(page, { email: tutor.email, password });
  // Nothing sent them to sign in: a tutor's home is their classes, in Arabic until they
  // choose (tutors are native Arabic speakers).
  await expect(page).toHaveURL('/ar/teach');
  await expect(page.getByRole('heading', { level: 1, name: 'التدريس' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Karachi (Asia/Karachi)');
  await expect(page.getByRole('region', { name: 'اليوم' })).toContainText('لا حصص اليوم.');
  await expect(page.getByRole('region', { name: 'الحصص التعويضية المستحقة' })).toContainText(
    'لا حصص تعويضية مستحقة.',
  );
  // English, chosen once with the header's switch, is kept: /teach stays English.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/teach');
  await expect(page.getByRole('heading', { level: 1, name: 'Teach' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Today' })).toContainText('No classes today.');
  await page.reload();
  await expect(page).toHaveURL('/teach');
  await expect(page.getByRole('heading', { level: 1, name: 'Teach' })).toBeVisible();
});
