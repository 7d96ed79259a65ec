import type { AdminBookMedia } from '@iqra/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  test,
  unique,
  waitForMail,
  type Learner,
} from '../support/index.ts';
import {
  createTutor,
  localInput,
  pngImage,
  status,
  userIdOf,
  type StaffApi,
} from '../support/staff.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

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

/**
 * Staff add one class a week from now, on the hour, with a tutor of its own (the subscription
 * has no weekly plan): 45 minutes, at a time given on the staff member's own clock.
 */
async function addOneClass(page: Page, staffApi: StaffApi, id: string) {
  const tutor = await createTutor(staffApi, { firstName: 'Huda', lastName: `Tutor${id}` });
  const start = new Date(Math.ceil((Date.now() + 7 * DAY_MS) / HOUR_MS) * HOUR_MS);
  await page.getByRole('button', { name: 'Add one class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add one class' });
  await dialog.getByLabel('Title').fill('Tajweed with Ustadha Huda');
  await dialog.getByLabel('Class link').fill('https://meet.jit.si/IqraAcademy-Extra-Test');
  await dialog.getByLabel('Starts').fill(await localInput(page, start.toISOString()));
  await dialog
    .getByLabel('Ends')
    .fill(await localInput(page, new Date(start.getTime() + 45 * 60_000).toISOString()));
  await dialog.getByLabel('Tutor').selectOption({ label: `${tutor.name} (Africa/Cairo)` });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create class' }).click();
  await expect(dialog).toBeHidden();
  return { tutor, start };
}

/** "08:30": an instant on Tokyo's clock (UTC+9 all year), as the learner's page shows it. */
const inTokyo = (at: Date) => new Date(at.getTime() + 9 * HOUR_MS).toISOString().slice(11, 16);

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
    await expect(pagesList.locator('tbody tr.admin-empty')).toHaveCount(1);
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

  test('a class staff add shows at the right Tokyo time to the learner; cancelled, both are told', async ({
    page,
    request,
    staffApi,
    createLearner,
    pageOf,
  }) => {
    test.setTimeout(90_000);
    const id = unique();
    const learner = await createLearner({ firstName: 'Maryam', lastName: `Extra${id}` });
    const { subscriptions } = await grantTajweed(page, request, learner);
    await expectAccessible(page);
    await subscriptions
      .getByRole('link', { name: `Classes of Maryam ${learner.lastName}, Tajweed` })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Tajweed for Maryam ${learner.lastName}` }),
    ).toBeVisible();

    const { tutor, start } = await addOneClass(page, staffApi, id);
    const classes = page.getByRole('region', { name: 'Classes' }).locator('tbody tr');
    await expect(classes).toHaveCount(1);
    // Both sides are told of it, with the time on their own clocks.
    await waitForMail(learner.email, 'Your Tajweed classes are booked');
    await waitForMail(tutor.email, 'Your Tajweed classes are booked');

    // Cancelling asks first, then keeps the school's rules: the class is Inactive, both are
    // mailed, and the learner is owed a make-up class.
    await classes
      .first()
      .getByRole('button', { name: /^Cancel class/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this class?' });
    await expect(confirm).toContainText('the learner is owed a make-up class');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel class' }).click();
    await expect(confirm).toBeHidden();
    await expect(classes.first()).toContainText('Inactive');
    for (const address of [learner.email, tutor.email]) {
      await waitForMail(address, 'Class cancelled: Tajweed');
    }

    const learnerPage = await pageOf(learner, { timezoneId: 'Asia/Tokyo' });
    await learnerPage.goto('/learning');
    await learnerPage.getByRole('button', { name: 'View Schedule for Tajweed' }).click();
    const schedule = learnerPage.getByRole('dialog', { name: 'Schedule Details' });
    const rows = schedule.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().locator('td:nth-child(3) time')).toHaveText(
      new RegExp(`${inTokyo(start)} GMT\\+9`),
    );
    await expect(rows.first().locator('td:nth-child(4) time')).toHaveText(
      new RegExp(`${inTokyo(new Date(start.getTime() + 45 * 60_000))} GMT\\+9`),
    );
    await expect(rows.first()).toContainText('Tajweed with Ustadha Huda');
    await expect(rows.first()).toContainText('Inactive');
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
