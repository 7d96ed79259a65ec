import { adminFamilySchema, adminUserSchema, one, type AdminFamily } from '@iqra/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { omar } from '../../../test-utils/admin-records.ts';
import { answer } from '../../../test-utils/api-answers.ts';
import { playApi, renderIn } from '../../../test-utils/played-api.tsx';
import { LearnerPage } from './learner-page.tsx';

// The API is played at the network edge (played-api.tsx); the page and its hooks are real.
// What it does not answer (subscriptions, certificates, progress) is left to those sections.

const khadija = { id: 10, firstName: 'Khadija', lastName: 'Haddad', email: 'parent@example.com' };
const family: AdminFamily = {
  id: 21,
  guardian: { id: 21, firstName: 'Omar', lastName: 'Rahman', email: omar.email },
  children: [],
  parents: [khadija],
};
/** Code loaded when first needed (the screen, the form) may take a while cold. */
const LOADING = { timeout: 10_000 };

beforeEach(() => {
  playApi(({ url }) => {
    if (url === '/api/admin/users/21') return answer(one(adminUserSchema), { data: omar });
    if (url === '/api/admin/families/21') return answer(one(adminFamilySchema), { data: family });
    return undefined;
  });
});

describe('a learner’s screen', { timeout: 30_000 }, () => {
  it('reads in Arabic: its sections, the role, the family and the empty book list', async () => {
    await renderIn('ar', <LearnerPage />, '/admin/learners/21', '/admin/learners/:id');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Omar Rahman' }, LOADING),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'المتعلّمون' })).toBeTruthy();
    // The role's pill reads as the role's filter and field do.
    expect(screen.getByText('متعلم', { selector: 'span' })).toBeTruthy();
    for (const heading of ['التفاصيل', 'العائلة', 'الكتب', 'منح اشتراك', 'التقدّم']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(screen.getByText('لا كتب بعد.')).toBeTruthy();
    // The details form's gender, in the words of the sign-up form.
    const gender = screen.getByLabelText('الجنس') as HTMLSelectElement;
    expect(gender.selectedOptions[0]?.text).toBe('ذكر');
    const familySection = screen.getByRole('region', { name: 'العائلة' });
    expect(await within(familySection).findByRole('link', { name: 'ربط طفل' })).toBeTruthy();
    const items = within(familySection)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['لا أبناء. ربط طفل', 'من أبناء Khadija Haddad']);
  });
});
