import type { Page } from '@playwright/test';
import {
  createLearner,
  DEMO_STUDENT,
  expect,
  expectAccessible,
  screenshotBothWidths,
  test,
  useToken,
} from './support.ts';

const uniqueEmail = (tag: string) =>
  `e2e.${tag}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Fills every field of the sign-up form with valid values; `overrides` by label. */
async function fillRegistration(page: Page, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'First name': 'Yusuf',
    'Last name': 'Haddad',
    Phone: '+1 555 010 0142',
    WhatsApp: '+1 555 010 0143',
    Age: '34',
    Email: uniqueEmail('register'),
    Password: 'a long enough password',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value ?? '');
  }
  await page.getByLabel('Gender').selectOption({ label: 'Male' });
  await page.getByLabel('Country').selectOption({ label: 'Egypt' });
  return values;
}

const avatarMenu = (page: Page) => page.getByRole('button', { name: /account menu/ });

test.describe('register', () => {
  test('a visitor signs up with every field and lands home, signed in', async ({ page }) => {
    await page.goto('/register');
    await expect(page).toHaveTitle('Sign up | Iqra');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );

    const gender = page.getByLabel('Gender');
    await expect(gender.locator('option')).toHaveText([
      'Select Gender',
      'Male',
      'Female',
      'Prefer not to say',
    ]);
    await expect(gender.locator('option', { hasText: 'Select Gender' })).toBeDisabled();
    const country = page.getByLabel('Country');
    await expect(country.locator('option').first()).toHaveText('Select Country');
    await expect(country.locator('option', { hasText: 'Egypt' })).toHaveCount(1);
    await expect(page.getByLabel('Age')).toHaveAttribute('max', '100');
    await expectAccessible(page);
    await screenshotBothWidths(page, 'register');

    await fillRegistration(page);
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL('/');
    await expect(avatarMenu(page)).toContainText('Yusuf');
    await avatarMenu(page).click();
    for (const item of ['Account', 'Learning', 'Logout']) {
      await expect(page.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  });

  test('a taken email is refused with the message under the Email field', async ({ page }) => {
    await page.goto('/register');
    await fillRegistration(page, { Email: DEMO_STUDENT.email });
    await page.getByRole('button', { name: 'Sign up' }).click();

    const email = page.getByLabel('Email', { exact: true });
    await expect(page.getByText('The email has already been taken.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('The email has already been taken.');
    await expect(page).toHaveURL('/register');
    await expectAccessible(page);

    // Focusing a field clears its error.
    await email.focus();
    await expect(page.getByText('The email has already been taken.')).toHaveCount(0);
    await expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  test('a common password is refused by the server, saying why, under the Password field', async ({
    page,
  }) => {
    await page.goto('/register');
    await fillRegistration(page, { Password: 'password123' });
    await page.getByRole('button', { name: 'Sign up' }).click();

    const message = 'The password is too easy to guess. This is a commonly used password.';
    const password = page.getByLabel('Password', { exact: true });
    await expect(page.getByText(message)).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, '\\.')));
    await expect(page).toHaveURL('/register');
  });

  test('every field is required, checked before anything is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/register')) sent.push(request.url());
    });
    await page.goto('/register');
    await page.getByRole('button', { name: 'Sign up' }).click();

    for (const message of [
      'The first name field is required.',
      'The last name field is required.',
      'The gender field is required.',
      'The phone field is required.',
      'The whatsapp field is required.',
      'The country field is required.',
      'The age field is required.',
      'The email field is required.',
      'The password field is required.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription(
      'The first name field is required.',
    );
    await expectAccessible(page);
    expect(sent).toEqual([]);
  });

  test('an age over 100 is refused', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/register')) sent.push(request.url());
    });
    await page.goto('/register');
    await fillRegistration(page, { Age: '101' });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('The age field must not be greater than 100.')).toBeVisible();
    await expect(page).toHaveURL('/register');
    expect(sent).toEqual([]);
  });
});

test.describe('login', () => {
  test('a wrong password shows the red banner; focusing the field clears it', async ({
    page,
    request,
  }) => {
    const learner = await createLearner(request);
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

    await page.getByLabel('Email', { exact: true }).fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();

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

  test('signing in shows a loading button, then goes home signed in', async ({ page, request }) => {
    const learner = await createLearner(request, { firstName: 'Safiya' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill(learner.password);
    const submit = page.getByRole('button', { name: 'Sign in' });
    await submit.click();

    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit.locator('.pi-spinner')).toBeVisible();
    release();

    await expect(page).toHaveURL('/');
    await expect(avatarMenu(page)).toContainText('Safiya');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
  });

  test('a guest sent to sign in from /learning goes back there afterwards', async ({
    page,
    request,
  }) => {
    const learner = await createLearner(request);
    await page.goto('/learning');
    await expect(page).toHaveURL('/login');
    await page.getByLabel('Email', { exact: true }).fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill(learner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/learning');
    await expect(page.getByRole('heading', { level: 1, name: 'Learning' })).toBeVisible();
  });
});

test('a signed-in user visiting /login or /register is sent home', async ({ page, request }) => {
  const learner = await createLearner(request);
  await useToken(page, learner.token);
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
    await expect(avatarMenu(page)).toBeVisible();
  }
});

test('logging out revokes the token and shows Register and Login again', async ({
  page,
  request,
}) => {
  const learner = await createLearner(request);
  await useToken(page, learner.token);
  await page.goto('/');
  await avatarMenu(page).click();
  await page.getByRole('link', { name: 'Logout' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(avatarMenu(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  const answer = await request.get('/api/auth/user', {
    headers: { Authorization: `Bearer ${learner.token}` },
  });
  expect(answer.status()).toBe(401);
});
