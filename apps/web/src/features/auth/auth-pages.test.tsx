import { countrySchema, listOf } from '@iqra/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderAt, renderIn } from '../../test-utils/played-api.tsx';
import { LoginPage } from './login-page.tsx';
import { RegisterPage } from './register-page.tsx';

// The sign-in and sign-up pages in each language. The API gives the list of countries.

/** Long enough for the list to arrive on a busy machine. */
const LOADING = { timeout: 10_000 };

const countries = () =>
  playApi(({ url }) =>
    url === '/api/countries'
      ? answer(listOf(countrySchema), { data: [{ id: 63, name: 'Egypt', phone_code: '+20' }] })
      : undefined,
  );

describe('the sign-in page', () => {
  it('reads as the seed wrote it in English', () => {
    playApi(() => undefined);
    renderAt(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to your account');
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    playApi(() => undefined);
    await renderIn('ar', <LoginPage />, '/login');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('سجّل الدخول إلى حسابك');
    expect(screen.getByLabelText('البريد الإلكتروني')).toBeTruthy();
    expect(screen.getByLabelText('كلمة المرور')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'أنشئ حسابًا' }).parentElement?.textContent).toBe(
      'ليس لديك حساب؟ أنشئ حسابًا',
    );
  });
});

describe('the sign-up page', () => {
  it('reads in Arabic, the countries as the school names them', async () => {
    countries();
    await renderIn('ar', <RegisterPage />, '/register');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('إنشاء حساب');
    expect(screen.getByLabelText('الاسم الأول')).toBeTruthy();
    const gender = screen.getByLabelText('الجنس') as HTMLSelectElement;
    expect([...gender.options].map((option) => option.text)).toEqual([
      'اختر الجنس',
      'ذكر',
      'أنثى',
      'أفضّل عدم الإفصاح',
    ]);
    expect(await screen.findByRole('option', { name: 'Egypt' }, LOADING)).toBeTruthy();
    expect(screen.getByLabelText('المنطقة الزمنية')).toBeTruthy();
    expect(screen.getByText('تظهر مواعيد الحصص بهذا التوقيت.')).toBeTruthy();
    expect(screen.getByText('8 أحرف على الأقل.')).toBeTruthy();
  });

  it('says in Arabic when the countries could not be loaded', async () => {
    playApi(() => undefined);
    await renderIn('ar', <RegisterPage />, '/register');
    fireEvent.focus(screen.getByLabelText('الدولة'));
    expect(
      await screen.findByText('تعذّر تحميل قائمة الدول. يُرجى المحاولة لاحقًا.', {}, LOADING),
    ).toBeTruthy();
  });
});
