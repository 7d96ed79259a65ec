import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  linkIn,
  press,
  screenshotBothWidths,
  tabTo,
  test,
  typeInto,
  unique,
  waitForMail,
} from '../support/index.ts';
import { grantTajweed, type StaffApi } from '../support/staff.ts';

// The whole loop, each person at their own keyboard and clock: staff in New York invite a
// tutor in Cairo and plan a learner's classes; the learner in Toronto moves one; the tutor
// sees the move, records a class with a note; the learner reads the note.

const TUTOR_ZONE = 'Africa/Cairo';
const LEARNER_ZONE = 'America/Toronto';
const INVITATION = 'You are invited to teach at Iqra Academy';

/** "Tue 16:00": an instant on a zone's clock, as the tests compare it. */
const onClock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** How many Monday-to-Sunday weeks on a zone's clock lie between two instants. */
function weeksAhead(fromIso: string, toIso: string, timeZone: string): number {
  const monday = (iso: string) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        weekday: 'short',
      })
        .formatToParts(new Date(iso))
        .map((part) => [part.type, part.value]),
    );
    const day = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
    const sinceMonday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!);
    return day - sinceMonday * 86_400_000;
  };
  return Math.round((monday(toIso) - monday(fromIso)) / (7 * 86_400_000));
}

