import type { AdminSubscription, Family } from '@iqra/contracts';
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectAccessibleAtBothWidths,
  press,
  screenshotBothWidths,
  tabTo,
  test,
  typeInto,
  unique,
} from '../support/index.ts';
import { createTutor } from '../support/staff.ts';

const THIS_YEAR = new Date().getUTCFullYear();

/** The add-child form's consent box (beside it, the same-gender tutor box). */
const CONSENT = /I am this child’s parent or guardian/;

/** Fills the Add a child form from the keyboard alone, consent included when `consent`. */
async function addChildByKeyboard(
  page: Page,
  child: { firstName: string; lastName?: string; age: number; gender: string },
  { consent = true } = {},
) {
  const form = page.getByRole('form', { name: 'Add a child' });
  await expect(form).toBeVisible();
  await typeInto(page, form.getByLabel('First name'), child.firstName);
  if (child.lastName) await typeInto(page, form.getByLabel('Last name'), child.lastName);
  await typeInto(page, form.getByLabel('Gender', { exact: true }), child.gender);
  await typeInto(page, form.getByLabel('Year of birth'), String(THIS_YEAR - child.age));
  if (consent) {
    await tabTo(page, form.getByRole('checkbox', { name: CONSENT }));
    await page.keyboard.press('Space');
  }
  await press(page, form.getByRole('button', { name: 'Add child' }));
}

/** Cancels the class of `card` from the keyboard, past the dialog that asks first. */
async function cancelFirstByKeyboard(page: Page, card: Locator) {
  await press(page, card.getByRole('button', { name: /^Cancel the class of/ }));
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel this class?' });
  await expect(cancelDialog.getByRole('button', { name: 'Keep class' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cancelDialog.getByRole('button', { name: 'Cancel class' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cancelDialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: /^Hana’s Tajweed class of .+ is cancelled\.$/ }),
  ).toBeVisible();
  await expect(card).toContainText('Cancelled');
}

test.describe('a parent', () => {
  test.use({ signedInAs: 'a new learner' });

  test('adds two children from the keyboard, pays for one’s course, sees her classes, and switches between them', async ({
    page,
    request,
    learner,
    staffApi,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/family');
    await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible();

    // Without consent the child is not added, and the form says why.
    await addChildByKeyboard(
      page,
      { firstName: 'Zayd', lastName: 'Haddad', age: 10, gender: 'Male' },
      { consent: false },
    );
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please confirm that you agree' }),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: CONSENT })).toBeFocused();
    await page.keyboard.press('Space');
    await press(page, page.getByRole('button', { name: 'Add child' }));
    await expect(
      page.getByRole('status').filter({ hasText: 'Zayd is added to your family.' }),
    ).toBeVisible();
    const children = page.getByRole('navigation', { name: 'Children' });
    await expect(children.getByRole('link', { name: 'Zayd' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 2, name: /^Zayd Haddad/ })).toContainText(
      'age 10',
    );
    await expect(page.getByText('No upcoming classes.')).toBeVisible();

    await press(page, page.getByRole('button', { name: 'Add a child' }));
    await addChildByKeyboard(page, { firstName: 'Hana', age: 7, gender: 'Female' });
    await expect(
      page.getByRole('status').filter({ hasText: 'Hana is added to your family.' }),
    ).toBeVisible();
    await expect(children.getByRole('link')).toHaveText(['Zayd', 'Hana']);

    // The parent pays for Hana's Tajweed from the keyboard: the course is hers.
    await page.goto('/courses/tajweed/checkout');
    const whom = page.getByRole('group', { name: 'Who is this course for?' });
    await tabTo(page, whom.getByRole('radio', { name: 'Me' }));
    // Me, then the children eldest first: Zayd, Hana.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(whom.getByRole('radio', { name: 'Hana' })).toBeChecked();
    // Into the plans (the first one, none chosen yet), then on to 30-minute Standard.
    await tabTo(page, page.getByRole('radio', { name: /Basic/ }).first());
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /Standard/ }).first()).toBeChecked();
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('Hana');
    await press(page, page.getByRole('button', { name: 'Pay now' }));
    await expect(page).toHaveURL(/\/pay\/demo\/DEMO-/);
    await expect(page.getByText(/one month, for Hana$/)).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/family\?child=\d+&payment=success$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Payment received: the course is Hana’s.' }),
    ).toBeVisible();

    // Staff plan her classes with a tutor in Cairo.
    const family = (await (
      await request.get('/api/family', { headers: { Authorization: `Bearer ${learner.token}` } })
    ).json()) as { data: Family };
    const hana = family.data.children.find((child) => child.firstName === 'Hana')!;
    expect(hana).toMatchObject({ age: 7, has_sign_in: false });
    const [subscription] = await staffApi.list<AdminSubscription>(
      'subscriptions',
      `user_id=${hana.id}`,
    );
    expect(subscription?.user_id).toBe(hana.id);
    const tutor = await createTutor(staffApi, {
      firstName: 'Maryam',
      lastName: `Family${unique()}`,
    });
    await staffApi.send('put', `subscriptions/${subscription!.id}/plan`, {
      tutor_id: tutor.id,
      weekdays: [1, 3],
      start_time: '16:00',
    });
    await page.goto('/family');

    // One tap to Hana: her classes, Join waiting for each, and her course ending in a month.
    await press(page, children.getByRole('link', { name: 'Hana' }));
    await expect(page).toHaveURL(new RegExp(`\\?child=${hana.id}$`));
    const classes = page
      .getByRole('list', { name: 'Hana’s upcoming classes' })
      .getByRole('listitem');
    await expect(classes.first()).toContainText('Tajweed');
    await expect(classes.first()).toContainText(`with ${tutor.name}`);
    expect(await classes.count()).toBeGreaterThanOrEqual(4);
    const courses = page.getByRole('list', { name: 'Hana’s courses' }).getByRole('listitem');
    await expect(courses).toHaveCount(1);
    await expect(courses.first()).toContainText(/Tajweed.*Ends/);
    await expect(page.getByRole('heading', { level: 3, name: 'Progress' })).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await screenshotBothWidths(page, 'family-child-classes');

    // The parent cancels Hana's first class, as she could: from the keyboard, asked first.
    await cancelFirstByKeyboard(page, classes.first());
    await expectAccessibleAtBothWidths(page);

    // Her past classes open on request (none yet: she has just begun).
    await press(page, page.getByRole('button', { name: 'Show past classes' }));
    await expect(page.getByText('No past classes yet.')).toBeVisible();

    // And back to Zayd.
    await press(page, children.getByRole('link', { name: 'Zayd' }));
    await expect(page.getByRole('heading', { level: 2, name: /^Zayd Haddad/ })).toBeVisible();
    await expect(page.getByText('No upcoming classes.')).toBeVisible();
    await expectAccessibleAtBothWidths(page);
  });
});
