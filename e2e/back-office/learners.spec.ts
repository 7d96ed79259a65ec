import type { AdminBookMedia } from '@iqra/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test, unique, type Learner } from '../support/index.ts';
import { pngImage, status, userIdOf, type StaffApi } from '../support/staff.ts';

/**
 * Staff open a learner's page and grant them Tajweed on the 30-minute Standard tier (until
 * `ends`, when given); the learner's Subscriptions list shows it, and only it.
 */
async function grantTajweed(
  page: Page,
  request: APIRequestContext,
  learner: Learner,
  ends?: string,
) {
  await page.goto(`/admin/learners/${await userIdOf(request, learner)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${learner.firstName} ${learner.lastName}` }),
  ).toBeVisible();
  const grant = page.getByRole('region', { name: 'Grant a subscription' });
  await grant.getByLabel('Course').selectOption({ label: 'Tajweed' });
  await grant.getByLabel('Tier').selectOption({ label: '30 Minutes · Standard' });
  if (ends) await grant.getByLabel('Ends').fill(ends);
  await grant.getByRole('button', { name: 'Grant subscription' }).click();
  await expect(status(grant, 'The subscription is granted.')).toBeVisible();

  const subscriptions = page.getByRole('region', { name: 'Subscriptions' });
  const row = subscriptions.locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Active');
  return { subscriptions, row };
}

/** Staff generate a weekly series: Mondays and Wednesdays at 18:30 in New York, two weeks. */
async function generateSeries(page: Page) {
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
}

/**
 * Two images chosen together become two pages of a new book, in the order they were chosen;
 * the second is moved to the top from the keyboard. The book goes afterwards, its pages with it.
 */
async function twoPagesReordered(page: Page, staffApi: StaffApi, id: string) {
  const title = `E2E Book ${id}`;
  const created = (await staffApi.send('post', 'books', {
    title,
    description: 'A book made by the end-to-end tests.',
    price: 12,
    thumbnail: '/images/books/tajweed-made-simple/thumb.jpg',
  })) as { data: { id: number } };
  const bookId = created.data.id;
  const [first, second] = [`first-page-${id}`, `second-page-${id}`];

  try {
    await page.goto('/admin/books');
    await page.getByLabel('Search books').fill(id);
    // The search lands in the address bar after a pause; clicking before it would race it.
    await expect(page).toHaveURL(new RegExp(`q=${id}`));
    await page.getByRole('link', { name: `Pages of ${title}` }).click();
    await expect(page).toHaveURL(`/admin/books/${bookId}/media`);
    await expect(page.getByRole('heading', { level: 1, name: `Pages of ${title}` })).toBeVisible();
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
    const media = await staffApi.list<AdminBookMedia>('book-media', `book_id=${bookId}`);
    expect(media.map((row) => row.name)).toEqual([second, first]);
    await page.reload();
    await expect(names).toHaveText([second, first]);
  } finally {
    // Its pages go with it.
    await staffApi.send('delete', `books/${bookId}`);
  }
}

test.describe('staff', () => {
  test.use({ signedInAs: 'staff' });

  test('a weekly series in New York shows at the right Tokyo times to the learner', async ({
    page,
    request,
    createLearner,
    pageOf,
  }) => {
    test.setTimeout(90_000);
    const learner = await createLearner({ firstName: 'Maryam', lastName: `Series${unique()}` });
    // Long enough to cross the start of daylight saving in New York (14 March 2027).
    const { subscriptions } = await grantTajweed(page, request, learner, '2027-04-30T12:00');
    await expectAccessible(page);
    await subscriptions
      .getByRole('link', { name: `Classes of Maryam ${learner.lastName}, Tajweed` })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Tajweed for Maryam ${learner.lastName}` }),
    ).toBeVisible();

    await generateSeries(page);
    const classes = page.getByRole('region', { name: 'Classes' }).locator('tbody tr');
    await expect(classes).toHaveCount(4);

    // One class is cancelled: the learner sees it as Inactive.
    await classes
      .nth(3)
      .getByRole('button', { name: /^Cancel class/ })
      .click();
    await expect(classes.nth(3)).toContainText('Inactive');

    const learnerPage = await pageOf(learner, { timezoneId: 'Asia/Tokyo' });
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
  });

  test('a book gets two pages at once, in order; a subscription is cancelled and restored', async ({
    page,
    request,
    staffApi,
    createLearner,
    pageOf,
  }) => {
    test.setTimeout(90_000);
    const id = unique();
    await twoPagesReordered(page, staffApi, id);

    // A subscription granted, then cancelled: the learner sees it cancelled.
    const learner = await createLearner({ lastName: `Cancel${id}` });
    const name = `${learner.firstName} ${learner.lastName}`;
    const { subscriptions, row } = await grantTajweed(page, request, learner);
    await row.getByRole('button', { name: `Cancel ${name}, Tajweed` }).click();
    await expect(status(subscriptions, `Cancelled ${name}, Tajweed.`)).toBeVisible();
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button', { name: `Restore ${name}, Tajweed` })).toBeVisible();

    const learnerPage = await pageOf(learner);
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
  });
});
