import { DEFAULT_GRADE_LABELS, type AdminSchedule, type AdminTutor } from '@iqra/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  screenshotBothWidths,
  test,
  unique,
  tabTo,
  type Learner,
} from '../support/index.ts';
import {
  createTutor,
  grantTajweed,
  localInput,
  status,
  tableRows,
  userIdOf,
  type StaffApi,
} from '../support/staff.ts';
import { changeSchoolRules, gradeInSchoolWords, recordAClass } from './school-rules.ts';

const DAY_MS = 86_400_000;
const TUTOR_ZONE = 'Africa/Cairo';

interface Tutor {
  id: number;
  name: string;
  email: string;
  /** As the tutor selects offer them: "Huda Tutor1ab (Africa/Cairo)". */
  option: string;
}

/** Staff invite a tutor in Cairo from the New tutor dialog without touching the mouse. */
async function inviteTutorByKeyboard(page: Page, staffApi: StaffApi, id: string): Promise<Tutor> {
  const [firstName, lastName, email] = ['Huda', `Tutor${id}`, `tutor.${id}@example.com`];
  await page.goto('/admin/tutors');
  await expect(page.getByRole('heading', { level: 1, name: 'Tutors' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'New tutor' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New tutor' });
  await expect(dialog).toBeVisible();
  const typeInto = async (label: string, text: string) => {
    const field = dialog.getByLabel(label, { exact: true });
    await tabTo(page, field);
    await page.keyboard.type(text);
    return field;
  };
  await typeInto('First name', firstName);
  await typeInto('Last name', lastName);
  await typeInto('Email', email);
  await typeInto('Phone', '+20 100 555 0199');
  await expect(await typeInto('Gender', 'Female')).toHaveValue('2');
  await expect(await typeInto('Time zone', TUTOR_ZONE)).toHaveValue(TUTOR_ZONE);
  await typeInto('Meeting link', `https://meet.jit.si/IqraAcademy-${id}`);
  await expect(dialog.getByLabel('Languages, line 1')).toHaveValue('Arabic');
  await typeInto('Bio', 'Teaches Tajweed to children and adults.');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'admin-teaching-new-tutor');
  await tabTo(page, dialog.getByRole('button', { name: 'Create tutor' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(status(page, `Invitation sent to ${email}.`)).toBeVisible();

  await page.getByLabel('Search tutors').fill(email);
  const row = tableRows(page);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${firstName} ${lastName}`);
  await expect(row).toContainText('Invitation pending');
  await expect(row).toContainText('Africa/Cairo');
  await expect(row).toContainText('Arabic, English');
  const [tutor] = await staffApi.list<AdminTutor>('tutors', `q=${encodeURIComponent(email)}`);
  const name = `${firstName} ${lastName}`;
  return { id: tutor!.id, name, email, option: `${name} (${TUTOR_ZONE})` };
}

/** A tutor made through the API, for the journeys that start elsewhere. */
async function tutorByApi(staffApi: StaffApi, id: string): Promise<Tutor> {
  const tutor = await createTutor(staffApi, { firstName: 'Omar', lastName: `Tutor${id}` });
  return { ...tutor, option: `${tutor.name} (${tutor.time_zone})` };
}

/** Opens the subscription's Set weekly plan form and fills it: Mondays and Wednesdays, 18:00. */
async function fillWeeklyPlan(page: Page, subscriptionId: number, tutor: Tutor) {
  await page.goto(`/admin/subscriptions/${subscriptionId}`);
  const card = page.getByRole('region', { name: 'Weekly plan' });
  await expect(card).toContainText('No weekly plan yet.');
  await card.getByRole('button', { name: 'Set weekly plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set weekly plan' });
  await dialog.getByLabel('Tutor').selectOption({ label: tutor.option });
  // The clock follows the tutor's.
  await expect(dialog.getByLabel('Time zone')).toHaveValue(TUTOR_ZONE);
  await dialog.getByLabel('Start time').fill('18:00');
  await dialog.getByRole('button', { name: 'Save weekly plan' }).click();
  await expect(dialog.getByText('Choose at least one day.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Monday' }).check();
  await dialog.getByRole('checkbox', { name: 'Wednesday' }).check();
  await dialog.getByRole('button', { name: 'Save weekly plan' }).click();
  return { card, dialog };
}

/** The tutor's next week on their clock: Monday's and Wednesday's classes in the 18:00 row. */
async function expectTutorWeek(page: Page, tutor: Tutor, learnerName: string) {
  await page.goto('/admin/tutors');
  await page.getByLabel('Search tutors').fill(tutor.email);
  await expect(tableRows(page)).toHaveCount(1);
  await page.getByRole('link', { name: `Week of ${tutor.name}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Week of ${tutor.name}` }),
  ).toBeVisible();
  await expect(page.getByText(new RegExp(`^Times in ${TUTOR_ZONE}`))).toBeVisible();
  await page.getByRole('link', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}$/);

  const week = page.getByRole('table', { name: /^Classes of / });
  const headers = week.getByRole('columnheader');
  await expect(headers.nth(1)).toHaveText(/^Mon /);
  await expect(headers.nth(3)).toHaveText(/^Wed /);
  const evening = week.getByRole('row', { name: /^18:00/ });
  const cells = evening.getByRole('cell');
  await expect(cells).toHaveCount(7);
  for (const day of [0, 2]) {
    await expect(cells.nth(day)).toContainText('18:00–18:30');
    await expect(cells.nth(day)).toContainText(learnerName);
    await expect(cells.nth(day)).toContainText('Tajweed');
    await expect(cells.nth(day)).toContainText('Weekly');
  }
  for (const day of [1, 3, 4, 5, 6]) await expect(cells.nth(day)).toHaveText('');
  // Nowhere else in the week: the browser's own clock (New York) plays no part.
  await expect(week.getByText(learnerName)).toHaveCount(2);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'admin-teaching-tutor-week');
}

/** A family asks for a demo with a time and zone; staff book their trial from the request. */
async function bookTrial(page: Page, request: APIRequestContext, tutor: Tutor, id: string) {
  const email = `trial.${id}@example.com`;
  // Ten days ahead at noon in Cairo, clear of the make-up journey's weekly plan (16:00).
  const preferred = new Date(Date.now() + 10 * DAY_MS);
  preferred.setUTCHours(10, 0, 0, 0);
  const asked = await request.post('/api/request-demo', {
    data: { email, preferred_at: preferred.toISOString(), time_zone: 'Europe/London' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await page.goto('/admin/demo-requests');
  await page.getByLabel('Search demo requests').fill(email);
  const row = tableRows(page);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Europe/London');
  await row.getByRole('button', { name: `Book trial for ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a trial class' });
  const starts = dialog.getByLabel('Starts');
  await expect(starts).toHaveValue(await localInput(page, preferred.toISOString()));
  await expect(dialog.getByLabel('Length (minutes)')).toHaveValue('30');
  await expect(dialog.getByLabel('Family’s time zone')).toHaveValue('Europe/London');
  await dialog.getByLabel('Tutor').selectOption({ label: tutor.option });
  // A time gone by is refused under its field.
  await starts.fill('2020-01-06T10:00');
  await dialog.getByRole('button', { name: 'Book trial class' }).click();
  await expect(dialog.getByText('The new time must be in the future.')).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'admin-teaching-trial-dialog');
  await starts.fill(await localInput(page, preferred.toISOString()));
  await dialog.getByRole('button', { name: 'Book trial class' }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page, new RegExp(`^Trial class booked for ${email} on `))).toBeVisible();
  await expect(row).toContainText('Booked');
  await expect(row).toContainText(`with ${tutor.name}`);
  await expect(row.getByRole('button', { name: /^Book trial/ })).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBothWidths(page, 'admin-teaching-demo-requests');
  return preferred;
}

/** A second family at the same time with the same tutor: the clash is said in the dialog. */
async function trialClash(page: Page, request: APIRequestContext, tutor: Tutor, when: Date) {
  const email = `trial.clash.${unique()}@example.com`;
  expect((await request.post('/api/request-demo', { data: { email } })).status()).toBe(201);
  await page.getByLabel('Search demo requests').fill(email);
  await expect(tableRows(page)).toHaveCount(1);
  await tableRows(page)
    .getByRole('button', { name: `Book trial for ${email}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Book a trial class' });
  await dialog.getByLabel('Tutor').selectOption({ label: tutor.option });
  await dialog.getByLabel('Starts').fill(await localInput(page, when.toISOString()));
  await dialog.getByRole('button', { name: 'Book trial class' }).click();
  await expect(dialog.getByRole('alert').first()).toHaveText(
    'The tutor already has a class at that time.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Staff cancel a learner's class (through the API): the credit it leaves is booked from the
 * Make-up credits screen, first after its window (refused), then the next day.
 */
async function bookMakeup(
  page: Page,
  request: APIRequestContext,
  staffApi: StaffApi,
  learner: Learner,
  tutor: Tutor,
) {
  const subscriptionId = await grantTajweed(staffApi, request, learner);
  await staffApi.send('put', `subscriptions/${subscriptionId}/plan`, {
    tutor_id: tutor.id,
    weekdays: [2, 4],
    start_time: '16:00',
  });
  const [first] = await staffApi.list<AdminSchedule>(
    'schedules',
    `subscription_id=${subscriptionId}&sort=started_at`,
  );
  await staffApi.send('post', `classes/${first!.id}/cancel`);
  const name = `${learner.firstName} ${learner.lastName}`;

  await page.goto('/admin/makeup-credits');
  // Each choice is in the address before the next, as on the payments screen: staff see the
  // list answer one before they make another.
  await page.getByLabel('State').selectOption({ label: 'Open' });
  await expect(page).toHaveURL((url) => url.searchParams.get('state') === 'open');
  await page.getByLabel('Search make-up credits').fill(learner.lastName);
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('state') === 'open' && url.searchParams.get('q') === learner.lastName,
  );
  const row = tableRows(page);
  // The learner's own row, not the "Loading…" row that also counts as one.
  await expect(row.filter({ hasText: name })).toBeVisible();
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Open');
  await row.getByRole('button', { name: `Book a make-up class for ${name}, Tajweed` }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a make-up class' });
  const starts = dialog.getByLabel('Starts');
  const started = Date.parse(first!.started_at);
  await starts.fill(await localInput(page, new Date(started + 30 * DAY_MS).toISOString()));
  await dialog.getByRole('button', { name: 'Book make-up class' }).click();
  await expect(
    dialog.getByText('A make-up class must take place within 4 weeks of the class it replaces.'),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'admin-teaching-makeup-dialog');
  await starts.fill(await localInput(page, new Date(started + DAY_MS).toISOString()));
  await dialog.getByRole('button', { name: 'Book make-up class' }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page, new RegExp(`^Make-up class booked for ${name} on `))).toBeVisible();
  // Booked, it is no longer open.
  await expect(page.getByText('No make-up credits match this search.')).toBeVisible();
  await page.getByLabel('State').selectOption({ label: 'Used' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Used');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'admin-teaching-makeup-credits');
  return subscriptionId;
}

test.describe('staff', () => {
  test.use({ signedInAs: 'staff', timezoneId: 'America/New_York' });

  test('a tutor invited from the keyboard gets a weekly plan, refuses a clash and has a week on their clock', async ({
    page,
    request,
    staffApi,
    createLearner,
  }) => {
    test.setTimeout(150_000);
    const id = unique();
    const tutor = await inviteTutorByKeyboard(page, staffApi, id);

    const learner = await createLearner({ firstName: 'Amina', lastName: `Plan${id}` });
    const { card, dialog } = await fillWeeklyPlan(
      page,
      await grantTajweed(staffApi, request, learner),
      tutor,
    );
    await expect(dialog).toBeHidden();
    const saved = status(card, /^The weekly plan is saved: \d+ classes to come\.$/);
    await expect(saved).toBeVisible();
    const upcoming = Number(/(\d+) classes/.exec((await saved.textContent()) ?? '')?.[1]);
    expect(upcoming).toBeGreaterThanOrEqual(6);
    await expect(card).toContainText(tutor.name);
    await expect(card).toContainText('Monday, Wednesday');
    await expect(card).toContainText('30 minutes');
    const classes = page.getByRole('region', { name: 'Classes' }).locator('tbody tr');
    await expect(classes).toHaveCount(upcoming);
    await expect(card.getByRole('button', { name: 'Change weekly plan' })).toBeVisible();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'admin-teaching-subscription-plan');

    // The same hours for a second learner: the tutor is taken.
    const other = await createLearner({ firstName: 'Bilal', lastName: `Clash${id}` });
    const clash = await fillWeeklyPlan(page, await grantTajweed(staffApi, request, other), tutor);
    await expect(clash.dialog.getByRole('alert').first()).toHaveText(
      'The tutor already has a class at that time.',
    );
    await expectAccessible(page);
    await screenshotBothWidths(page, 'admin-teaching-plan-clash');
    await clash.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(clash.card).toContainText('No weekly plan yet.');

    await expectTutorWeek(page, tutor, `Amina Plan${id}`);
  });

  test('a trial is booked from a demo request, and a make-up credit is booked', async ({
    page,
    request,
    staffApi,
    createLearner,
  }) => {
    test.setTimeout(150_000);
    const id = unique();
    const tutor = await tutorByApi(staffApi, id);
    const trialTime = await bookTrial(page, request, tutor, id);
    await trialClash(page, request, tutor, trialTime);

    const learner = await createLearner({ firstName: 'Yahya', lastName: `Makeup${id}` });
    await bookMakeup(page, request, staffApi, learner, tutor);
  });

  test('change the school’s rules and its words for the grades, which a learner’s lessons then use', async ({
    page,
    request,
    staffApi,
    createLearner,
  }) => {
    const id = unique();
    const tutor = await createTutor(staffApi, { firstName: 'Omar', lastName: `Rules${id}` });
    const learner = await createLearner({ firstName: 'Yahya', lastName: `Rules${id}` });
    const subscriptionId = await grantTajweed(staffApi, request, learner);
    await staffApi.send('put', `subscriptions/${subscriptionId}/plan`, {
      tutor_id: tutor.id,
      weekdays: [2, 4],
      start_time: '16:00',
    });
    try {
      await changeSchoolRules(page);
      await recordAClass(page, staffApi, subscriptionId, `Yahya Rules${id}`);
      const userId = await userIdOf(request, learner);
      await gradeInSchoolWords(page, staffApi, subscriptionId, userId, 'Jayyid jiddan');
    } finally {
      await staffApi.send('put', 'school-settings', {
        notice_hours: 12,
        makeup_weeks: 4,
        grade_labels: DEFAULT_GRADE_LABELS,
      });
    }
  });
});
