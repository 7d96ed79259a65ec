import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_REVIEWS, Reviews, countReviews, starStates } from './reviews.tsx';

describe('reviews', () => {
  it('fills stars to the nearest whole star, within 0 to 5', () => {
    expect(starStates(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starStates(3.6)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starStates(9)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('counts reviews in plain English', () => {
    expect(countReviews(0)).toBe('0 reviews');
    expect(countReviews(1)).toBe('1 review');
    expect(countReviews(12)).toBe('12 reviews');
  });

  it('says plainly that there are no reviews yet, with no filled star', () => {
    const { container } = render(<Reviews summary={NO_REVIEWS} />);
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.getByText('0 reviews')).toBeTruthy();
    expect(screen.getByText('0 out of 5 stars')).toBeTruthy();
    expect(container.querySelectorAll('.pi-star-fill')).toHaveLength(0);
    expect(container.querySelectorAll('.pi-star')).toHaveLength(5);
  });
});
