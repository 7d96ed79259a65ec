import { messageSchema } from '@iqra/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderIn } from '../../test-utils/played-api.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

// The pages that choose a new password, in Arabic. The API answers in its own words.

/** Long enough for an answer to arrive on a busy machine. */
const LOADING = { timeout: 10_000 };

describe('asking for a new password, in Arabic', () => {
  it('names the page and its field, and says what the link is for once sent', async () => {
    playApi(({ url }) =>
      url === '/api/auth/forgot-password'
        ? answer(messageSchema, { message: 'We have emailed your password reset link.' })
        : undefined,
    );
    await renderIn('ar', <ForgotPasswordPage />, '/forgot-password');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('نسيت كلمة المرور؟');
    fireEvent.change(screen.getByLabelText('البريد الإلكتروني'), {
      target: { value: 'amina@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'أرسل رابط إعادة التعيين' }));
    expect(
      await screen.findByText(
        'يعمل الرابط مرة واحدة خلال 60 دقيقة. إن لم يصلك فتفقّد مجلد الرسائل غير المرغوب فيها.',
        {},
        LOADING,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toBeTruthy();
  });
});

describe('choosing a new password, in Arabic', () => {
  it('welcomes a new tutor and says when the two passwords differ', async () => {
    playApi(() => undefined);
    await renderIn('ar', <ResetPasswordPage />, '/reset-password?token=abc&welcome=1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('اختر كلمة المرور');
    expect(
      screen.getByText('مرحبًا بك في أكاديمية اقرأ. اختر كلمة مرور لتسجيل الدخول ورؤية حصصك.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('كلمة المرور الجديدة'), {
      target: { value: 'a-long-password' },
    });
    fireEvent.change(screen.getByLabelText('تأكيد كلمة المرور الجديدة'), {
      target: { value: 'another-password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'تعيين كلمة المرور' }));
    expect(await screen.findByText('كلمتا المرور غير متطابقتين.')).toBeTruthy();
  });
});
