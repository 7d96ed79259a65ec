// The demo school's year behind it (demo-history.ts): the learners who came and went, and the
// families who asked for a trial and did not buy. Days count back from the seed's "now".

export interface HistoryLearner {
  firstName: string;
  lastName: string;
  gender: 1 | 2;
  timeZone: string;
  currency: 'USD' | 'GBP' | 'EUR';
  course: string;
  tier: string;
  /** How many days before now the first month began, and how many months were paid. */
  startDay: number;
  months: number;
  /** The demo tutor (Yusuf) or Maryam; plans are on the tutor's clock in Cairo. */
  tutor: 'yusuf' | 'maryam';
  weekdays: number[];
  startTime: string;
  /** Asked for a trial class first (the Sunday before the first month), by the same address. */
  trial?: boolean;
  /** Which classes the tutor cancelled, by their place in the term (negative: from its end). */
  tutorCancels?: number[];
  /** A payment (by its month, from 0) given back, whole or in half. */
  refund?: { month: number; half: boolean };
}

// Yusuf's history ends three weeks before now, before his present plans begin (teaching.ts);
// Maryam's mornings in Cairo keep clear of her afternoons with the demo family. Each learner of a
// tutor has an hour of their own, so no two classes of a tutor meet.
export const HISTORY_LEARNERS: readonly HistoryLearner[] = [
  {
    firstName: 'Omar',
    lastName: 'Farouk',
    gender: 1,
    timeZone: 'America/New_York',
    currency: 'USD',
    course: 'tajweed',
    tier: '30-standard',
    startDay: 360,
    months: 6,
    tutor: 'yusuf',
    weekdays: [1, 3, 5],
    startTime: '08:00',
    trial: true,
    tutorCancels: [3],
  },
  {
    firstName: 'Layla',
    lastName: 'Nasser',
    gender: 2,
    timeZone: 'Europe/London',
    currency: 'GBP',
    course: 'noorani-qaida',
    tier: '30-basic',
    startDay: 340,
    months: 5,
    tutor: 'maryam',
    weekdays: [2, 4],
    startTime: '08:00',
    tutorCancels: [5, 20],
  },
  {
    firstName: 'Ibrahim',
    lastName: 'Malik',
    gender: 1,
    timeZone: 'America/Chicago',
    currency: 'USD',
    course: 'quran-reading',
    tier: '60-basic',
    startDay: 300,
    months: 8,
    tutor: 'yusuf',
    weekdays: [2, 4],
    startTime: '09:00',
    tutorCancels: [10, 40],
  },
  {
    firstName: 'Sara',
    lastName: 'Qureshi',
    gender: 2,
    timeZone: 'Europe/Paris',
    currency: 'EUR',
    course: 'arabic-for-beginners',
    tier: '30-standard',
    startDay: 270,
    months: 8,
    tutor: 'maryam',
    weekdays: [1, 3, 5],
    startTime: '09:00',
    trial: true,
    tutorCancels: [14, 60],
  },
  {
    firstName: 'Hamza',
    lastName: 'Rashid',
    gender: 1,
    timeZone: 'America/Toronto',
    currency: 'USD',
    course: 'hifz',
    tier: '30-standard',
    startDay: 240,
    months: 3,
    tutor: 'yusuf',
    weekdays: [1, 3, 5],
    startTime: '10:00',
    trial: true,
  },
  {
    firstName: 'Asma',
    lastName: 'Darwish',
    gender: 2,
    timeZone: 'Asia/Dubai',
    currency: 'USD',
    course: 'tajweed',
    tier: '60-standard',
    startDay: 210,
    months: 6,
    tutor: 'maryam',
    weekdays: [1, 3, 5],
    startTime: '10:00',
    tutorCancels: [30],
  },
  {
    firstName: 'Bilal',
    lastName: 'Osman',
    gender: 1,
    timeZone: 'Europe/London',
    currency: 'GBP',
    course: 'quranic-arabic',
    tier: '30-basic',
    startDay: 180,
    months: 5,
    tutor: 'yusuf',
    weekdays: [2, 4],
    startTime: '11:00',
    tutorCancels: [12],
  },
  {
    firstName: 'Fatima',
    lastName: 'Zaman',
    gender: 2,
    timeZone: 'Australia/Sydney',
    currency: 'USD',
    course: 'seerah',
    tier: '30-basic',
    startDay: 150,
    months: 2,
    tutor: 'maryam',
    weekdays: [2, 4],
    startTime: '11:00',
    refund: { month: 1, half: true },
  },
  {
    firstName: 'Yahya',
    lastName: 'Karimi',
    gender: 1,
    timeZone: 'Europe/Berlin',
    currency: 'EUR',
    course: 'quran-reading',
    tier: '30-standard',
    startDay: 120,
    months: 3,
    tutor: 'maryam',
    weekdays: [1, 3, 5],
    startTime: '12:00',
    trial: true,
  },
  {
    firstName: 'Nour',
    lastName: 'Saleh',
    gender: 2,
    timeZone: 'Africa/Cairo',
    currency: 'USD',
    course: 'noorani-qaida',
    tier: '30-standard',
    startDay: 100,
    months: 2,
    tutor: 'yusuf',
    weekdays: [1, 3, 5],
    startTime: '12:00',
  },
  {
    firstName: 'Idris',
    lastName: 'Tahir',
    gender: 1,
    timeZone: 'Asia/Kuala_Lumpur',
    currency: 'USD',
    course: 'hifz',
    tier: '30-basic',
    startDay: 62,
    months: 1,
    tutor: 'yusuf',
    weekdays: [2, 4],
    startTime: '13:00',
    trial: true,
  },
  {
    firstName: 'Zakariya',
    lastName: 'Latif',
    gender: 1,
    timeZone: 'America/New_York',
    currency: 'USD',
    course: 'tajweed',
    tier: '30-standard',
    startDay: 75,
    months: 2,
    tutor: 'maryam',
    weekdays: [2, 4, 6],
    startTime: '13:00',
    trial: true,
  },
  {
    firstName: 'Safiya',
    lastName: 'Usman',
    gender: 2,
    timeZone: 'Europe/London',
    currency: 'GBP',
    course: 'arabic-grammar',
    tier: '60-basic',
    startDay: 42,
    months: 1,
    tutor: 'maryam',
    weekdays: [1, 3],
    startTime: '14:00',
    trial: true,
    // The last but one: a credit still open.
    tutorCancels: [-3],
  },
];

