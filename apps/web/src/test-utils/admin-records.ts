import type { AdminUser, TutorClass } from '@iqra/contracts';

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
  same_gender_tutor: false,
  books: [],
};

/**
 * A weekly class of Tajweed, half an hour from `starts_at`, that Yusuf in Cairo teaches Amina
 * in Toronto: still to come, nothing recorded. `extra` changes what a test is about.
 */
export const tutorClass = (
  id: number,
  starts_at: string,
  extra: Partial<TutorClass> = {},
): TutorClass => ({
  id,
  kind: 'regular',
  title: 'Tajweed',
  course: 'Tajweed',
  starts_at,
  ends_at: new Date(Date.parse(starts_at) + 30 * 60_000).toISOString(),
  anchor_zone: 'Africa/Cairo',
  link: null,
  status: 'scheduled',
  cancelled_by: null,
  moved_from: null,
  attendance: null,
  note: '',
  holiday_id: null,
  learner: { id: 9, name: 'Amina Khan', time_zone: 'America/Toronto' },
  tutor: { id: 5, name: 'Yusuf Abdelrahman', time_zone: 'Africa/Cairo' },
  trial_email: null,
  recorded_at: null,
  to_record: false,
  ...extra,
});
