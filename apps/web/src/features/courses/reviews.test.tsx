import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishI18n, i18nFor } from '../../i18n/i18n.ts';
import { renderAt, renderIn } from '../../test-utils/played-api.tsx';
import { NO_REVIEWS, Reviews, countReviews, starStates } from './reviews.tsx';

const english = englishI18n();

describe('reviews', () => {
  it('fills stars to the nearest whole star, within 0 to 5', () => {
    expect(starStates(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starStates(3.6)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starStates(9)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('counts reviews in plain English', () => {
    expect(english._(countReviews(0))).toBe('0 reviews');
    expect(english._(countReviews(1))).toBe('1 review');
    expect(english._(countReviews(12))).toBe('12 reviews');
  });

  it('counts reviews in Arabic with its plural forms', async () => {
    const arabic = await i18nFor('ar');
    expect([1, 2, 3, 11, 100].map((count) => arabic._(countReviews(count)))).toEqual([
      'تقييم واحد',
      'تقييمان',
      '3 تقييمات',
      '11 تقييمًا',
      '100 تقييم',
    ]);
  });

  it('says plainly that there are no reviews yet, with no filled star', () => {
    const { container } = renderAt(<Reviews summary={NO_REVIEWS} />, '/');
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.getByText('0 reviews')).toBeTruthy();
    expect(screen.getByText('0 out of 5 stars')).toBeTruthy();
    expect(container.querySelectorAll('.frame-icon-star-fill')).toHaveLength(0);
    expect(container.querySelectorAll('.frame-icon-star')).toHaveLength(5);
  });

  it('says so in Arabic', async () => {
    await renderIn('ar', <Reviews summary={NO_REVIEWS} />);
    expect(screen.getByRole('heading', { name: 'التقييمات' })).toBeTruthy();
    expect(screen.getByText('لا توجد تقييمات بعد')).toBeTruthy();
    expect(screen.getByText('0 تقييم')).toBeTruthy();
    expect(screen.getByText('0 من 5 نجوم')).toBeTruthy();
  });
});