async function staffInviteTutor(page: Page, tutor: { first: string; last: string; email: string }) {
  await page.goto('/admin/tutors');
  await press(page, page.getByRole('button', { name: 'New tutor' }));
  const dialog = page.getByRole('dialog', { name: 'New tutor' });
  await typeInto(page, dialog.getByLabel('First name', { exact: true }), tutor.first);
  await typeInto(page, dialog.getByLabel('Last name', { exact: true }), tutor.last);
  await typeInto(page, dialog.getByLabel('Email', { exact: true }), tutor.email);
  await typeInto(page, dialog.getByLabel('Phone', { exact: true }), '+20 100 555 0142');
  await typeInto(page, dialog.getByLabel('Gender', { exact: true }), 'Female');
  await typeInto(page, dialog.getByLabel('Time zone', { exact: true }), TUTOR_ZONE);
  await expect(dialog.getByLabel('Time zone', { exact: true })).toHaveValue(TUTOR_ZONE);
  await typeInto(page, dialog.getByLabel('Meeting link'), 'https://meet.jit.si/Iqra-Journey');
  await press(page, dialog.getByRole('button', { name: 'Create tutor' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation sent to' })).toBeVisible();
}

async function tutorChoosesPassword(page: Page, email: string, password: string) {
  const mail = await waitForMail(email, INVITATION);
  await page.goto(linkIn(mail, `${new URL(page.url()).origin}/reset-password?token=`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your password');
  await typeInto(page, page.getByLabel('New password', { exact: true }), password);
  await typeInto(page, page.getByLabel('Confirm new password'), password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your password is set.');
  await press(page, page.getByRole('link', { name: 'Sign in' }));
  await typeInto(page, page.getByLabel('Email', { exact: true }), email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), password);
  await page.keyboard.press('Enter');
  // A tutor's classes open in Arabic until they choose; this one chooses English.
  await expect(page).toHaveURL('/ar/teach');
  await press(page, page.getByRole('link', { name: 'English' }));
  await expect(page).toHaveURL('/teach');
}

async function staffPlanClasses(page: Page, subscriptionId: number, tutorName: string) {
  await page.goto(`/admin/subscriptions/${subscriptionId}`);
  await press(page, page.getByRole('button', { name: 'Set weekly plan' }));
  const dialog = page.getByRole('dialog', { name: 'Set weekly plan' });
  await typeInto(page, dialog.getByLabel('Tutor'), tutorName);
  await expect(dialog.getByLabel('Time zone')).toHaveValue(TUTOR_ZONE);
  for (const day of ['Tuesday', 'Thursday']) {
    await tabTo(page, dialog.getByRole('checkbox', { name: day }));
    await page.keyboard.press('Space');
  }
  const start = dialog.getByLabel('Start time');
  await tabTo(page, start);
  await start.pressSequentially('1700');
  await expect(start).toHaveValue('17:00');
  await press(page, dialog.getByRole('button', { name: 'Save weekly plan' }));
  await expect(dialog).toBeHidden();
}

/** The tutor finds the moved class in its week, then records the class held, with a note. */
async function tutorSeesMoveAndRecords(
  tutorPage: Page,
  staffApi: StaffApi,
  journey: {
    learnerName: string;
    moved: { starts_at: string };
    subscriptionId: number;
    note: string;
  },
) {
  // The tutor sees it moved, an hour later on the Cairo clock too.
  const movedTo = new Date(Date.parse(journey.moved.starts_at) + 3_600_000).toISOString();
  await tutorPage.goto('/teach');
  for (let week = 0; week < weeksAhead(new Date().toISOString(), movedTo, TUTOR_ZONE); week += 1) {
    await press(tutorPage, tutorPage.getByRole('button', { name: 'Next week' }));
  }
  const movedCard = tutorPage
    .getByRole('article', { name: new RegExp(`^Class with ${journey.learnerName} on`) })
    .filter({ hasText: 'Moved from' })
    .first();
  await expect(movedCard).toContainText(onClock(movedTo, TUTOR_ZONE).slice(4));

  // A class held in the last hour outside the plan (staff add it); the tutor records it.
  const heldEnd = Date.now() - 5 * 60_000;
  await staffApi.send('post', 'schedules', {
    subscription_id: journey.subscriptionId,
    title: 'Tajweed: an extra class',
    link: 'https://meet.jit.si/IqraAcademy-Journey-Extra',
    started_at: new Date(heldEnd - 30 * 60_000).toISOString(),
    ended_at: new Date(heldEnd).toISOString(),
  });
  await tutorPage.goto('/teach');
  const record = tutorPage
    .getByRole('button', { name: new RegExp(`^Record class with ${journey.learnerName}`) })
    .first();
  await press(tutorPage, record);
  const recordDialog = tutorPage.getByRole('dialog', { name: 'Record class' });
  await expect(recordDialog.getByRole('radio', { name: 'Present' })).toBeFocused();
  await tutorPage.keyboard.press('Space');
  // Past what the class taught (the learning record's own journey fills it in), to the note.
  await typeInto(tutorPage, recordDialog.getByLabel('Lesson note for the learner'), journey.note);
  await expectAccessible(tutorPage);
  await screenshotBothWidths(tutorPage, 'journey-tutor-record');
  await press(tutorPage, recordDialog.getByRole('button', { name: 'Save record' }));
  await expect(recordDialog).toBeHidden();
}

test.describe('teaching, from invitation to a note', () => {
  test.use({ signedInAs: 'staff', timezoneId: 'America/New_York' });

  test('staff invite and plan, the learner moves a class, the tutor records it, the learner reads the note', async ({
    page,
    browser,
    baseURL,
    request,
    staffApi,
    createLearner,
    pageOf,
  }) => {
    test.setTimeout(240_000);
    const id = unique();
    const tutor = { first: 'Safiya', last: `Journey${id}`, email: `safiya.${id}@example.com` };
    const tutorName = `${tutor.first} ${tutor.last}`;
    await staffInviteTutor(page, tutor);

    const tutorContext = await browser.newContext({ baseURL, timezoneId: TUTOR_ZONE });
    const tutorPage = await tutorContext.newPage();
    await tutorPage.goto('/');
    await tutorChoosesPassword(tutorPage, tutor.email, 'a journey tutor passphrase');

    const learner = await createLearner({
      firstName: 'Idris',
      lastName: `Journey${id}`,
      time_zone: LEARNER_ZONE,
    });
    const subscriptionId = await grantTajweed(staffApi, request, learner);
    await staffPlanClasses(page, subscriptionId, tutorName);
    await expect(page.getByRole('region', { name: 'Weekly plan' })).toContainText(tutorName);

    // The learner sees every class on their own clock, the tutor's time in small print.
    const learnerPage = await pageOf(learner, { timezoneId: LEARNER_ZONE });
    await learnerPage.goto('/learning?tab=classes');
    const cards = learnerPage
      .getByRole('tabpanel')
      .getByRole('list', { name: 'Upcoming classes' })
      .getByRole('listitem');
    await expect(cards.first()).toContainText('in Cairo');
    const mine = (await (
      await request.get('/api/my-classes', {
        headers: { Authorization: `Bearer ${learner.token}` },
      })
    ).json()) as { classes: { id: number; starts_at: string }[] };
    const [first, second] = mine.classes;
    expect(['Tue 17:00', 'Thu 17:00']).toContain(onClock(first!.starts_at, TUTOR_ZONE));
    await expectAccessible(learnerPage);
    await screenshotBothWidths(learnerPage, 'journey-learner-classes');

    // It moves the second class an hour later, from the keyboard.
    const move = learnerPage.getByRole('button', { name: /^Move the class of/ }).nth(1);
    await press(learnerPage, move);
    const dialog = learnerPage.getByRole('dialog', { name: 'Move this class' });
    const time = dialog.getByLabel('New time');
    await tabTo(learnerPage, time);
    await learnerPage.keyboard.press('ArrowUp');
    await learnerPage.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(learnerPage.getByRole('tabpanel')).toContainText('Moved from');

    const note = 'We read Surah Al-Fajr with the rules of madd. Next time: verses 15–20.';
    await tutorSeesMoveAndRecords(tutorPage, staffApi, {
      learnerName: `Idris Journey${id}`,
      moved: second!,
      subscriptionId,
      note,
    });

    // The learner reads the note with their past classes.
    await learnerPage.reload();
    await press(learnerPage, learnerPage.getByRole('button', { name: 'Show past classes' }));
    const past = learnerPage.getByRole('region', { name: 'Past classes' });
    await expect(past).toContainText(note);
    await expect(past).toContainText('Present');
    await expectAccessible(learnerPage);
    await screenshotBothWidths(learnerPage, 'journey-learner-note');
    await tutorContext.close();
  });

  test('an applicant is invited as a tutor from their job application', async ({
    page,
    request,
  }) => {
    const email = `applicant.${unique()}@example.com`;
    expect((await request.post('/api/request-job', { multipart: { email } })).status()).toBe(201);
    await page.goto('/admin/job-applications');
    await page.getByLabel('Search job applications').fill(email);
    await press(page, page.getByRole('button', { name: `Invite as tutor: ${email}` }));
    const dialog = page.getByRole('dialog', { name: 'Invite as tutor' });
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(email);
    await typeInto(page, dialog.getByLabel('First name', { exact: true }), 'Yahya');
    await typeInto(page, dialog.getByLabel('Last name', { exact: true }), 'Applicant');
    await typeInto(page, dialog.getByLabel('Phone', { exact: true }), '+20 100 555 0177');
    await typeInto(page, dialog.getByLabel('Gender', { exact: true }), 'Male');
    await typeInto(page, dialog.getByLabel('Meeting link'), 'https://meet.jit.si/Iqra-Yahya');
    await expectAccessible(page);
    await press(page, dialog.getByRole('button', { name: 'Create tutor' }));
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` }),
    ).toBeVisible();
    await waitForMail(email, INVITATION);
  });
});
