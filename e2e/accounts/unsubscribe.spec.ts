import { REMINDER_LABELS } from '@iqra/contracts';
import {
  expect,
  expectAccessible,
  linkIn,
  press,
  screenshotBothWidths,
  test,
  waitForMail,
} from '../support/index.ts';
import { grantTajweed } from '../support/staff.ts';

test.use({ signedInAs: 'staff' });

const WEEK_MS = 7 * 86_400_000;

test('the link at the foot of a reminder stops that kind of reminder, and only when asked', async ({
  browser,
  baseURL,
  request,
  staffApi,
  createLearner,
}) => {
  test.setTimeout(90_000);
  const learner = await createLearner();
  // A plan that ends seven days and a few seconds from now: its first renewal reminder falls
  // due in a few seconds, and the server's next look for due reminders (every 10 s) sends it.
  await grantTajweed(staffApi, request, learner, (WEEK_MS + 5_000) / WEEK_MS);
  const mail = await waitForMail(learner.email, /^Your Tajweed plan ends in 7 days$/, 45_000);
  expect(mail.text).toMatch(/Renew my plan: \S+\/courses\/tajweed\/checkout\?plan=\S+/);

  // The family opens it in a browser where nobody is signed in.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(linkIn(mail, `${baseURL}/unsubscribe?token=`));
  await expect(page).toHaveTitle('Unsubscribe | Iqra');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe');
  await expect(page.getByRole('main')).toContainText(REMINDER_LABELS.renewal);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'unsubscribe');

  // Opening the page changed nothing (mail scanners open links): the reminder is still on.
  const before = await request.get(`/api/mail-preferences`, {
    headers: { Authorization: `Bearer ${learner.token}` },
  });
  const on = (await before.json()) as { data: { reminders: { kind: string; on: boolean }[] } };
  expect(on.data.reminders.find((item) => item.kind === 'renewal')?.on).toBe(true);

  await press(page, page.getByRole('button', { name: 'Stop these reminders' }));
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'You will no longer get this reminder: reminders before my plan ends, and when it has ended.',
  );
  await expectAccessible(page);
  const after = await request.get(`/api/mail-preferences`, {
    headers: { Authorization: `Bearer ${learner.token}` },
  });
  const off = (await after.json()) as typeof on;
  expect(off.data.reminders.find((item) => item.kind === 'renewal')?.on).toBe(false);

  // Opened again, the page says it is already off.
  await page.reload();
  await expect(page.getByRole('main')).toContainText('This reminder is already off');
  await context.close();
});
