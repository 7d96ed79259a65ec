import {
  adminAuditSchema,
  adminFamilySchema,
  adminListOf,
  adminUserSchema,
  FAMILY_MESSAGES,
  messageSchema,
  one,
  STAFF_CONSENT_REQUIRED,
  validationErrorSchema,
  type AdminFamily,
} from '@iqra/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FamilyPage } from './family-page.tsx';
import { omar } from '../../../test-utils/admin-records.ts';
import { answer } from '../../../test-utils/api-answers.ts';
import { playApi, renderAt, renderIn, type ApiCall } from '../../../test-utils/played-api.tsx';

// The API is played at the network edge (played-api.tsx); the page, its forms and the
// learner picker are real.

const khadija = { id: 10, firstName: 'Khadija', lastName: 'Haddad', email: 'parent@example.com' };
const zayd = {
  id: 11,
  firstName: 'Zayd',
  lastName: 'Haddad',
  email: null,
  birth_year: 2016,
  age: 10,
  has_sign_in: false,
  consent_at: '2026-11-28T10:00:00.000Z',
  guardians: [khadija],
  subscriptions: [
    {
      id: 7,
      product: { name: 'Hifz', slug: 'hifz' },
      tier: { name: 'Standard', slug: '30-standard' },
      status: 'active' as const,
      ended_at: '2026-12-28T10:00:00.000Z',
    },
  ],
};
const family: AdminFamily = { id: 10, guardian: khadija, children: [zayd], parents: [] };

/** Code loaded when first needed (the screen, the dialog) may take a while cold. */
const LOADING = { timeout: 10_000 };

let calls: ApiCall[] = [];
/** What the next link answers: the family with the child, or a refusal. */
let linkAnswer: () => Response;

beforeEach(() => {
  linkAnswer = () =>
    answer(
      one(adminFamilySchema),
      {
        data: {
          ...family,
          children: [
            zayd,
            {
              id: omar.id,
              firstName: 'Omar',
              lastName: 'Rahman',
              email: omar.email,
              birth_year: null,
              age: 15,
              has_sign_in: true,
              consent_at: '2026-12-01T10:00:00.000Z',
              guardians: [khadija],
              subscriptions: [],
            },
          ],
        },
      },
      201,
    );
  calls = playApi(({ method, url }) => {
    if (url === '/api/admin/families/10') return answer(one(adminFamilySchema), { data: family });
    if (url.startsWith('/api/admin/audit-log?')) {
      return answer(adminListOf(adminAuditSchema), {
        data: [],
        meta: { total: 0, page: 1, per_page: 25 },
      });
    }
    if (url.startsWith('/api/admin/users?')) {
      const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
      return answer(adminListOf(adminUserSchema), {
        data: 'omar rahman'.includes(q.toLowerCase()) ? [omar] : [],
        meta: { total: 1, page: 1, per_page: 8 },
      });
    }
    if (method === 'POST' && url === '/api/admin/families') return linkAnswer();
    if (method === 'DELETE' && url === '/api/admin/families/10/children/11') {
      return answer(messageSchema, { message: FAMILY_MESSAGES.orphan }, 409);
    }
    return undefined;
  });
});

async function renderPage() {
  renderAt(<FamilyPage />, '/admin/families/10', '/admin/families/:id');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Family of Khadija Haddad' }, LOADING),
  ).toBeTruthy();
}

/** Opens Link a child, finds Omar and chooses him. */
async function chooseOmar() {
  await renderPage();
  fireEvent.click(screen.getByRole('button', { name: 'Link a child to Khadija Haddad' }));
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Link a child to Khadija Haddad' },
    LOADING,
  );
  fireEvent.change(within(dialog).getByLabelText('Search learners by name or e-mail'), {
    target: { value: 'omar' },
  });
  fireEvent.click(
    await within(dialog).findByRole('radio', { name: 'Omar Rahman · omar@example.com' }, LOADING),
  );
  return dialog;
}

