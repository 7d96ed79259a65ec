import { expect, expectAccessibleAtBothWidths, test, unique, useToken } from '../support/index.ts';
import { createTutor, status, userIdOf } from '../support/staff.ts';

// Staff issue a certificate from the learner's page; the learner finds it on their tab and
// downloads its PDF; a guest opens its page from the link; staff revoke it, and the page says so.

test.describe('staff', () => {
  test.use({ signedInAs: 'staff' });

  test('issue a certificate the learner downloads and a guest checks, then revoke it', async ({
    page,
    browser,
    request,
    staffApi,
    createLearner,
    pageOf,
  }) => {
    const id = unique();
    const learner = await createLearner({ firstName: 'Safiya', lastName: `Karim${id}` });
    const tutor = await createTutor(staffApi, { firstName: 'Huda', lastName: `Tutor${id}` });

    await page.goto(`/admin/learners/${await userIdOf(request, learner)}`);
    const section = page.getByRole('region', { name: 'Certificates' });
    await expect(section).toContainText('No certificates yet.');
    await section.getByRole('button', { name: /^Issue a certificate to / }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue a certificate' });
    await dialog.getByLabel('Kind').selectOption({ label: 'Qaida completion' });
    await dialog
      .getByLabel('Tutor')
      .selectOption({ label: `${tutor.name} (${tutor.time_zone.replace(/_/g, ' ')})` });
    await dialog.getByLabel('Title in Arabic').fill('إتمام القاعدة النورانية');
    await dialog.getByLabel('The learner’s name in Arabic script').fill('صفية كريم');
    await expectAccessibleAtBothWidths(page);
    await dialog.getByRole('button', { name: 'Issue certificate' }).click();
    await expect(dialog).toBeHidden();
    await expect(status(section, /is issued: code [0-9A-Z-]{19}\.$/)).toBeVisible();
    const row = section
      .getByRole('listitem')
      .filter({ hasText: 'Completion of the Noorani Qaida' });
    await expect(row).toContainText(tutor.name);

    // The learner finds it on their tab, and its PDF downloads.
    const learnerPage = await pageOf(learner);
    await learnerPage.goto('/learning?tab=certificates');
    const card = learnerPage
      .getByRole('list', { name: 'My certificates' })
      .getByRole('listitem')
      .first();
    await expect(card).toContainText('Completion of the Noorani Qaida');
    await expect(card.locator('[lang="ar"]')).toHaveText('إتمام القاعدة النورانية');
    const [download] = await Promise.all([
      learnerPage.waitForEvent('download'),
      card.getByRole('link', { name: /^Download PDF/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^iqra-certificate-[0-9A-Z-]{19}\.pdf$/);
    const url = await card.getByRole('link', { name: /^Check it/ }).getAttribute('href');

    // A guest opens the link.
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto(url!);
    await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(
      'This certificate is genuine',
    );
    await expect(guestPage.locator('main')).toContainText(`Safiya Karim${id}`);
    await expect(guestPage.locator('main')).toContainText('صفية كريم');
    await expectAccessibleAtBothWidths(guestPage);

    // Staff revoke it with a reason; the guest's page says so at once.
    await row.getByRole('button', { name: /^Revoke/ }).click();
    const revoke = page.getByRole('dialog', { name: 'Revoke this certificate' });
    await revoke.getByLabel('Reason').fill('Issued to the wrong learner.');
    await revoke.getByRole('button', { name: 'Revoke certificate' }).click();
    await expect(status(section, /is revoked\.$/)).toBeVisible();
    await expect(row).toContainText('Revoked: Issued to the wrong learner.');
    await guestPage.reload();
    await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(
      'This certificate was revoked',
    );
    await guest.close();
  });
});

// Where the school's rules let tutors propose (the demo school's do), a tutor proposes a
// certificate on /teach; staff approve it on the Certificates screen, settling its words; the
// tutor sees it issued, and the learner holds it.
test.describe('a tutor', () => {
  test.use({ signedInAs: 'the demo tutor' });

  test('proposes a certificate that staff approve and the learner then holds', async ({
    page,
    browser,
    baseURL,
    seededToken,
  }) => {
    const id = unique();
    const signedIn = async (who: 'staff' | 'the demo student') => {
      const context = await browser.newContext({ baseURL });
      const other = await context.newPage();
      await useToken(other, await seededToken(who));
      return { context, page: other };
    };
    const title = `Juz ʿAmma memorised ${id}`;
    await page.goto('/teach');
    const section = page.getByRole('region', { name: 'Certificates' });
    await section.getByRole('button', { name: 'Propose a certificate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Propose a certificate' });
    // Nothing chosen: the form says what is missing, and nothing is sent.
    await dialog.getByRole('button', { name: 'Send to the school' }).click();
    await expect(dialog.getByLabel('Learner', { exact: true })).toHaveAccessibleDescription(
      'Choose the learner.',
    );
    await dialog.getByLabel('Learner', { exact: true }).selectOption({ label: 'Amina Rahman' });
    await dialog.getByRole('radio', { name: 'Memorisation milestone' }).check();
    await dialog.getByRole('radio', { name: 'Juz' }).check();
    await dialog.getByRole('spinbutton', { name: 'Juz' }).fill('30');
    await dialog.getByLabel('Title (optional)').fill(title);
    await dialog.getByLabel('Title in Arabic (optional)').fill('حفظ جزء عمّ');
    await dialog.getByLabel('Grade (optional)').fill('Excellent');
    await expectAccessibleAtBothWidths(page);
    await dialog.getByRole('button', { name: 'Send to the school' }).click();
    await expect(dialog).toBeHidden();
    await expect(status(page, /is with the school\.$/)).toBeVisible();
    const mine = section.getByRole('listitem').filter({ hasText: title });
    await expect(mine).toContainText('With the school');
    await expect(mine).toContainText('An-Naba');

    // Staff approve it, changing a word; the certificate is issued.
    const { context: staff, page: staffPage } = await signedIn('staff');
    await staffPage.goto('/admin/certificates');
    const proposals = staffPage.getByRole('list', { name: 'Proposals from tutors' });
    const proposal = proposals.getByRole('listitem').filter({ hasText: title });
    await expect(proposal).toContainText('proposed by Yusuf Abdelrahman');
    await expectAccessibleAtBothWidths(staffPage);
    await proposal.getByRole('button', { name: /^Approve/ }).click();
    const approve = staffPage.getByRole('dialog', { name: 'Approve and issue the certificate' });
    await expect(approve.getByLabel('Title', { exact: true })).toHaveValue(title);
    await approve.getByLabel('The learner’s name in Arabic script').fill('أمينة رحمن');
    await approve.getByRole('button', { name: 'Issue certificate' }).click();
    await expect(approve).toBeHidden();
    await expect(
      status(staffPage, /is issued to Amina Rahman: code [0-9A-Z-]{19}\.$/),
    ).toBeVisible();
    const issued = staffPage
      .getByRole('list', { name: 'Certificates issued' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(issued).toContainText('Yusuf Abdelrahman');
    await staff.close();

    // The tutor sees it issued, with its page.
    await page.reload();
    await expect(mine).toContainText('Issued');
    await expect(mine.getByRole('link', { name: /^See certificate / })).toBeVisible();

    // The learner holds it.
    const { context: learner, page: learnerPage } = await signedIn('the demo student');
    await learnerPage.goto('/learning?tab=certificates');
    await expect(
      learnerPage.getByRole('list', { name: 'My certificates' }).getByRole('listitem').filter({
        hasText: title,
      }),
    ).toContainText('Yusuf Abdelrahman');
    await learner.close();
  });
});
