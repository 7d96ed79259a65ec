import { familySchema, one } from '@iqra/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderIn } from '../../test-utils/played-api.tsx';
import { FamilyPage } from './family-page.tsx';

// A parent's family page in Arabic, from the learner's catalogue as the build compiles it. The
// API is played at the network edge (fetch): the family, and nothing about the child's classes,
// courses or progress (each part then says in Arabic that it could not be loaded).

const family = {
  data: {
    children: [
      {
        id: 52,
        firstName: 'Yusuf',
        lastName: 'Rahman',
        birth_year: 2012,
        age: 15,
        gender: 1,
        same_gender_tutor: false,
        time_zone: 'Europe/London',
        consent_at: '2027-02-11T10:30:00.000Z',
        has_sign_in: false,
      },
    ],
  },
};

describe('the family page in Arabic', () => {
  it('shows the child, their parts and what a parent can do in Arabic', async () => {
    playApi(({ url }) => (url === '/api/family' ? answer(one(familySchema), family) : undefined));
    const { container } = await renderIn('ar', <FamilyPage />, '/family?payment=success');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('العائلة');
    expect(await screen.findByRole('heading', { name: /^Yusuf Rahman ?العمر 15$/ })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'الأطفال' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'أضف طفلًا' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ادعُ وليّ أمر ثانيًا' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^امنح ?Yusuf ?حساب دخول$/ })).toBeTruthy();
    expect(container.textContent).toContain(
      'ليس لـYusuf حساب دخول خاص: نراسلك أنت بشأن حصصه. يمكنك منحه حسابًا.',
    );
    expect(screen.getAllByRole('status')[0]!.textContent).toContain(
      'تم استلام الدفعة: الدورة الآن لـYusuf.',
    );
    await waitFor(() =>
      expect(container.textContent).toContain('تعذّر تحميل دورات Yusuf. يُرجى المحاولة لاحقًا.'),
    );
    // The child's past classes, named in whole Arabic sentences.
    fireEvent.click(await screen.findByRole('button', { name: 'عرض الحصص السابقة' }));
    await waitFor(() =>
      expect(container.textContent).toContain(
        'تعذّر تحميل الحصص السابقة لـYusuf. يُرجى المحاولة لاحقًا.',
      ),
    );
  });
});