const posted = () => calls.filter((call) => call.method === 'POST').map((call) => call.body);

describe('a family’s screen', { timeout: 30_000 }, () => {
  it('shows the parent, each child with their age, sign-in, parents and subscriptions', async () => {
    await renderPage();
    const card = screen.getByRole('article', { name: 'Zayd Haddad' });
    expect(card.textContent).toContain('10 (born 2016)');
    expect(card.textContent).toContain('None of their own: their parents are mailed');
    const row = within(card).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Hifz');
    expect(row.textContent).toContain('Standard');
    expect(row.textContent).toContain('Active');
    expect(screen.getByRole('link', { name: 'Khadija Haddad’s learner page' })).toBeTruthy();
    // Its history is the audit log of this family's links.
    const history = calls.find((call) => call.url.startsWith('/api/admin/audit-log?'));
    expect(new URL(history!.url, 'http://localhost').searchParams.get('family')).toBe('10');
  });

  it('links a learner found by name as a child, with the parent’s consent confirmed', async () => {
    const dialog = await chooseOmar();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link child' }));
    expect(await within(dialog).findByText(STAFF_CONSENT_REQUIRED)).toBeTruthy();
    expect(posted()).toEqual([]);

    fireEvent.click(within(dialog).getByLabelText(/^The parent agrees/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link child' }));
    await waitFor(() =>
      expect(posted()).toEqual([{ child_id: 21, consent: true, guardian_id: 10 }]),
    );
    expect(await screen.findByText('Omar Rahman is now Khadija Haddad’s child.')).toBeTruthy();
  });

  it('says the server’s refusal under the picker', async () => {
    linkAnswer = () =>
      answer(
        validationErrorSchema,
        {
          message: FAMILY_MESSAGES.tooManyGuardians,
          errors: { child_id: [FAMILY_MESSAGES.tooManyGuardians] },
        },
        422,
      );
    const dialog = await chooseOmar();
    fireEvent.click(within(dialog).getByLabelText(/^The parent agrees/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link child' }));
    const child = within(dialog).getByRole('group', { name: 'Child' });
    expect(await within(child).findByText(FAMILY_MESSAGES.tooManyGuardians)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Link a child to Khadija Haddad' })).toBeTruthy();
  });

  it('asks before unlinking, and says why the last parent of a child without a sign-in stays', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Unlink Zayd Haddad from Khadija Haddad' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unlink this parent?' }, LOADING);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText(FAMILY_MESSAGES.orphan)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
  it('reads in Arabic: the child’s card, the names kept apart from the sentences, the unlink dialog', async () => {
    await renderIn('ar', <FamilyPage />, '/admin/families/10', '/admin/families/:id');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'عائلة Khadija Haddad' }, LOADING),
    ).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Zayd Haddad' });
    expect(card.textContent).toContain('العمر10 (مواليد 2016)');
    expect(card.textContent).toContain('ليس له حساب خاص: تُرسل الرسائل إلى أولياء أمره');
    expect(within(card).getByRole('columnheader', { name: 'الدورة' })).toBeTruthy();
    expect(within(card).getAllByRole('row')[1]!.textContent).toContain('نشط');
    expect(screen.getByRole('link', { name: 'صفحة Khadija Haddad متعلّمًا' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ربط طفل بولي الأمر Khadija Haddad' })).toBeTruthy();

    fireEvent.click(
      screen.getByRole('button', { name: 'فك ارتباط Zayd Haddad عن Khadija Haddad' }),
    );
    const confirm = await screen.findByRole(
      'dialog',
      { name: 'فك الارتباط بولي الأمر هذا؟' },
      LOADING,
    );
    expect(confirm.textContent).toContain(
      'لن يرى Khadija Haddad بعد الآن حصص Zayd Haddad وتقدّمه، ولن يدفع رسومها.',
    );
    expect(within(confirm).getByRole('button', { name: 'إلغاء' })).toBeTruthy();
  });
});
