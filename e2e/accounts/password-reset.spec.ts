import {
  expect,
  expectAccessible,
  holdTheApp,
  linkIn,
  screenshotBothWidths,
  sessionOf,
  submitSignIn,
  test,
  untilHydrated,
  waitForMail,
} from '../support/index.ts';

test('forgot password: the mailed link sets a new password, and only the new one signs in', async ({
  page,
  request,
  learner,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(learner.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'If an account exists for that address',
  );

  const mail = await waitForMail(learner.email, 'Reset your password');
  const link = linkIn(mail, `${new URL(page.url()).origin}/reset-password?token=`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await page.getByLabel('New password', { exact: true }).fill('a fresh new password');
  await page.getByLabel('Confirm new password').fill('a different one');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('a fresh new password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Your password has been reset.',
  );
  await expectAccessible(page);

  // The old session ended with the reset.
  expect((await sessionOf(request, learner.token)).status()).toBe(401);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await submitSignIn(page, learner);
  await expect(
    page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' }),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('a fresh new password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');

  // The link works once.
  const token = new URL(link).searchParams.get('token');
  const again = await request.post('/api/auth/reset-password', {
    data: { token, password: 'yet another password' },
  });
  expect(again.status()).toBe(422);
});

test('forgot password answers the same for an address without an account', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'If an account exists for that address',
  );
});

test('an address typed before the page has started is kept, and the link goes to it', async ({
  page,
  learner,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/forgot-password', { waitUntil: 'domcontentloaded' });
  const send = page.getByRole('button', { name: 'Send reset link' });
  await page.getByLabel('Email', { exact: true }).fill(learner.email);
  release();

  // The app's second render (once the page is its) would have put the field's own state ('')
  // back.
  await untilHydrated(page);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(learner.email);
  await send.click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'If an account exists for that address',
  );
  await waitForMail(learner.email, 'Reset your password');
});
