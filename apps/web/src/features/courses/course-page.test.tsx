import { one, productSchema } from '@iqra/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../test-utils/api-answers.ts';
import { playApi, renderIn } from '../../test-utils/played-api.tsx';
import { CoursePage } from './course-page.tsx';
import { tajweed as TAJWEED } from '../../test-utils/catalogue-records.ts';

// A course's page in Arabic: the page's words from the catalogue, the course as staff wrote it.

describe('a course page in Arabic', () => {
  it('offers the course with the page’s words in Arabic', async () => {
    playApi(({ url }) =>
      url === '/api/products/tajweed' ? answer(one(productSchema), { data: TAJWEED }) : undefined,
    );
    await renderIn('ar', <CoursePage />, '/courses/tajweed', '/courses/:slug');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tajweed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الدورات' }).getAttribute('href')).toBe('/courses');
    expect(screen.getByText('حصص فردية مع معلم ناطق بالعربية يدرّس بالإنجليزية')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'اشترك الآن' }).getAttribute('href')).toBe(
      '/courses/tajweed/checkout',
    );
  });

  it('says in Arabic when no course has the address’s name', async () => {
    playApi(() => undefined);
    await renderIn('ar', <CoursePage />, '/courses/unknown', '/courses/:slug');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الدورة غير موجودة' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تصفّح كل الدورات' })).toBeTruthy();
  });
});
