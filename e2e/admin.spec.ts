import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import {
  createLearner,
  expect,
  expectAccessible,
  screenshotBothWidths,
  test,
  useToken,
  type Learner,
} from './support.ts';

const ADMIN = { email: 'admin@example.com', password: 'admin-password' };
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** Something unique per run, so tests never meet each other's records. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The back office's API as staff call it, for setting up and tidying up. */
function staffApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async get<T>(path: string): Promise<T> {
      const response = await request.get(`/api/admin/${path}`, { headers });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as T;
    },
    async send(method: 'post' | 'patch' | 'delete', path: string, data?: unknown) {
      const response = await request[method](`/api/admin/${path}`, { headers, data });
      expect(response.status(), await response.text()).toBeLessThan(300);
      return response.status() === 204 ? null : ((await response.json()) as unknown);
    },
  };
}

async function signInAsAdmin(page: Page, request: APIRequestContext) {
  const token = await adminToken(request);
  await useToken(page, token);
  return staffApi(request, token);
}

async function userIdOf(request: APIRequestContext, learner: Learner): Promise<number> {
  const response = await request.get('/api/auth/user', {
    headers: { Authorization: `Bearer ${learner.token}` },
  });
  return ((await response.json()) as { user: { id: number } }).user.id;
}

/** A real PNG, made here, as staff would upload a photo. */
const pngImage = (background = { r: 15, g: 81, b: 50 }) =>
  sharp({ create: { width: 640, height: 400, channels: 3, background } })
    .png()
    .toBuffer();

const status = (scope: Page | Locator, text: string | RegExp) =>
  scope.getByRole('status').filter({ hasText: text });

/** Waits until a back-office list shows rows (and not its empty message). */
async function expectRows(page: Page) {
  await expect(page.locator('.admin-table tbody tr').first()).toBeVisible();
  await expect(page.locator('.admin-table tbody tr.p-datatable-emptymessage')).toHaveCount(0);
}

