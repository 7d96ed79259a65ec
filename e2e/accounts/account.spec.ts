import {
  DEMO_STUDENT,
  expect,
  expectAccessible,
  holdRequests,
  linkIn,
  screenshotBothWidths,
  sessionOf,
  test,
  uniqueEmail,
  waitForMail,
} from '../support/index.ts';

const UPDATED = 'Your details have been updated.';

test.use({ signedInAs: 'a new learner' });

test('the form is prefilled from the signed-in learner', async ({ page, learner }) => {
  await page.goto('/account');

  await expect(page).toHaveTitle('Account | Iqra');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByText('Account')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

  await expect(page.getByLabel('First name')).toHaveValue('Khadija');
  await expect(page.getByLabel('Last name')).toHaveValue('Noor');
  await expect(page.getByLabel('Gender')).toHaveValue('2');
  await expect(page.getByLabel('Gender').locator('option:checked')).toHaveText('Female');
  await expect(page.getByLabel('Phone')).toHaveValue('+44 20 7946 0000');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(learner.email);
  await expect(page.getByLabel('New password (leave blank to keep the current one)')).toHaveValue(
    '',
  );
  // Asked for only when the email or the password changes.
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'account');
});

test('updating the names confirms quietly and the header shows the new first name', async ({
  page,
}) => {
  await page.goto('/account');
  await expect(page.getByRole('button', { name: /account menu/ })).toContainText('Khadija');

  await page.getByLabel('First name').fill('Maryam');
  await page.getByLabel('Last name').fill('Siddiqui');
  await page.getByLabel('Gender').selectOption({ label: 'Prefer not to say' });

  // Hold the answer back a moment to see the button working.
  const release = await holdRequests(page, '**/update-user');
  const update = page.getByRole('button', { name: 'Update' });
  await update.click();
  await expect(update).toBeDisabled();
  release();

  await expect(page.getByRole('status').filter({ hasText: UPDATED })).toBeVisible();
  await expect(update).toBeEnabled();
  await expect(page.getByRole('button', { name: /account menu/ })).toContainText('Maryam');
  await expectAccessible(page);

  // Saved on the server, not just on screen.
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Maryam');
  await expect(page.getByLabel('Last name')).toHaveValue('Siddiqui');
  await expect(page.getByLabel('Gender')).toHaveValue('0');
  await expect(page.getByText(UPDATED)).toHaveCount(0);
});

test('a bad phone number is refused with a message under the field', async ({ page }) => {
  await page.goto('/account');
  await page.getByLabel('Phone').fill('call me maybe');
  await page.getByRole('button', { name: 'Update' }).click();

  const message = 'The phone field may only contain digits, spaces and + - ( ).';
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(message);
  await expect(page.getByText(UPDATED)).toHaveCount(0);
  await expectAccessible(page);

  // Errors reset on the next attempt.
  await page.getByLabel('Phone').fill('+44 20 7946 0001');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: UPDATED })).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(0);
});

test("another learner's email is refused by the server, under the Email field", async ({
  page,
  learner,
}) => {
  await page.goto('/account');
  await page.getByLabel('Email', { exact: true }).fill(DEMO_STUDENT.email);
  await page.getByLabel('Current password').fill(learner.password);
  await page.getByRole('button', { name: 'Update' }).click();

  await expect(page.getByText('The email has already been taken.')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    'The email has already been taken.',
  );
  await expect(page.getByText(UPDATED)).toHaveCount(0);
});

test('a new password works for the next sign-in, the old one no longer does', async ({
  page,
  request,
  learner,
}) => {
  await page.goto('/account');
  const newPassword = 'a brand new passphrase';
  await page.getByLabel('New password (leave blank to keep the current one)').fill(newPassword);
  await page.getByLabel('Current password').fill(learner.password);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: UPDATED })).toBeVisible();
  await expect(page.getByLabel('New password (leave blank to keep the current one)')).toHaveValue(
    '',
  );

  const withNew = await request.post('/api/auth/login', {
    data: { email: learner.email, password: newPassword },
  });
  expect(withNew.status()).toBe(200);
  const withOld = await request.post('/api/auth/login', {
    data: { email: learner.email, password: learner.password },
  });
  expect(withOld.status()).toBe(422);

  // The learner who changed it stays signed in here.
  await page.reload();
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
});

test('changing the email asks for the current password, and the old address can take the account back', async ({
  page,
  request,
  learner,
}) => {
  await page.goto('/account');
  const current = page.getByLabel('Current password');
  const newEmail = uniqueEmail('moved');
  await page.getByLabel('Email', { exact: true }).fill(newEmail);
  await expect(current).toBeVisible();
  await expect(current).toHaveAttribute('autocomplete', 'current-password');

  // Checked before anything is sent.
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(current).toHaveAccessibleDescription(/The current password field is required\./);

  // A wrong one is refused by the server, under the field.
  await current.fill('not my password at all');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('The password is incorrect.')).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(UPDATED)).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'account-current-password');

  await current.fill(learner.password);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: UPDATED })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(newEmail);
  await expect(page.getByLabel('Current password')).toHaveCount(0);

  // The old address is told, and its link puts it back with a new password, even opened in a
  // browser that is still signed in.
  const mail = await waitForMail(learner.email, 'The e-mail address of your account was changed');
  expect(mail.text).not.toContain(newEmail);
  const link = linkIn(mail, `${new URL(page.url()).origin}/reset-password?token=`);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('saffron kettle under moonlight');
  await page.getByLabel('Confirm new password').fill('saffron kettle under moonlight');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `${learner.email} is your account's e-mail address again`,
  );
  // Every session ended, this one too.
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expectAccessible(page);
  expect((await sessionOf(request, learner.token)).status()).toBe(401);
  const signIn = await request.post('/api/auth/login', {
    data: { email: learner.email, password: 'saffron kettle under moonlight' },
  });
  expect(signIn.status()).toBe(200);
});

test.describe('in Paris', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test('an account without a time zone shows the browser’s, and saves the one chosen', async ({
    page,
    request,
    learner,
  }) => {
    await page.goto('/account');
    const zone = page.getByLabel('Time zone');
    await expect(zone).toHaveValue('Europe/Paris');
    await expect(zone).toHaveAccessibleDescription('Class times are shown on this clock.');

    await zone.selectOption('Australia/Sydney');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('status').filter({ hasText: UPDATED })).toBeVisible();
    const saved = (await (await sessionOf(request, learner.token)).json()) as {
      user: { time_zone: string };
    };
    expect(saved.user.time_zone).toBe('Australia/Sydney');

    // The account's zone, not the browser's, from now on.
    await page.reload();
    await expect(zone).toHaveValue('Australia/Sydney');
    await expect(zone.locator('option:checked')).toHaveText('Sydney (Australia)');
    await expectAccessible(page);
  });
});
