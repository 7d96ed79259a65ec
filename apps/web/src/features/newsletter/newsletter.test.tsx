import { messageSchema } from '@iqra/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderIn } from '../../test-utils/played-api.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { NewsletterNotice } from './newsletter-notice.tsx';

describe('the newsletter in Arabic', () => {
  it('offers its field and button in Arabic, and shows what the API answers', async () => {
    const calls = playApi(({ url }) =>
      url === '/api/newsletter'
        ? answer(messageSchema, { message: 'Please check your inbox.' })
        : undefined,
    );
    await renderIn('ar', <NewsletterForm />);
    const field = screen.getByRole('textbox', { name: 'عنوان البريد الإلكتروني' });
    expect(field.getAttribute('placeholder')).toBe('أدخل بريدك الإلكتروني');
    fireEvent.change(field, { target: { value: 'amina@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'اشترك' }));
    expect(await screen.findByText('Please check your inbox.')).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([{ email: 'amina@example.com' }]);
  });

  it('says what a link from a newsletter mail did, in Arabic', async () => {
    playApi(() => undefined);
    await renderIn('ar', <NewsletterNotice />, '/?newsletter=confirmed');
    expect(screen.getByRole('status').textContent).toBe(
      'تم تأكيد اشتراكك. مرحبًا بك في النشرة البريدية لأكاديمية اقرأ!',
    );
    fireEvent.click(screen.getByRole('button', { name: 'إغلاق' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
