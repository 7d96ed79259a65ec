import {
  expect,
  expectAccessible,
  linkIn,
  test,
  uniqueEmail,
  waitForMail,
} from '../support/index.ts';

test('newsletter: subscribe in the footer, confirm from the mail, see the notice', async ({
  page,
}) => {
  const email = uniqueEmail('reader');
  await page.goto('/about-us');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText(
    /Please check your inbox and confirm your subscription./,
  );
  await expect(footer.getByLabel('Email address')).toHaveValue('');

  const mail = await waitForMail(email, 'Please confirm your subscription');
  const origin = new URL(page.url()).origin;
  await page.goto(linkIn(mail, `${origin}/api/newsletter/confirm?token=`));
  await expect(page).toHaveURL('/?newsletter=confirmed');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your subscription is confirmed.' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page).toHaveURL('/');

  await page.goto(linkIn(mail, `${origin}/api/newsletter/unsubscribe?token=`));
  await expect(
    page.getByRole('status').filter({ hasText: 'You have been unsubscribed.' }),
  ).toBeVisible();
  await page.goto('/api/newsletter/confirm?token=made-up-token-123');
  await expect(
    page.getByRole('status').filter({ hasText: 'That newsletter link is not valid any more.' }),
  ).toBeVisible();
});
