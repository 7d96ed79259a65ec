import type { Country, RegisterInput } from '@iqra/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './data.ts';

/** The seeded learner with courses, classes and books (SEED_DEMO). */
export const DEMO_STUDENT = { email: 'student@example.com', password: 'student-password' };
/** The seeded staff account. */
export const STAFF = { email: 'admin@example.com', password: 'admin-password' };
/** The seeded tutor (Yusuf Abdelrahman, Cairo), who teaches the demo student's Tajweed. */
export const DEMO_TUTOR = { email: 'tutor@example.com', password: 'tutor-password' };

export interface Learner {
  token: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A new learner made through the API (not the UI), as the model suites sign in. */
export async function createLearner(
  request: APIRequestContext,
  overrides: Partial<RegisterInput> = {},
): Promise<Learner> {
  const countries = (await (await request.get('/api/countries')).json()) as { data: Country[] };
  const country = countries.data.find((item) => item.name === 'Egypt') ?? countries.data[0]!;
  const body = {
    firstName: 'Khadija',
    lastName: 'Noor',
    gender: 2,
    phone: '+44 20 7946 0000',
    whatsapp: '+44 7700 900000',
    country_id: country.id,
    age: 29,
    email: uniqueEmail('e2e'),
    password: 'a strong enough password',
    ...overrides,
  };
  const response = await request.post('/api/auth/register', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  const { email, password, firstName, lastName } = body;
  return { token, email, password, firstName, lastName };
}

/** A session token for an existing account, from the sign-in API. */
export async function tokenFor(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await request.post('/api/auth/login', { data: credentials });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Signs the browser in with a token, as the app stores it (localStorage `token`). */
export async function useToken(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

/**
 * Signs the browser in once: the token is stored now (from a light page of the same origin),
 * not on every load as `useToken` does, so a page that forgets it really is signed out.
 */
export async function storeTokenOnce(page: Page, token: string) {
  await page.goto('/api/health');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
}

/** The token the app keeps in localStorage, or null. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('token'));
}

/** The answer of `GET /api/auth/user` for a token (200 while its session lasts, then 401). */
export function sessionOf(request: APIRequestContext, token: string) {
  return request.get('/api/auth/user', { headers: { Authorization: `Bearer ${token}` } });
}

/** Fills the sign-in form (the page is on it) and presses Sign in. */
export async function submitSignIn(page: Page, credentials: { email: string; password: string }) {
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
