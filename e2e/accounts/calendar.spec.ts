import { expect, expectAccessible, screenshotBothWidths, test } from '../support/index.ts';

test.use({ signedInAs: 'the demo tutor' });

/** The path of a feed address: a calendar app asks for it with no session. */
const pathOf = (webcal: string) => new URL(webcal.replace(/^webcal:/, 'https:')).pathname;

test('a tutor puts their classes in a calendar, and a new address kills the old one', async ({
  page,
}) => {
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Your classes in your calendar' });
  await section.getByRole('button', { name: 'Make my calendar address' }).click();
  const address = section.getByLabel('Calendar address');
  await expect(address).toHaveValue(/^webcal:\/\/[^/]+\/calendar\/[\w-]{43}\.ics$/);
  const first = await address.inputValue();
  await expect(section.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
    'href',
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(first)}`,
  );
  await expect(section.getByRole('link', { name: 'Open in Apple Calendar' })).toHaveAttribute(
    'href',
    first,
  );

  // What the calendar app reads: the tutor's classes, each with the learner's name.
  const feed = await page.request.get(pathOf(first));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain('BEGIN:VEVENT');
  expect(text).toMatch(/^SUMMARY:.+ with Amina/m);
  expect(text).toContain('STATUS:CANCELLED');

  await expectAccessible(page);
  await screenshotBothWidths(page, 'account-calendar');

  await section.getByRole('button', { name: 'Make a new address' }).click();
  const confirm = section.getByRole('group', { name: 'Make a new calendar address' });
  await expect(confirm).toContainText('The old address stops working at once.');
  await confirm.getByRole('button', { name: 'Make a new address' }).click();
  await expect(address).not.toHaveValue(first);
  await expect(address).toHaveValue(/^webcal:\/\/[^/]+\/calendar\/[\w-]{43}\.ics$/);
  expect((await page.request.get(pathOf(first))).status()).toBe(404);
  expect((await page.request.get(pathOf(await address.inputValue()))).status()).toBe(200);
});
