import type { AdminUser } from '@iqra/contracts';

// Records of the back office as its API answers them, for the tests of more than one screen.

/** A learner of fifteen with an address of his own, no books and no subscriptions. */
export const omar: AdminUser = {
  id: 21,
  firstName: 'Omar',
  lastName: 'Rahman',
  gender: 1,
  phone: '+1 555 010 0100',
  whatsapp: '',
  country_id: null,
  country: null,
  age: 15,
  email: 'omar@example.com',
  role: 'student',
  time_zone: null,
  created_at: '2026-11-01T10:00:00.000Z',
  subscriptions_count: 0,
  books: [],
};
