import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playApi, renderIn } from '../../test-utils/played-api.tsx';
import { NotFoundPage } from './not-found-page.tsx';

describe('the not-found page', () => {
  it('says so in English, as written', async () => {
    playApi(() => undefined);
    await renderIn('en', <NotFoundPage />, '/nowhere');
    expect(
      screen.getByRole('heading', { level: 1, name: 'We couldn’t find that page' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe(
      '/courses',
    );
  });

  it('says so in Arabic, its title too', async () => {
    playApi(() => undefined);
    await renderIn('ar', <NotFoundPage />, '/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'لم نجد هذه الصفحة' })).toBeTruthy();
    expect(screen.getByText('ربما يكون الرابط قديمًا، أو أن العنوان كُتب بشكل خاطئ.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'اذهب إلى الصفحة الرئيسية' }).getAttribute('href'),
    ).toBe('/');
    expect(screen.getByRole('link', { name: 'تصفّح الدورات' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('الصفحة غير موجودة | أكاديمية اقرأ'));
  });
});
