import type { Product } from '@iqra/contracts';

// A course as the API answers for it, for the screens and pages that show one.

export const tajweed: Product = {
  id: 1,
  slug: 'tajweed',
  name: 'Tajweed',
  image: '/images/courses/1.jpg',
  imageAlt: 'Tajweed picture',
  description: 'The rules of recitation.',
  href: '/courses/tajweed',
  category: { name: 'Quran', slug: 'quran' },
};
