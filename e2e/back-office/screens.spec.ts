import type { AdminSchedule, AdminSubscription, AdminTestimonial } from '@iqra/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  screenshotBothWidths,
  test,
  unique,
  uniqueEmail,
  type Learner,
} from '../support/index.ts';
import {
  createTutor,
  expectRows,
  grantTajweed,
  startCoursePayment,
  userIdOf,
  type StaffApi,
} from '../support/staff.ts';

/** Leads, a payment, mail and an audit entry, so no list is empty. */
async function fillEveryList(request: APIRequestContext, staffApi: StaffApi, learner: Learner) {
  const email = uniqueEmail('smoke');
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
  await startCoursePayment(request, learner);
  await touchATestimonial(staffApi);
  await owedAMakeup(request, staffApi, learner);
}

/** Staff cancel a class of the learner's weekly plan: it owes them a make-up credit. */
async function owedAMakeup(request: APIRequestContext, staffApi: StaffApi, learner: Learner) {
  const tutor = await createTutor(staffApi, { firstName: 'Sara', lastName: `Smoke${unique()}` });
  const subscriptionId = await grantTajweed(staffApi, request, learner);
  await staffApi.send('put', `subscriptions/${subscriptionId}/plan`, {
    tutor_id: tutor.id,
    weekdays: [1, 4],
    start_time: '10:00',
  });
  const [first] = await staffApi.list<AdminSchedule>(
    'schedules',
    `subscription_id=${subscriptionId}&sort=started_at`,
  );
  await staffApi.send('post', `classes/${first!.id}/cancel`);
}

/** The menu's screens that are not lists of rows, and what shows each has loaded. */
const SCREENS_WITHOUT_ROWS: Record<string, (page: Page) => Promise<void>> = {
  '/admin/school-rules': (page) =>
    expect(page.getByLabel('Notice to cancel or move a class (hours)')).toHaveValue(/^\d+$/),
  // The demo learner's certificates, one of them revoked.
  '/admin/certificates': (page) =>
    expect(
      page.getByRole('list', { name: 'Certificates issued' }).getByRole('listitem').first(),
    ).toBeVisible(),
  // Learners' pauses waiting for staff: often none.
  '/admin/pauses': (page) =>
    expect(page.locator('.admin-table tbody tr').first()).not.toHaveText('Loading…'),
  // Tutors' leave waiting for staff: often none.
  '/admin/tutor-leave': (page) =>
    expect(page.locator('.admin-table tbody tr').first()).not.toHaveText('Loading…'),
  // Classes over a day ago that nobody recorded: often none.
  '/admin/classes-to-record': (page) =>
    expect(page.locator('.admin-table tbody tr').first()).not.toHaveText('Loading…'),
};

/**
 * Staff save a testimonial as it is: an entry of the audit log, made by this test. The
 * other back-office specs write the log too, so this is the entry whose details are opened.
 */
async function touchATestimonial(staffApi: StaffApi) {
  const testimonial = (await staffApi.list<AdminTestimonial>('testimonials'))[0]!;
  await staffApi.send('patch', `testimonials/${testimonial.id}`, { name: testimonial.name });
  return testimonial.id;
}

/**
 * The screens beyond the lists: a book's pages, a course's syllabus and its form, a learner, a
 * subscription, audit details.
 */
async function expectScreensBeyondLists(
  page: Page,
  request: APIRequestContext,
  staffApi: StaffApi,
  learner: Learner,
) {
  await page.goto('/admin/books');
  await page.getByRole('link', { name: 'Pages of Tajweed Made Simple' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pages of Tajweed Made Simple' }),
  ).toBeVisible();
  await expectRows(page);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'admin-book-pages');

  await page.goto('/admin/courses');
  await page.getByRole('link', { name: /^Syllabus of Hifz/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Syllabus of Hifz/ })).toBeVisible();
  await expectRows(page);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'admin-course-syllabus');
  await page.getByRole('button', { name: 'Add an item' }).click();
  const item = page.getByRole('dialog', { name: 'Add an item' });
  await item.getByLabel('Find a surah').fill('naba');
  await item.getByRole('button', { name: /^78\. An-Naba/ }).click();
  await expect(item.getByLabel('Last ayah')).toHaveValue('78:40');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'admin-syllabus-item-dialog');
  await item.getByRole('button', { name: 'Cancel' }).click();

  const learnerId = await userIdOf(request, learner);
  await page.goto(`/admin/learners/${learnerId}`);
  await expect(page.getByRole('button', { name: 'Save details' })).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue(/\d+/);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'admin-learner');

  const subscription = (
    await staffApi.list<AdminSubscription>('subscriptions', 'sort=-started_at')
  )[0]!;
  await page.goto(`/admin/subscriptions/${subscription.id}`);
  await expect(page.getByRole('button', { name: 'Add one class' })).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'admin-subscription');

  const touched = await touchATestimonial(staffApi);
  await page.goto('/admin/audit-log');
  await page
    .getByRole('button', { name: new RegExp(`^Details of update testimonials ${touched},`) })
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
}

test.describe('staff', () => {
  test.use({ signedInAs: 'staff' });
  // The file's longest tests: on both workers, not one after another on one.
  test.describe.configure({ mode: 'parallel' });

  // The menu's screens in parts, each test with its own time: one test for all of them ran
  // close to its limit on a busy machine.
  const MENU_SCREENS = 27;
  const PARTS = 3;
  for (let part = 0; part < PARTS; part += 1) {
    test(`every menu screen shows its rows, passes axe and fits a phone (${part + 1} of ${PARTS})`, async ({
      page,
      request,
      staffApi,
      learner,
    }) => {
      test.setTimeout(180_000);
      await fillEveryList(request, staffApi, learner);

      await page.goto('/admin');
      await expect(page).toHaveTitle('Back office | Iqra');
      await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
      if (part === 0) {
        await expectAccessible(page);
        await screenshotBothWidths(page, 'admin-dashboard');
      }

      const nav = page.getByRole('navigation', { name: 'Back office', exact: true });
      const links = await nav
        .getByRole('link')
        .evaluateAll((anchors) =>
          anchors.map((anchor) => anchor.getAttribute('href')!).filter((href) => href !== '/admin'),
        );
      expect(links).toHaveLength(MENU_SCREENS);
      const size = Math.ceil(MENU_SCREENS / PARTS);
      for (const href of links.slice(part * size, (part + 1) * size)) {
        await page.goto(href);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await (SCREENS_WITHOUT_ROWS[href] ?? expectRows)(page);
        await expectAccessible(page);
        await screenshotBothWidths(page, `admin-${href.slice('/admin/'.length)}`);
      }
    });
  }

  test('the screens beyond the lists pass axe and fit a phone', async ({
    page,
    request,
    staffApi,
    learner,
  }) => {
    test.setTimeout(180_000);
    await fillEveryList(request, staffApi, learner);
    await expectScreensBeyondLists(page, request, staffApi, learner);
  });

  test('on a phone the back-office menu is a drawer', async ({ page }) => {
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