test.describe('staff', () => {
  test('an admin adds a course with an uploaded image and a tier; learners see both', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const api = await signInAsAdmin(page, request);
    const id = unique();
    const courseName = `E2E Course ${id}`;
    const tierName = `E2E Plan ${id}`;

    await page.goto('/admin/courses');
    await expect(page).toHaveTitle('Courses · Back office | Iqra');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await expectRows(page);

    // Cancel gives the focus back to the button that opened the dialog.
    const newCourse = page.getByRole('button', { name: 'New course' });
    await newCourse.click();
    const dialog = page.getByRole('dialog', { name: 'New course' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(newCourse).toBeFocused();

    await newCourse.click();
    // The shared schema speaks first, under each field.
    await dialog.getByRole('button', { name: 'Create course' }).click();
    await expect(dialog.getByText('The name field is required.')).toBeVisible();
    await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();

    await dialog.getByLabel('Name', { exact: true }).fill(courseName);
    await expect(dialog.getByLabel('Slug')).toHaveValue(`e2e-course-${id}`);
    // A slug already taken: the server's 422 lands under the field.
    await dialog.getByLabel('Slug').fill('tajweed');
    await dialog.getByLabel('Category').selectOption({ label: 'Quran' });
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('A course made by the end-to-end tests.');
    await dialog.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'course.png',
      mimeType: 'image/png',
      buffer: await pngImage(),
    });
    const preview = dialog.getByRole('img', { name: 'Preview of the chosen image' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^\/uploads\//);
    await expect(preview).toHaveJSProperty('complete', true);
    await dialog.getByLabel('Image description').fill('A green square');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create course' }).click();
    await expect(dialog.getByText('The slug has already been taken.')).toBeVisible();
    await dialog.getByLabel('Slug').fill(`e2e-course-${id}`);
    await dialog.getByRole('button', { name: 'Create course' }).click();
    await expect(dialog).toBeHidden();
    await expect(status(page, 'Course created.')).toBeVisible();

    await page.getByLabel('Search courses').fill(id);
    await expect(page).toHaveURL(new RegExp(`q=${id}`));
    const courseRow = page.locator('tbody tr').filter({ hasText: courseName });
    await expect(courseRow).toHaveCount(1);
    await expect(courseRow.locator('img')).toHaveAttribute('src', /^\/uploads\//);

    await page.goto('/admin/tiers');
    await page.getByRole('button', { name: 'New tier' }).click();
    const tierDialog = page.getByRole('dialog', { name: 'New tier' });
    await tierDialog.getByLabel('Tier group').selectOption({ label: '30 Minutes' });
    await tierDialog.getByLabel('Name', { exact: true }).fill(tierName);
    await tierDialog.getByLabel('Price per month (USD)').fill('77');
    await tierDialog
      .getByLabel('Description', { exact: true })
      .fill('Made by the end-to-end tests.');
    await tierDialog.getByRole('button', { name: 'Add a line' }).click();
    await tierDialog.getByLabel('Features, line 1').fill('Second feature');
    await tierDialog.getByRole('button', { name: 'Add a line' }).click();
    await tierDialog.getByLabel('Features, line 2').fill('First feature');
    await tierDialog.getByRole('button', { name: 'Move line 2 up' }).click();
    await expect(tierDialog.getByLabel('Features, line 1')).toHaveValue('First feature');
    await tierDialog.getByRole('button', { name: 'Create tier' }).click();
    await expect(tierDialog).toBeHidden();
    await expect(status(page, 'Tier created.')).toBeVisible();

    const products = await api.get<{ data: { id: number; name: string }[] }>(`products?q=${id}`);
    const tiers = await api.get<{ data: { id: number; features: string[] }[] }>(`tiers?q=${id}`);
    expect(tiers.data[0]?.features).toEqual(['First feature', 'Second feature']);

    try {
      const learner = await createLearner(request);
      const context = await browser.newContext({ baseURL });
      const learnerPage = await context.newPage();
      await useToken(learnerPage, learner.token);
      await learnerPage.goto('/courses');
      await expect(
        learnerPage
          .getByRole('region', { name: 'All courses' })
          .getByRole('link', { name: courseName, exact: true }),
      ).toBeVisible();
      await learnerPage.goto('/');
      const pricing = learnerPage.getByRole('region', { name: 'Simple monthly plans' });
      await pricing.scrollIntoViewIfNeeded();
      const card = pricing.getByRole('listitem').filter({
        has: learnerPage.getByRole('heading', { name: tierName }),
      });
      await expect(card).toContainText('$77');
      await expect(card.getByRole('listitem')).toHaveText(['First feature', 'Second feature']);
      await context.close();
    } finally {
      for (const product of products.data) await api.send('delete', `products/${product.id}`);
      for (const tier of tiers.data) await api.send('delete', `tiers/${tier.id}`);
    }
  });

  test('deleting a category that still has courses says why', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/categories');
    const opener = page.getByRole('button', { name: 'Delete Quran' });
    await opener.click();
    const confirm = page.getByRole('dialog', { name: 'Delete this category?' });
    await expect(confirm).toContainText('“Quran” will be deleted for good.');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This category still has courses. Move or delete them first.',
    );
    await expect(page.locator('tbody tr').filter({ hasText: 'Quran' }).first()).toBeVisible();
  });

  test('a weekly series in New York shows at the right Tokyo times to the learner', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page, request);
    const learner = await createLearner(request, {
      firstName: 'Maryam',
      lastName: `Series${unique()}`,
    });
    const learnerId = await userIdOf(request, learner);

    await page.goto(`/admin/learners/${learnerId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Maryam ${learner.lastName}` }),
    ).toBeVisible();
    const grant = page.getByRole('region', { name: 'Grant a subscription' });
    await grant.getByLabel('Course').selectOption({ label: 'Tajweed' });
    await grant.getByLabel('Tier').selectOption({ label: '30 Minutes · Standard' });
    // Long enough to cross the start of daylight saving in New York (14 March 2027).
    await grant.getByLabel('Ends').fill('2027-04-30T12:00');
    await grant.getByRole('button', { name: 'Grant subscription' }).click();
    await expect(status(grant, 'The subscription is granted.')).toBeVisible();

    const subscriptions = page.getByRole('region', { name: 'Subscriptions' });
    await expect(subscriptions.locator('tbody tr')).toHaveCount(1);
    await expect(subscriptions.locator('tbody tr')).toContainText('Active');
    await expectAccessible(page);
    await subscriptions
      .getByRole('link', { name: `Classes of Maryam ${learner.lastName}, Tajweed` })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Tajweed for Maryam ${learner.lastName}` }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Generate a weekly series' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate a weekly series' });
    await dialog.getByLabel('Title').fill('Tajweed with Ustadha Huda');
    await dialog.getByLabel('Class link').fill('https://meet.jit.si/IqraAcademy-Series-Test');
    await dialog.getByRole('checkbox', { name: 'Monday' }).check();
    await dialog.getByRole('checkbox', { name: 'Wednesday' }).check();
    await dialog.getByLabel('Time of day').fill('18:30');
    await dialog.getByLabel('Time zone').selectOption('America/New_York');
    await dialog.getByLabel('Length (minutes)').fill('45');
    await dialog.getByLabel('Number of weeks').fill('2');
    await dialog.getByLabel('First day').fill('2027-03-08');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Generate classes' }).click();
    await expect(dialog).toBeHidden();
    await expect(status(page, '4 classes were added.')).toBeVisible();
    const classes = page.getByRole('region', { name: 'Classes' }).locator('tbody tr');
    await expect(classes).toHaveCount(4);

    // One class is cancelled: the learner sees it as Inactive.
    await classes
      .nth(3)
      .getByRole('button', { name: /^Cancel class/ })
      .click();
    await expect(classes.nth(3)).toContainText('Inactive');

    const context = await browser.newContext({ baseURL, timezoneId: 'Asia/Tokyo' });
    const learnerPage = await context.newPage();
    await useToken(learnerPage, learner.token);
    await learnerPage.goto('/learning');
    await learnerPage.getByRole('button', { name: 'View Schedule for Tajweed' }).click();
    const schedule = learnerPage.getByRole('dialog', { name: 'Schedule Details' });
    const rows = schedule.locator('tbody tr');
    await expect(rows).toHaveCount(4);
    // 18:30 in New York is 08:30 the next morning in Tokyo (EST, UTC−5) until 14 March,
    // then 07:30 (EDT, UTC−4); each class lasts 45 minutes.
    const starts = rows.locator('td:nth-child(3) time');
    await expect(starts).toHaveText([
      /Tue, 9 Mar 2027, 08:30 GMT\+9/,
      /Thu, 11 Mar 2027, 08:30 GMT\+9/,
      /Tue, 16 Mar 2027, 07:30 GMT\+9/,
      /Thu, 18 Mar 2027, 07:30 GMT\+9/,
    ]);
    await expect(rows.first().locator('td:nth-child(4) time')).toHaveText(/09:15 GMT\+9/);
    await expect(rows.first()).toContainText('Tajweed with Ustadha Huda');
    await expect(rows.nth(3)).toContainText('Inactive');
    await context.close();
  });

  test('the About Us page is edited; scripts and event handlers never reach the site', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const api = await signInAsAdmin(page, request);
    const original = await api.get<{ data: { content: string } }>('pages/about-us');
    const marker = `Written by the tests ${unique()}`;
    try {
      await page.goto('/admin/pages');
      await page.getByRole('link', { name: 'Edit About Us' }).click();
      await expect(page).toHaveURL('/admin/pages/about-us');
      await expect(page.getByRole('heading', { level: 1, name: 'Edit About Us' })).toBeVisible();
      // The rich-text editor loads with the page's text, and has a name.
      const editor = page.getByRole('textbox', { name: 'Content' });
      await expect(editor).toContainText('About Iqra');
      await expectAccessible(page);
      await screenshotBothWidths(page, 'admin-page-editor');

      await page.getByLabel('Edit the HTML').check();
      await page
        .getByRole('textbox', { name: 'Content' })
        .fill(
          `<h2>Our story</h2><p>${marker}: our tutors teach one-to-one.</p>` +
            `<script>window.__owned = 1</script>` +
            `<img src="/nope.png" onerror="window.__owned = 2" alt="">`,
        );
      // The preview is cleaned the same way the site is.
      const preview = page.getByRole('region', { name: 'Preview' });
      await expect(preview).toContainText(marker);
      await expect(preview.locator('script, img[onerror]')).toHaveCount(0);
      await page.getByRole('button', { name: 'Save page' }).click();
      await expect(status(page, /^Saved at/)).toBeVisible();

      const saved = await api.get<{ data: { content: string } }>('pages/about-us');
      expect(saved.data.content).toContain(marker);
      expect(saved.data.content).not.toMatch(/<script|onerror/i);

      await page.goto('/about-us');
      const article = page.locator('article');
      await expect(article).toContainText(marker);
      await expect(article.getByRole('heading', { name: 'Our story' })).toBeVisible();
      await expect(article.locator('script, [onerror]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
    } finally {
      await api.send('patch', 'pages/about-us', { content: original.data.content });
    }
  });

  test('FAQ order set in the back office is the order on the home page', async ({
    page,
    request,
  }) => {
    const api = await signInAsAdmin(page, request);
    const before = await api.get<{ data: { id: number; question: string }[] }>(
      'faqs?sort=position&per_page=100',
    );
    const [first, second] = [before.data[0]!, before.data[1]!];
    try {
      await page.goto('/admin/faqs');
      const questions = page.locator('.admin-table tbody tr td:nth-child(2)');
      await expect(questions.first()).toHaveText(first.question);
      const moveUp = page.getByRole('button', { name: `Move ${second.question} up` });
      await moveUp.click();
      await expect(status(page, 'The new order is saved.')).toBeVisible();
      await expect(questions.nth(0)).toHaveText(second.question);
      await expect(questions.nth(1)).toHaveText(first.question);
      // The first row cannot go further up; keyboard users can move it back down.
      await expect(page.getByRole('button', { name: `Move ${second.question} up` })).toBeDisabled();
      await expectAccessible(page);

      // Dragging a row by its handle saves the order too: the third goes to the top.
      const third = before.data[2]!;
      await page
        .locator('.admin-table tbody tr')
        .nth(2)
        .locator('.p-datatable-reorderablerow-handle')
        .dragTo(page.locator('.admin-table tbody tr').nth(0));
      await expect(questions.nth(0)).toHaveText(third.question);
      await expect(questions.nth(1)).toHaveText(second.question);
      await expect(status(page, 'The new order is saved.')).toBeVisible();

      await page.goto('/');
      const faq = page.getByRole('region', { name: 'Frequently asked questions', exact: true });
      const buttons = faq.getByRole('button', { name: /\?$/ });
      await expect(buttons.nth(0)).toHaveText(third.question);
      await expect(buttons.nth(1)).toHaveText(second.question);
      await expect(buttons.nth(2)).toHaveText(first.question);
    } finally {
      await api.send('post', 'faqs/reorder', { ids: before.data.map((row) => row.id) });
    }
  });

  test('a CSV export and a résumé download as files', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    const email = `lead.${unique()}@example.com`;
    expect((await request.post('/api/request-demo', { data: { email } })).status()).toBe(201);
    const job = await request.post('/api/request-job', {
      multipart: {
        email,
        file: { name: 'Huda CV.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) },
      },
    });
    expect(job.status()).toBe(201);

    await page.goto('/admin/demo-requests');
    await expectRows(page);
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await exported;
    expect(csv.suggestedFilename()).toMatch(/^demo-requests-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await readFile((await csv.path())!, 'utf8')).toContain(email);
    await expect(status(page, /^Downloaded demo-requests-/)).toBeVisible();

    await page.goto('/admin/job-applications');
    await page.getByLabel('Search job applications').fill(email);
    const row = page.locator('tbody tr').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    const resume = page.waitForEvent('download');
    await row.getByRole('button', { name: `Résumé of ${email}` }).click();
    const file = await resume;
    // Saved under a name made from the detected type, never the applicant's file name.
    expect(file.suggestedFilename()).toMatch(/^resume-\d+\.pdf$/);
    expect(await readFile((await file.path())!, 'utf8')).toMatch(/^%PDF-/);

    // A lead is followed up: status and notes, saved with PATCH.
    await row.getByRole('button', { name: `Edit ${email}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit job application' });
    await edit.getByLabel('Status').selectOption('contacted');
    await edit.getByLabel('Notes').fill('Called on Monday; interview next week.');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('Contacted');
    await expect(row).toContainText('Called on Monday');
  });

  test('every screen shows its rows, passes axe and fits a phone', async ({ page, request }) => {
    test.setTimeout(240_000);
    const api = await signInAsAdmin(page, request);
    // Leads, a payment, mail and an audit entry, so no list is empty.
    const email = `smoke.${unique()}@example.com`;
    await request.post('/api/request-demo', { data: { email } });
    await request.post('/api/request-job', { multipart: { email } });
    await request.post('/api/newsletter', { data: { email } });
    await request.post('/api/contact', {
      data: {
        firstName: 'Sara',
        lastName: 'Smoke',
        email,
        phone_prefix: 'US',
        phone: '202 555 0100',
        message: 'A question about classes for my two children.',
        agree: true,
      },
    });
    const learner = await createLearner(request);
    const payment = await request.post('/api/payments/paypal', {
      headers: { Authorization: `Bearer ${learner.token}` },
      data: { product: 'tajweed', tier: '30-basic' },
    });
    expect(payment.status(), await payment.text()).toBe(201);
    const testimonial = (await api.get<{ data: { id: number; name: string }[] }>('testimonials'))
      .data[0]!;
    await api.send('patch', `testimonials/${testimonial.id}`, { name: testimonial.name });

    await page.goto('/admin');
    await expect(page).toHaveTitle('Back office | Iqra');
    await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'admin-dashboard');

    const nav = page.getByRole('navigation', { name: 'Back office', exact: true });
    const links = await nav
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href')!).filter((href) => href !== '/admin'),
      );
    expect(links).toHaveLength(17);
    for (const href of links) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectRows(page);
      await expectAccessible(page);
      await screenshotBothWidths(page, `admin-${href.slice('/admin/'.length)}`);
    }

    // The screens beyond the lists.
    await page.goto('/admin/books');
    await page.getByRole('link', { name: 'Pages of Tajweed Made Simple' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pages of Tajweed Made Simple' }),
    ).toBeVisible();
    await expectRows(page);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'admin-book-pages');

    const learnerId = await userIdOf(request, learner);
    await page.goto(`/admin/learners/${learnerId}`);
    await expect(page.getByRole('button', { name: 'Save details' })).toBeVisible();
    await expect(page.getByLabel('Country')).toHaveValue(/\d+/);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'admin-learner');

    const subscription = (
      await api.get<{ data: { id: number }[] }>('subscriptions?sort=-started_at')
    ).data[0]!;
    await page.goto(`/admin/subscriptions/${subscription.id}`);
    await expect(page.getByRole('button', { name: 'Add one class' })).toBeVisible();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'admin-subscription');

    await page.goto('/admin/audit-log');
    await page
      .getByRole('button', { name: /^Details/ })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: /^Change:/ });
    await expect(details.getByText('Before')).toBeVisible();
    await expectAccessible(page);
    await details.getByRole('button', { name: 'Close', exact: true }).click();

    await page.goto('/admin/courses');
    await page.getByRole('button', { name: 'New course' }).click();
    await expect(page.getByRole('dialog', { name: 'New course' })).toBeVisible();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'admin-course-dialog');
  });

  test('a book gets two pages at once, in order; a subscription is cancelled and restored', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const api = await signInAsAdmin(page, request);
    const id = unique();
    const title = `E2E Book ${id}`;
    const created = (await api.send('post', 'books', {
      title,
      description: 'A book made by the end-to-end tests.',
      price: 12,
      thumbnail: '/images/books/tajweed-made-simple/thumb.jpg',
    })) as { data: { id: number } };
    const bookId = created.data.id;
    const [first, second] = [`first-page-${id}`, `second-page-${id}`];

    try {
      // Two images chosen together become two pages, in the order they were chosen.
      await page.goto('/admin/books');
      await page.getByLabel('Search books').fill(id);
      // The search lands in the address bar after a pause; clicking before it would race it.
      await expect(page).toHaveURL(new RegExp(`q=${id}`));
      await page.getByRole('link', { name: `Pages of ${title}` }).click();
      await expect(page).toHaveURL(`/admin/books/${bookId}/media`);
      await expect(
        page.getByRole('heading', { level: 1, name: `Pages of ${title}` }),
      ).toBeVisible();
      const pagesList = page.getByRole('region', { name: 'Pages, in order' });
      await expect(pagesList.locator('tbody tr.p-datatable-emptymessage')).toHaveCount(1);
      await page.getByLabel('Images of the pages (several at once)').setInputFiles([
        { name: `${first}.png`, mimeType: 'image/png', buffer: await pngImage() },
        {
          name: `${second}.png`,
          mimeType: 'image/png',
          buffer: await pngImage({ r: 201, g: 162, b: 39 }),
        },
      ]);
      await expect(status(page, '2 pages were added.')).toBeVisible();
      const names = pagesList.locator('tbody tr td:nth-child(3)');
      await expect(names).toHaveText([first, second]);
      await expect(pagesList.locator('tbody tr img')).toHaveCount(2);
      for (const image of await pagesList.locator('tbody tr img').all()) {
        await expect(image).toHaveAttribute('src', /^\/uploads\//);
      }

      // The keyboard way to reorder: the second page moves to the top.
      await expect(pagesList.getByRole('button', { name: `Move ${first} up` })).toBeDisabled();
      await pagesList.getByRole('button', { name: `Move ${second} up` }).click();
      await expect(status(pagesList, 'The new order is saved.')).toBeVisible();
      await expect(names).toHaveText([second, first]);
      const media = await api.get<{ data: { name: string; position: number }[] }>(
        `book-media?book_id=${bookId}`,
      );
      expect(media.data.map((row) => row.name)).toEqual([second, first]);
      await page.reload();
      await expect(names).toHaveText([second, first]);
    } finally {
      // Its pages go with it.
      await api.send('delete', `books/${bookId}`);
    }

    // A subscription granted, then cancelled: the learner sees it cancelled.
    const learner = await createLearner(request, { lastName: `Cancel${id}` });
    const name = `${learner.firstName} ${learner.lastName}`;
    await page.goto(`/admin/learners/${await userIdOf(request, learner)}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const grant = page.getByRole('region', { name: 'Grant a subscription' });
    await grant.getByLabel('Course').selectOption({ label: 'Tajweed' });
    await grant.getByLabel('Tier').selectOption({ label: '30 Minutes · Standard' });
    await grant.getByRole('button', { name: 'Grant subscription' }).click();
    await expect(status(grant, 'The subscription is granted.')).toBeVisible();

    const subscriptions = page.getByRole('region', { name: 'Subscriptions' });
    const row = subscriptions.locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `Cancel ${name}, Tajweed` }).click();
    await expect(status(subscriptions, `Cancelled ${name}, Tajweed.`)).toBeVisible();
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button', { name: `Restore ${name}, Tajweed` })).toBeVisible();

    const context = await browser.newContext({ baseURL });
    const learnerPage = await context.newPage();
    await useToken(learnerPage, learner.token);
    await learnerPage.goto('/learning');
    const mine = learnerPage.getByRole('table').locator('tbody tr').filter({ hasText: 'Tajweed' });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Cancelled');
    await expect(mine).not.toContainText('Active');

    await row.getByRole('button', { name: `Restore ${name}, Tajweed` }).click();
    await expect(status(subscriptions, `Restored ${name}, Tajweed.`)).toBeVisible();
    await expect(row).toContainText('Active');
    await expect(row).not.toContainText('Cancelled');
    await learnerPage.reload();
    await expect(mine).toContainText('Active');
    await context.close();
  });

  test('payments filter by status; a demo request is followed up; a testimonial comes and goes', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const api = await signInAsAdmin(page, request);
    const id = unique();

    // A payment the learner started and never finished is "Created", not "Completed".
    const learner = await createLearner(request, { lastName: `Payer${id}` });
    const started = await request.post('/api/payments/paypal', {
      headers: { Authorization: `Bearer ${learner.token}` },
      data: { product: 'tajweed', tier: '30-basic' },
    });
    expect(started.status(), await started.text()).toBe(201);
    await page.goto('/admin/payments');
    await expectRows(page);
    const payments = page.locator('.admin-table tbody tr');
    const payment = payments.filter({ hasText: `${learner.firstName} ${learner.lastName}` });
    await page.getByLabel('Search payments').fill(learner.email);
    await expect(payments).toHaveCount(1);
    await expect(payment).toHaveCount(1);
    const filter = page.getByLabel('Status', { exact: true });
    await filter.selectOption({ label: 'Created' });
    await expect(page).toHaveURL(/status=created/);
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText('Created');
    await expect(payment).toContainText('Tajweed');
    await filter.selectOption({ label: 'Completed' });
    await expect(page).toHaveURL(/status=completed/);
    await expect(page.getByText('No payments match this search.')).toBeVisible();
    await expect(payment).toHaveCount(0);

    // A lead is found, marked Contacted with a note for the team.
    const email = `demo.${id}@example.com`;
    expect((await request.post('/api/request-demo', { data: { email } })).status()).toBe(201);
    await page.goto('/admin/demo-requests');
    await page.getByLabel('Search demo requests').fill(email);
    const lead = page.locator('.admin-table tbody tr');
    // Only this lead is left once the search has run.
    await expect(lead).toHaveCount(1);
    await expect(lead).toContainText(email);
    await expect(lead).toContainText('New');
    await lead.getByRole('button', { name: `Edit ${email}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit demo request' });
    await edit.getByLabel('Status').selectOption({ label: 'Contacted' });
    const note = `Demo booked for Tuesday ${id}.`;
    await edit.getByLabel('Notes').fill(note);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(status(page, 'Demo request saved.')).toBeVisible();
    await expect(lead).toContainText('Contacted');
    await expect(lead).toContainText(note);
    const leads = await api.get<{ data: { status: string; notes: string }[] }>(
      `demo-requests?q=${encodeURIComponent(email)}`,
    );
    expect(leads.data).toEqual([expect.objectContaining({ status: 'contacted', notes: note })]);

    // A testimonial shows on the home page until it is deleted.
    const author = `E2E Parent ${id}`;
    const words = `My daughter now reads with tajweed, thanks to her tutor (${id}).`;
    try {
      await page.goto('/admin/testimonials');
      await page.getByRole('button', { name: 'New testimonial' }).click();
      const dialog = page.getByRole('dialog', { name: 'New testimonial' });
      await dialog.getByLabel('Name', { exact: true }).fill(author);
      await dialog.getByLabel('Testimonial', { exact: true }).fill(words);
      await dialog.getByRole('button', { name: 'Create testimonial' }).click();
      await expect(dialog).toBeHidden();
      await expect(status(page, 'Testimonial created.')).toBeVisible();

      await page.goto('/');
      const saying = page.getByRole('region', { name: 'What people are saying' });
      const card = saying.getByRole('listitem').filter({ hasText: words });
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeVisible();
      await expect(card).toContainText(author);

      await page.goto('/admin/testimonials');
      await page.getByLabel('Search testimonials').fill(id);
      await expect(page.locator('.admin-table tbody tr')).toHaveCount(1);
      await page.getByRole('button', { name: `Delete ${author}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this testimonial?' });
      await expect(confirm).toContainText(`“${author}” will be deleted for good.`);
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(status(page, `Deleted “${author}”.`)).toBeVisible();
      await expect(page.getByText('No testimonials match this search.')).toBeVisible();

      await page.goto('/');
      await expect(saying.locator('blockquote').first()).toBeVisible();
      await expect(saying.getByText(words)).toHaveCount(0);
      await expect(saying.getByText(author)).toHaveCount(0);
    } finally {
      const left = await api.get<{ data: { id: number }[] }>(`testimonials?q=${id}`);
      for (const row of left.data) await api.send('delete', `testimonials/${row.id}`);
    }
  });

  test('on a phone the back-office menu is a drawer', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Back office menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Back office (mobile)' });
    await expect(drawer.getByRole('link', { name: 'Audit log' })).toBeVisible();
    await expectAccessible(page);
    await drawer.getByRole('link', { name: 'Payments' }).click();
    await expect(page).toHaveURL('/admin/payments');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();

    // The site's own drawer offers the way back in too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main (mobile)' }).getByRole('link', {
        name: 'Back office',
      }),
    ).toHaveAttribute('href', '/admin');
  });
});

test.describe('outsiders', () => {
  test('a learner is not let into the back office and sees no link to it', async ({
    page,
    request,
  }) => {
    const adminChunks: string[] = [];
    page.on('request', (req) => {
      if (/\/assets\/admin-app-/.test(req.url())) adminChunks.push(req.url());
    });
    const learner = await createLearner(request);
    await useToken(page, learner.token);
    await page.goto('/');
    await page.getByRole('button', { name: /account menu/ }).click();
    await expect(page.getByRole('link', { name: 'Learning' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back office' })).toHaveCount(0);

    await page.goto('/admin/learners');
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectAccessible(page);
    // The back office's code never reached this browser.
    expect(adminChunks).toEqual([]);
  });

  test('a guest is asked to sign in, then taken to the back office', async ({ page }) => {
    await page.goto('/admin/faqs');
    await expect(page).toHaveURL('/login');
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/admin/faqs');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
    // Staff find the back office in their menu.
    await page.getByRole('button', { name: /account menu/ }).click();
    await expect(page.getByRole('link', { name: 'Back office' })).toHaveAttribute('href', '/admin');
  });
});
