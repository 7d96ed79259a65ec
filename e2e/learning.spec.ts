import type { Page } from '@playwright/test';
import {
  createLearner,
  expect,
  expectAccessible,
  screenshotBothWidths,
  signInAsDemoStudent,
  test,
  useToken,
} from './support.ts';

const TAJWEED_LINK = 'https://meet.jit.si/IqraAcademy-Tajweed-Amina-Rahman';

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const panel = (page: Page) => page.getByRole('tabpanel');
const scheduleDialog = (page: Page) => page.getByRole('dialog', { name: 'Schedule Details' });

async function openSchedule(page: Page, course: string) {
  await page.getByRole('button', { name: `View Schedule for ${course}` }).click();
  await expect(scheduleDialog(page)).toBeVisible();
}

test.describe('the demo student', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAsDemoStudent(page, request);
  });

  test('sees the three tabs, Courses first, and their subscriptions', async ({ page }) => {
    await page.goto('/learning');
    await expect(page).toHaveTitle('Learning | Iqra');
    await expect(page.getByRole('heading', { level: 1, name: 'Learning' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Courses', 'Books', 'Certificates']);
    await expect(tab(page, 'Courses')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('My Courses');

    const table = panel(page).getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Course',
      'Tier',
      'Start',
      'End',
      'Status',
      'Progress',
      'Schedule',
    ]);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    const tajweed = rows.filter({ hasText: 'Tajweed' });
    await expect(tajweed).toContainText('Standard');
    await expect(tajweed).toContainText('Active');
    await expect(tajweed.getByRole('progressbar', { name: 'Progress in Tajweed' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    await expect(tajweed).toContainText('35%');
    const arabic = rows.filter({ hasText: 'Quranic Arabic' });
    await expect(arabic).toContainText('Basic');
    await expect(arabic).toContainText('Active');
    await expect(arabic.locator('td').nth(5)).toHaveText(/—/);
    const qaida = rows.filter({ hasText: 'Noorani Qaida' });
    await expect(qaida).toContainText('Expired');
    await expect(qaida).toContainText('100%');
    // Dates read as calendar dates ("20 Nov 2026").
    await expect(tajweed.locator('time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);

    await expectAccessible(page);
    await screenshotBothWidths(page, 'learning-courses');
  });

  test('the Tajweed schedule lists five classes with links, times and statuses', async ({
    page,
  }) => {
    await page.goto('/learning');
    await openSchedule(page, 'Tajweed');
    const dialog = scheduleDialog(page);

    await expect(dialog.getByRole('columnheader')).toHaveText([
      'Title',
      'Link',
      'Starts at',
      'Ends at',
      'Status',
    ]);
    const rows = dialog.locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText('Tajweed class 1: Makharij al-huruf');

    const links = dialog.getByRole('link');
    await expect(links).toHaveCount(5);
    const link = links.first();
    await expect(link).toHaveText(`${TAJWEED_LINK.slice(0, 30)}...`);
    await expect(link).toHaveText('https://meet.jit.si/IqraAcadem...');
    await expect(link).toHaveAttribute('href', TAJWEED_LINK);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleDescription('Opens in a new tab');

    // Times in the viewer's zone, naming it (this browser runs in the machine's zone).
    await expect(rows.first().locator('time').first()).toHaveText(/\d{2}:\d{2} (GMT|UTC)/);
    const active = dialog.getByRole('table').getByText('Active', { exact: true });
    const inactive = dialog.getByRole('table').getByText('Inactive', { exact: true });
    await expect(active).toHaveCount(3);
    await expect(inactive).toHaveCount(2);
    await expect(active.first()).toHaveCSS('color', 'rgb(6, 118, 71)');
    await expect(inactive.first()).toHaveCSS('color', 'rgb(180, 35, 24)');

    await expectAccessible(page);
    await screenshotBothWidths(page, 'learning-schedule');
  });

  test('a subscription without classes says so; Close, the close icon and Escape all close', async ({
    page,
  }) => {
    await page.goto('/learning');
    const opener = page.getByRole('button', { name: 'View Schedule for Quranic Arabic' });

    await openSchedule(page, 'Quranic Arabic');
    await expect(scheduleDialog(page)).toContainText(
      'No schedules available for this subscription.',
    );
    await expect(scheduleDialog(page).getByRole('table')).toHaveCount(0);
    await expectAccessible(page);
    await scheduleDialog(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(scheduleDialog(page)).toBeHidden();
    await expect(opener).toBeFocused();

    await openSchedule(page, 'Quranic Arabic');
    await scheduleDialog(page).getByRole('button', { name: 'Close schedule details' }).click();
    await expect(scheduleDialog(page)).toBeHidden();

    await openSchedule(page, 'Quranic Arabic');
    await page.keyboard.press('Escape');
    await expect(scheduleDialog(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the schedule dialog works from the keyboard alone', async ({ page }) => {
    await page.goto('/learning');
    const opener = page.getByRole('button', { name: 'View Schedule for Tajweed' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = scheduleDialog(page);
    await expect(dialog).toBeVisible();
    // Focus moves into the dialog and stays there while tabbing.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the Books tab shows both books; a book opens its full-screen gallery', async ({ page }) => {
    await page.goto('/learning');
    await tab(page, 'Books').click();
    await expect(page).toHaveURL('/learning?tab=books');
    await expect(tab(page, 'Books')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('My Books');
    const books = panel(page).getByRole('listitem');
    await expect(books).toHaveCount(2);
    // Thumbnails are decorative next to the title (alt=""), so they have no img role.
    await expect(books.locator('img')).toHaveCount(2);
    for (const image of await books.locator('img').all()) {
      await expect(image).toHaveJSProperty('complete', true);
    }
    await expectAccessible(page);
    await screenshotBothWidths(page, 'learning-books');

    const opener = page.getByRole('button', { name: /Tajweed Made Simple/ });
    await opener.click();
    const gallery = page.getByRole('dialog', { name: 'Tajweed Made Simple: pages' });
    await expect(gallery).toBeVisible();
    await expect(gallery.getByRole('img', { name: 'Cover' }).first()).toBeVisible();
    const thumbnails = gallery.getByRole('tab');
    await expect(thumbnails).toHaveCount(5);
    await expect(thumbnails.getByRole('img')).toHaveCount(5);
    await expect(gallery).toContainText('Cover');
    // Full screen: the mask covers the whole window.
    const box = await gallery.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBe(viewport?.width);
    expect(box?.height).toBe(viewport?.height);
    await expect(gallery.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'learning-gallery');
    // Keyboard focus stays inside the gallery.
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press(step % 2 ? 'Shift+Tab' : 'Tab');
      await expect(gallery.locator(':focus')).toHaveCount(1);
    }

    // Circular: back from the first page is the last.
    await gallery.getByRole('button', { name: 'Previous image' }).click();
    await expect(gallery.locator('.p-galleria-item img')).toHaveAttribute(
      'alt',
      'Practice: spotting madd in Surah Al-Fatihah',
    );
    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expect(gallery.locator('.p-galleria-item img')).toHaveAttribute('alt', 'Cover');

    await page.keyboard.press('Escape');
    await expect(gallery).toHaveCount(0);
    await expect(opener).toBeFocused();

    // The close button closes it too, and the gallery opens on the book asked for.
    await page.getByRole('button', { name: /Noorani Qaida Workbook/ }).click();
    const second = page.getByRole('dialog', { name: 'Noorani Qaida Workbook: pages' });
    await expect(
      second.getByRole('img', { name: 'Lesson 1: The letters alif to tha' }),
    ).toHaveCount(1);
    await second.getByRole('button', { name: 'Close' }).click();
    await expect(second).toHaveCount(0);
  });

  test('the sort menu reorders the books by price, from the keyboard too', async ({ page }) => {
    await page.goto('/learning?tab=books');
    const titles = panel(page).getByRole('listitem').locator('.text-lg');
    await expect(titles).toHaveText(['Tajweed Made Simple', 'Noorani Qaida Workbook']);

    const sort = page.getByRole('button', { name: 'Sort: Most Popular' });
    await sort.click();
    const menu = page.getByRole('menu', { name: 'Sort books' });
    await expect(menu.getByRole('menuitemradio')).toHaveText([
      'Most Popular',
      'Best Rating',
      'Newest',
      'Price: Low to High',
      'Price: High to Low',
    ]);
    await expect(menu.getByRole('menuitemradio', { name: 'Most Popular' })).toBeFocused();
    await expectAccessible(page);
    await menu.getByRole('menuitemradio', { name: 'Price: Low to High' }).click();
    await expect(titles).toHaveText(['Noorani Qaida Workbook', 'Tajweed Made Simple']);
    await expect(menu).toBeHidden();

    const sorted = page.getByRole('button', { name: 'Sort: Price: Low to High' });
    await expect(sorted).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitemradio', { name: 'Price: Low to High' })).toBeFocused();
    await expect(menu.getByRole('menuitemradio', { name: 'Price: Low to High' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(titles).toHaveText(['Tajweed Made Simple', 'Noorani Qaida Workbook']);
    await expect(page.getByRole('button', { name: 'Sort: Price: High to Low' })).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('on a phone, the filter drawer lists Category and Level', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/learning?tab=books');
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('complementary').filter({ hasText: 'Filters' });
    await expect(drawer.getByRole('group', { name: 'Category' }).getByRole('checkbox')).toHaveCount(
      4,
    );
    for (const name of ['All', 'Language', 'Culture', 'History']) {
      await expect(drawer.getByRole('checkbox', { name })).toBeVisible();
    }
    for (const name of ['Beginner', 'Intermediate', 'Advanced']) {
      await expect(
        drawer.getByRole('group', { name: 'Level' }).getByRole('checkbox', { name }),
      ).toBeVisible();
    }
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect(drawer).toBeHidden();
  });

  test('on a phone, courses and classes are cards, and nothing overflows', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/learning');
    await expect(panel(page).getByRole('table')).toHaveCount(0);
    const cards = panel(page).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    const tajweed = cards.filter({ has: page.getByRole('heading', { name: 'Tajweed' }) });
    await expect(tajweed).toContainText('Standard');
    await expect(tajweed).toContainText('35%');
    await tajweed.getByRole('button', { name: 'View Schedule for Tajweed' }).click();
    const classes = scheduleDialog(page).getByRole('listitem');
    await expect(classes).toHaveCount(5);
    await expect(classes.first().getByRole('link')).toHaveText('https://meet.jit.si/IqraAcadem...');
    await expect(classes.first()).toContainText('Inactive');
    await expectAccessible(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the Certificates tab says there are none', async ({ page }) => {
    await page.goto('/learning');
    await tab(page, 'Certificates').click();
    await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('My Certificates');
    await expect(panel(page)).toContainText('No certificates available.');
    await expectAccessible(page);
  });

  test('?tab=books opens the Books tab', async ({ page }) => {
    await page.goto('/learning?tab=books');
    await expect(tab(page, 'Books')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('My Books');
    await expect(panel(page).getByRole('listitem')).toHaveCount(2);
  });

  test('the tabs work with arrow keys, Home and End', async ({ page }) => {
    await page.goto('/learning');
    await tab(page, 'Courses').focus();
    await page.keyboard.press('ArrowDown');
    await expect(tab(page, 'Books')).toBeFocused();
    await expect(tab(page, 'Books')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page)).toContainText('My Books');
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Certificates')).toBeFocused();
    await expect(panel(page)).toContainText('No certificates available.');
    await page.keyboard.press('ArrowDown');
    await expect(tab(page, 'Courses')).toBeFocused();
    await page.keyboard.press('End');
    await expect(tab(page, 'Certificates')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab(page, 'Courses')).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the Tab order; Tab moves on into its panel.
    await expect(tab(page, 'Books')).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Tab');
    await expect(panel(page)).toBeFocused();
  });
});

test.describe('in Kuala Lumpur', () => {
  test.use({ timezoneId: 'Asia/Kuala_Lumpur' });

  test('class times follow the browser’s time zone', async ({ page, request }) => {
    await signInAsDemoStudent(page, request);
    await page.goto('/learning');
    await openSchedule(page, 'Tajweed');
    // Classes are at 17:00 UTC: 01:00 the next day in Kuala Lumpur.
    const first = scheduleDialog(page).locator('tbody tr').first();
    await expect(first.locator('time').first()).toHaveText(/01:00 GMT\+8$/);
    await expect(first.locator('time').nth(1)).toHaveText(/02:00 GMT\+8$/);
  });
});

test('a new learner sees friendly empty states', async ({ page, request }) => {
  const learner = await createLearner(request);
  await useToken(page, learner.token);
  await page.goto('/learning');
  await expect(panel(page)).toContainText('You haven’t joined a course yet.');
  await expect(panel(page).getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
    'href',
    '/courses',
  );
  await expect(panel(page).getByRole('table')).toHaveCount(0);
  await expectAccessible(page);

  await tab(page, 'Books').click();
  await expect(panel(page)).toContainText('No books available.');
  await expect(panel(page).getByRole('link', { name: 'Browse books' })).toHaveAttribute(
    'href',
    '/books',
  );
  await expect(page.getByRole('button', { name: /^Sort/ })).toHaveCount(0);
  await expectAccessible(page);
});
