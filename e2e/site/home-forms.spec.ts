import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  expect,
  expectAccessible,
  holdTheApp,
  nextAlert,
  PDF,
  requestsTo,
  temporaryFile,
  test,
  untilHydrated,
  waitForMail,
} from '../support/index.ts';
import { REQUEST_FAILED, section } from './home.ts';

/** The visitor scrolls down to the job form. */
const scrollToJobForm = (page: Page) =>
  page.getByRole('form', { name: 'Want to work with us?' }).scrollIntoViewIfNeeded();

test.describe('Want to work with us?', () => {
  test('an empty email is refused in the browser and nothing is sent', async ({ page }) => {
    const sent = requestsTo(page, '/api/request-job');
    await page.goto('/');
    await scrollToJobForm(page);
    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await alert).toBe('Please enter your email.');
    expect(sent).toEqual([]);
  });

  test('an email and a PDF resume are sent, then the form is cleared', async ({ page }) => {
    const pdf = await temporaryFile('resume.pdf', PDF);
    await page.goto('/');
    await scrollToJobForm(page);
    const email = page.getByLabel('Your Email');
    const resume = page.getByLabel('Your Resume');
    await expect(resume).toHaveAttribute('accept', '.pdf,.doc,.docx');
    await email.fill('tutor@example.com');
    await resume.setInputFiles(pdf);
    const alert = nextAlert(page);
    const answer = page.waitForResponse('**/api/request-job');
    await page.getByRole('button', { name: 'Send' }).click();
    expect((await answer).status()).toBe(201);
    expect(await alert).toBe('Your request has been sent successfully!');
    await expect(email).toHaveValue('');
    await expect(resume).toHaveValue('');
  });

  test('a file that is not really a PDF gives the failure alert', async ({ page }) => {
    const fake = await temporaryFile(
      'not-a-pdf.pdf',
      await readFile('apps/web/public/images/default-avatar.png'),
    );
    await page.goto('/');
    await scrollToJobForm(page);
    await page.getByLabel('Your Email').fill('tutor@example.com');
    await page.getByLabel('Your Resume').setInputFiles(fake);
    const alert = nextAlert(page);
    const answer = page.waitForResponse('**/api/request-job');
    await page.getByRole('button', { name: 'Send' }).click();
    expect((await answer).status()).toBe(422);
    expect(await alert).toBe(REQUEST_FAILED);
    await expect(page.getByLabel('Your Email')).toHaveValue('tutor@example.com');
  });
});

test('the contact form checks each field, sends the message, tells staff, and clears itself', async ({
  page,
}) => {
  await page.goto('/');
  const contact = section(page, 'Get in touch');
  const send = contact.getByRole('button', { name: "Let's talk" });
  // The visitor scrolls down to it: its code loads as they near it (as the job form's does).
  await contact.scrollIntoViewIfNeeded();

  // Empty: a message under each field, and nothing sent.
  const posted = requestsTo(page, '/api/contact');
  await send.click();
  await expect(contact.getByText('The first name field is required.')).toBeVisible();
  await expect(contact.getByText('The message field is required.')).toBeVisible();
  await expect(contact.getByText('Please agree to the privacy policy.')).toBeVisible();
  expect(posted).toEqual([]);
  await expectAccessible(page);

  await contact.getByLabel('First name').fill('Amina');
  await expect(contact.getByText('The first name field is required.')).toBeHidden();
  await contact.getByLabel('Last name').fill('Rahman');
  await contact.getByLabel('Email').fill('amina@example.com');
  const prefix = contact.getByLabel('Country');
  await expect(prefix.locator('option')).toHaveText(['US', 'CA', 'EU']);
  await prefix.selectOption('CA');
  await contact.getByLabel('Phone number').fill('416 555 0100');
  await contact.getByLabel('Message').fill('Salam! My son is 7 and would like to start Qaida.');
  const agree = contact.getByRole('switch', { name: /privacy policy/ });
  await expect(contact.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await agree.check();

  const answer = page.waitForResponse('**/api/contact');
  await send.click();
  expect((await answer).status()).toBe(201);
  await expect(contact.getByRole('status')).toHaveText(
    'Thank you! We have received your message and will reply soon.',
  );
  await expect(contact.getByLabel('First name')).toHaveValue('');
  await expect(agree).not.toBeChecked();
  const mail = await waitForMail('staff@iqra.example', 'Contact form: Amina Rahman');
  expect(mail.text).toContain('My son is 7');
  expect(mail.text).toContain('CA 416 555 0100');
});

test('a visitor who leaves the home page before scrolling down finds its forms when back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'About Us' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await page.getByRole('link', { name: /home$/ }).first().click();
  await expect(page).toHaveURL('/');

  await scrollToJobForm(page);
  await expect(page.getByLabel('Your Email')).toBeEnabled();
  const contact = section(page, 'Get in touch');
  await contact.scrollIntoViewIfNeeded();
  await expect(contact.getByLabel('First name')).toBeEnabled();
  await expect(contact.getByRole('button', { name: "Let's talk" })).toBeEnabled();
});

test('pressing Tab through the home page at machine speed reaches every field of both forms', async ({
  page,
}) => {
  // As a new visitor at the keyboard, without waiting for anything: no control waits for the
  // visitor to scroll near it, or for the app's code.
  await page.goto('/', { waitUntil: 'commit' });
  const forms = [
    page.getByRole('form', { name: 'Want to work with us?' }),
    page.getByRole('form', { name: 'Get in touch' }),
  ];
  const controls: string[] = [];
  for (const form of forms) {
    await form.waitFor({ state: 'attached' });
    controls.push(
      ...(await form
        .locator('input, select, textarea, button')
        .evaluateAll((elements) => elements.map((element) => element.outerHTML))),
    );
  }
  expect(controls.length).toBeGreaterThanOrEqual(9);
  // A field's HTML may change once the app has it (an error cleared): it is matched by id.
  const idOf = (html: string) => /\bid="([^"]+)"/.exec(html)?.[1] ?? html;
  const wanted = new Set(controls.map(idOf));
  const reached = new Set<string>();
  for (let presses = 0; presses < 200 && reached.size < wanted.size; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element?.closest('form') ? element.outerHTML : null;
    });
    if (focused && wanted.has(idOf(focused))) reached.add(idOf(focused));
  }
  expect(
    [...wanted].filter((id) => !reached.has(id)),
    'fields Tab did not reach',
  ).toEqual([]);
});

test('a message written and sent before the page is the app’s is sent once it is, once', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  const posted = requestsTo(page, '/api/contact');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const contact = section(page, 'Get in touch');
  await contact.getByLabel('First name').fill('Yusuf');
  await contact.getByLabel('Last name').fill('Karim');
  await contact.getByLabel('Email').fill('yusuf@example.com');
  await contact.getByLabel('Phone number').fill('020 7946 0958');
  await contact.getByLabel('Message').fill('Written before the page had started.');
  await contact.getByRole('switch', { name: /privacy policy/ }).check();
  await contact.getByRole('button', { name: "Let's talk" }).click();
  // Not sent the browser's way (a GET with the fields in the address), and not yet the app's.
  await expect(page).toHaveURL('/');
  expect(posted).toEqual([]);

  const answer = page.waitForResponse('**/api/contact');
  release();
  expect((await answer).status()).toBe(201);
  await expect(contact.getByRole('status')).toHaveText(
    'Thank you! We have received your message and will reply soon.',
  );
  await untilHydrated(page);
  expect(posted).toHaveLength(1);
  const mail = await waitForMail('staff@iqra.example', 'Contact form: Yusuf Karim');
  expect(mail.text).toContain('Written before the page had started.');
});
