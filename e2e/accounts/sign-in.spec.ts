import {
  expect,
  expectAccessible,
  holdRequests,
  holdTheApp,
  requestsTo,
  screenshotBothWidths,
  sessionOf,
  storedToken,
  submitSignIn,
  test,
} from '../support/index.ts';
import { avatarMenu } from './accounts.ts';

test.describe('login', () => {
  test('a wrong password shows the red banner; focusing the field clears it', async ({
    page,
    learner,
  }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in | Iqra');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expectAccessible(page);
    await screenshotBothWidths(page, 'login');

    await submitSignIn(page, { email: learner.email, password: 'not the password' });

    const banner = page.getByRole('alert').filter({ hasText: /\S/ });
    await expect(banner).toHaveText('These credentials do not match our records.');
    await expect(banner.locator('p')).toHaveCSS('color', 'rgb(180, 35, 24)');
    await expect(page).toHaveURL('/login');
    await expectAccessible(page);

    await page.getByLabel('Email', { exact: true }).focus();
    await expect(page.getByText('These credentials do not match our records.')).toHaveCount(0);
  });

  test('an empty form is checked in the browser and shown in the banner', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      'The email field is required.',
    );
  });

  test('signing in shows a loading button, then goes home signed in', async ({
    page,
    createLearner,
  }) => {
    const learner = await createLearner({ firstName: 'Safiya' });
    const release = await holdRequests(page, '**/api/auth/login');
    await page.goto('/login');
    await submitSignIn(page, learner);
    const submit = page.getByRole('button', { name: 'Sign in' });

    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit.locator('.pi-spinner')).toBeVisible();
    release();

    await expect(page).toHaveURL('/');
    await expect(avatarMenu(page)).toContainText('Safiya');
    expect(await storedToken(page)).toBeTruthy();
  });

  test('what is typed and sent before the page has started is kept, and signs in', async ({
    page,
    createLearner,
  }) => {
    const learner = await createLearner({ firstName: 'Halima' });
    const release = await holdTheApp(page);
    const signIns = requestsTo(page, '/api/auth/login');
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const submit = page.getByRole('button', { name: 'Sign in' });
    await page.getByLabel('Email', { exact: true }).fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill(learner.password);
    await submit.click();
    // Not sent the browser's way (the password in the address), and kept for the app.
    await expect(page).toHaveURL('/login');
    expect(signIns).toEqual([]);
    release();

    await expect(page).toHaveURL('/');
    await expect(avatarMenu(page)).toContainText('Halima');
    expect(signIns).toHaveLength(1);
  });

  test('a guest sent to sign in from /learning goes back there afterwards', async ({
    page,
    learner,
  }) => {
    await page.goto('/learning');
    await expect(page).toHaveURL('/login');
    await submitSignIn(page, learner);
    await expect(page).toHaveURL('/learning');
    await expect(page.getByRole('heading', { level: 1, name: 'Learning' })).toBeVisible();
  });
});

test('a signed-in user visiting /login or /register is sent home', async ({
  page,
  learner,
  signIn,
}) => {
  await signIn(learner);
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expect(avatarMenu(page)).toBeVisible();
  }
});

test('logging out revokes the token and shows Register and Login again', async ({
  page,
  request,
  learner,
  signIn,
}) => {
  await signIn(learner);
  await page.goto('/');
  await avatarMenu(page).click();
  await page.getByRole('link', { name: 'Logout' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(avatarMenu(page)).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();

  expect((await sessionOf(request, learner.token)).status()).toBe(401);
});

test.describe('in Karachi', () => {
  test.use({ timezoneId: 'Asia/Karachi' });

  test('signing in gives an account without a time zone the browser’s, and only that once', async ({
    page,
    request,
    createLearner,
  }) => {
    const zoneOf = async (token: string) =>
      ((await (await sessionOf(request, token)).json()) as { user: { time_zone: string | null } })
        .user.time_zone;
    const learner = await createLearner();
    expect(await zoneOf(learner.token)).toBeNull();
    await page.goto('/login');
    await submitSignIn(page, learner);
    await expect(avatarMenu(page)).toBeVisible();
    expect(await zoneOf((await storedToken(page)) ?? '')).toBe('Asia/Karachi');

    const placed = await createLearner({ time_zone: 'Europe/London' });
    await page.evaluate(() => window.localStorage.removeItem('token'));
    await page.goto('/login');
    await submitSignIn(page, placed);
    await expect(avatarMenu(page)).toBeVisible();
    expect(await zoneOf(placed.token)).toBe('Europe/London');
  });
});
