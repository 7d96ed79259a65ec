import {
  expect,
  expectAccessible,
  press,
  tabTo,
  test,
  typeInto,
  unique,
} from '../support/index.ts';
import { expectRows, status, tableRows, userIdOf } from '../support/staff.ts';

// Staff find a family, link a learner to a parent and unlink them again, at the keyboard; the
// last parent of a child without a sign-in stays, and the family's history shows each change.

test.describe('staff', () => {
  test.use({ signedInAs: 'staff' });

  test('find the demo family, then link a learner as a child and unlink them, by keyboard', async ({
    page,
    request,
    createLearner,
  }) => {
    test.setTimeout(90_000);
    const id = unique();
    const parent = await createLearner({ firstName: 'Amina', lastName: `Parent${id}` });
    const child = await createLearner({ firstName: 'Omar', lastName: `Child${id}` });
    const parentName = `Amina ${parent.lastName}`;
    const childName = `Omar ${child.lastName}`;

    // The list, from the menu: the demo family, found by a child's name.
    await page.goto('/admin');
    await press(page, page.getByRole('link', { name: 'Families', exact: true }).first());
    await expect(page.getByRole('heading', { level: 1, name: 'Families' })).toBeVisible();
    await typeInto(page, page.getByLabel('Search families'), 'Hana Haddad');
    await expect(page).toHaveURL(/q=Hana/);
    await expectRows(page);
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText('Zayd (');
    await expect(tableRows(page).first()).toContainText('Hana (');
    await expectAccessible(page);

    // Zayd has no sign-in and one parent: staff may not leave him with nobody.
    await press(page, page.getByRole('link', { name: /^Open the family of / }));
    await expect(page.getByRole('heading', { level: 1, name: /^Family of / })).toBeVisible();
    const zayd = page.getByRole('article', { name: /^Zayd / });
    await expect(zayd).toContainText('Hifz');
    await press(page, zayd.getByRole('button', { name: /^Unlink Zayd / }));
    const refuse = page.getByRole('dialog', { name: 'Unlink this parent?' });
    await expect(refuse).toContainText('will no longer see');
    await press(page, refuse.getByRole('button', { name: 'Unlink', exact: true }));
    await expect(refuse).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'no other parent' })).toBeVisible();
    await expect(zayd).toBeVisible();

    // The new parent's learner page leads to their family, with no children yet.
    await page.goto(`/admin/learners/${await userIdOf(request, parent)}`);
    const family = page.getByRole('region', { name: 'Family' });
    await expect(family).toContainText('No children.');
    await press(page, family.getByRole('link', { name: 'Link a child' }));
    await expect(
      page.getByRole('heading', { level: 1, name: `Family of ${parentName}` }),
    ).toBeVisible();

    // Link the learner: found by name, chosen, the parent's consent confirmed, all by keys.
    await press(page, page.getByRole('button', { name: `Link a child to ${parentName}` }));
    const dialog = page.getByRole('dialog', { name: `Link a child to ${parentName}` });
    await typeInto(page, dialog.getByLabel('Search learners by name or e-mail'), child.lastName);
    const choice = dialog.getByRole('radio', { name: `${childName} · ${child.email}` });
    await tabTo(page, choice);
    await page.keyboard.press('Space');
    await expect(choice).toBeChecked();
    await tabTo(page, dialog.getByLabel(/^The parent agrees/));
    await page.keyboard.press('Space');
    await expectAccessible(page);
    await press(page, dialog.getByRole('button', { name: 'Link child' }));
    await expect(dialog).toBeHidden();
    await expect(status(page, `${childName} is now ${parentName}’s child.`)).toBeVisible();
    const card = page.getByRole('article', { name: childName });
    await expect(card).toContainText(child.email);
    await expect(card).toContainText('No subscriptions yet.');
    await expectAccessible(page);

    // Unlink: the child signs in on their own, so they may be left without a parent.
    await press(page, card.getByRole('button', { name: `Unlink ${childName} from ${parentName}` }));
    const confirm = page.getByRole('dialog', { name: 'Unlink this parent?' });
    await press(page, confirm.getByRole('button', { name: 'Unlink', exact: true }));
    await expect(status(page, `${childName} is no longer ${parentName}’s child.`)).toBeVisible();
    await expect(card).toBeHidden();
    await expect(page.getByText('No children yet.')).toBeVisible();

    // The family's history: the link, then the unlink, by staff.
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.locator('tbody tr')).toHaveCount(2);
    await expect(history.locator('tbody tr').first()).toContainText('unlink');
    await expect(history.locator('tbody tr').nth(1)).toContainText('link');
    await expect(history.locator('tbody tr').first()).toContainText('admin@example.com');
  });
});
