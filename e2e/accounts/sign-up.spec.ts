import type { Page } from '@playwright/test';
import {
  DEMO_STUDENT,
  expect,
  expectAccessible,
  requestsTo,
  screenshotBothWidths,
  sessionOf,
  storedToken,
  test,
  uniqueEmail,
} from '../support/index.ts';
import { avatarMenu } from './accounts.ts';

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
    const zone = page.getByLabel('Time zone');
    await expect(zone).toHaveAccessibleDescription('Class times are shown on this clock.');
    await expect(zone.locator('option', { hasText: 'Cairo (Africa)' })).toHaveAttribute(
      'value',
      'Africa/Cairo',
    );
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
    const sent = requestsTo(page, '/api/auth/register');
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
    const sent = requestsTo(page, '/api/auth/register');
    await page.goto('/register');
    await fillRegistration(page, { Age: '101' });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('The age field must not be greater than 100.')).toBeVisible();
    await expect(page).toHaveURL('/register');
    expect(sent).toEqual([]);
  });
});

test.describe('signing up in Karachi', () => {
  test.use({ timezoneId: 'Asia/Karachi' });

  test('the time zone starts on the browser’s clock, is chosen by typing a place, and is kept', async ({
    page,
    request,
  }) => {
    const sent = requestsTo(page, '/api/auth/register');
    await page.goto('/register');
    const zone = page.getByLabel('Time zone');
    await expect(zone).toHaveValue('Asia/Karachi');
    await expect(zone.locator('option:checked')).toHaveText('Karachi (Asia)');

    await fillRegistration(page);
    // The keyboard searches the list by place.
    await zone.focus();
    await page.keyboard.type('Toronto');
    await expect(zone).toHaveValue('America/Toronto');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL('/');
    expect(sent).toHaveLength(1);

    const token = await storedToken(page);
    const session = await sessionOf(request, token ?? '');
    expect(((await session.json()) as { user: { time_zone: string } }).user.time_zone).toBe(
      'America/Toronto',
    );
  });
});