/** Families who asked for a trial and did not buy: when, and how their trial went, if booked. */
export const HISTORY_LEADS: readonly {
  email: string;
  timeZone: string;
  language: 'en' | 'ar';
  daysAgo: number;
  trial: 'present' | 'late' | 'absent' | 'excused' | 'cancelled' | null;
}[] = [
  {
    email: 'h.ahmed@example.net',
    timeZone: 'Europe/London',
    language: 'en',
    daysAgo: 350,
    trial: 'present',
  },
  {
    email: 'family.ali@example.net',
    timeZone: 'America/New_York',
    language: 'en',
    daysAgo: 330,
    trial: null,
  },
  {
    email: 'r.bakr@example.net',
    timeZone: 'Asia/Riyadh',
    language: 'ar',
    daysAgo: 300,
    trial: 'absent',
  },
  {
    email: 'the.khans@example.net',
    timeZone: 'Asia/Karachi',
    language: 'en',
    daysAgo: 275,
    trial: 'present',
  },
  {
    email: 'm.darwish@example.net',
    timeZone: 'Africa/Cairo',
    language: 'ar',
    daysAgo: 250,
    trial: 'cancelled',
  },
  {
    email: 'y.ghani@example.net',
    timeZone: 'Europe/Berlin',
    language: 'en',
    daysAgo: 225,
    trial: null,
  },
  {
    email: 'a.jaber@example.net',
    timeZone: 'Asia/Amman',
    language: 'ar',
    daysAgo: 200,
    trial: 'late',
  },
  {
    email: 's.mansour@example.net',
    timeZone: 'America/Toronto',
    language: 'en',
    daysAgo: 170,
    trial: 'absent',
  },
  {
    email: 'z.abbasi@example.net',
    timeZone: 'Europe/London',
    language: 'en',
    daysAgo: 140,
    trial: 'present',
  },
  {
    email: 'k.aziz@example.net',
    timeZone: 'Asia/Dubai',
    language: 'ar',
    daysAgo: 110,
    trial: null,
  },
  {
    email: 'n.siddiqui@example.net',
    timeZone: 'America/Chicago',
    language: 'en',
    daysAgo: 85,
    trial: 'excused',
  },
  {
    email: 'f.yilmaz@example.net',
    timeZone: 'Europe/Istanbul',
    language: 'en',
    daysAgo: 55,
    trial: 'absent',
  },
  {
    email: 'u.chaudhry@example.net',
    timeZone: 'Asia/Karachi',
    language: 'en',
    daysAgo: 30,
    trial: 'present',
  },
  {
    email: 'l.hussain@example.net',
    timeZone: 'Europe/London',
    language: 'en',
    daysAgo: 16,
    trial: 'present',
  },
  {
    email: 'o.rahim@example.net',
    timeZone: 'America/New_York',
    language: 'en',
    daysAgo: 4,
    trial: null,
  },
];
