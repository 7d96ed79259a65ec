import type { Product } from '@iqra/contracts';
import { describe, expect, it } from 'vitest';
import { englishI18n, i18nFor } from '../../i18n/i18n.ts';
import { countCourses, coursesHref, filterByCategory, parseSort } from './course-filters.ts';

const product = (slug: string, category: string): Product => ({
  id: slug.length,
  slug,
  name: slug,
  image: `/images/courses/${slug}.jpg`,
  imageAlt: slug,
  description: slug,
  href: `/courses/${slug}`,
  category: { name: category, slug: category },
});

describe('course filters', () => {
  it('accepts only the sorts the server offers', () => {
    expect(parseSort('popular')).toBe('popular');
    expect(parseSort('rating')).toBe('rating');
    expect(parseSort('newest')).toBe('newest');
    expect(parseSort('price')).toBeUndefined();
    expect(parseSort(null)).toBeUndefined();
  });

  it('keeps the courses of the chosen category, in the order given', () => {
    const products = [
      product('tajweed', 'quran'),
      product('nahw', 'arabic'),
      product('msa', 'arabic'),
    ];
    expect(filterByCategory(products, 'arabic').map((item) => item.slug)).toEqual(['nahw', 'msa']);
    expect(filterByCategory(products, null)).toBe(products);
    expect(filterByCategory(products, 'unknown')).toEqual([]);
  });

  it('builds /courses links that keep the sort', () => {
    expect(coursesHref({})).toBe('/courses');
    expect(coursesHref({ category: 'arabic' })).toBe('/courses?category=arabic');
    expect(coursesHref({ category: 'arabic', sort: 'newest' })).toBe(
      '/courses?category=arabic&sort=newest',
    );
    expect(coursesHref({ category: null, sort: 'popular' })).toBe('/courses?sort=popular');
  });

  it('counts courses in plain English', () => {
    const english = englishI18n();
    expect(english._(countCourses(0))).toBe('0 courses');
    expect(english._(countCourses(1))).toBe('1 course');
    expect(english._(countCourses(4))).toBe('4 courses');
  });

  it('counts courses in Arabic with its six plural forms', async () => {
    const arabic = await i18nFor('ar');
    expect([0, 1, 2, 4, 11, 100].map((count) => arabic._(countCourses(count)))).toEqual([
      'لا توجد دورات',
      'دورة واحدة',
      'دورتان',
      '4 دورات',
      '11 دورة',
      '100 دورة',
    ]);
  });
});
