import { one, pageContentSchema } from '@iqra/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderIn } from '../../test-utils/played-api.tsx';
import { AboutUsPage, ContactUsPage } from './content-pages.tsx';

// The school's pages: their titles, pictures and meta from the catalogue, their text from the
// API as staff wrote it (not translated here).

function answerPages() {
  playApi(({ url }) =>
    url === '/api/about-us' || url === '/api/contact-us'
      ? answer(one(pageContentSchema), { data: { content: '<p>Written by staff.</p>' } })
      : undefined,
  );
}

describe('the content pages', () => {
  it('are titled in English as written', async () => {
    answerPages();
    await renderIn('en', <AboutUsPage />, '/about-us');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(
      screen.getByAltText('Geometric star pattern with the Arabic word nur, light'),
    ).toBeTruthy();
  });

  it('are titled in Arabic, the staff’s text kept as it is', async () => {
    answerPages();
    await renderIn('ar', <ContactUsPage />, '/contact-us');
    expect(screen.getByRole('heading', { level: 1, name: 'اتصل بنا' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الرئيسية' }).getAttribute('href')).toBe('/');
    expect(screen.getByAltText('زخرفة نجمية هندسية تتوسطها كلمة «تواصل»')).toBeTruthy();
    expect(await screen.findByText('Written by staff.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('اتصل بنا | أكاديمية اقرأ'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'كيف تتواصل مع فريق أكاديمية اقرأ عبر البريد الإلكتروني أو واتساب، ومتى نردّ عليك.',
    );
  });
});
