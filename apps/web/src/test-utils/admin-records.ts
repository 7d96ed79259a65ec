import type { AdminTutor, AdminUser, Season, TutorClass } from '@iqra/contracts';

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

/** Yusuf, a tutor in Cairo. */
export const yusuf: AdminTutor = {
  id: 5,
  firstName: 'Yusuf',
  lastName: 'Abdelrahman',
  email: 'tutor@example.com',
  phone: '+20 2 2345 6789',
  gender: 1,
  avatar: null,
  time_zone: 'Africa/Cairo',
  languages: ['Arabic', 'English'],
  bio: '',
  meeting_link: 'https://meet.jit.si/IqraAcademy-Yusuf',
  active: true,
  invitation_pending: false,
  created_at: '2026-11-01T10:00:00.000Z',
};

/**
 * A seasonal timetable of Amina's Tajweed with Yusuf: Mondays and Wednesdays at 21:00 Cairo
 * time from 8 to 18 March 2027, instead of Tuesdays and Thursdays at 17:00. `extra` changes
 * who proposed it and what the reader may do.
 */
export const ramadanSeason = (extra: Partial<Season> = {}): Season => ({
  id: 31,
  subscription_id: 4,
  course: 'Tajweed',
  learner: { id: 9, name: 'Amina Khan' },
  tutor: { id: 5, name: 'Yusuf Abdelrahman' },
  starts_on: '2027-03-08',
  ends_on: '2027-03-18',
  weekdays: [1, 3],
  start_time: '21:00',
  anchor_zone: 'Africa/Cairo',
  minutes: 30,
  usual: { weekdays: [2, 4], start_time: '17:00', anchor_zone: 'Africa/Cairo' },
  status: 'proposed',
  proposed_by: 'learner',
  may: ['accept', 'decline'],
  created_at: '2027-03-01T09:00:00.000Z',
  decided_at: null,
  ...extra,
});
