// The words and weights the large school's people are drawn from (plan.ts): names, clocks,
// countries, courses and plans. A pick is by weight; the lists need not be long.

/** [first name, gender (1 male, 2 female)] */
export const FIRST_NAMES: readonly (readonly [string, 1 | 2])[] = [
  ['Adam', 1],
  ['Ahmed', 1],
  ['Ali', 1],
  ['Bilal', 1],
  ['Hamza', 1],
  ['Ibrahim', 1],
  ['Idris', 1],
  ['Ismail', 1],
  ['Khalid', 1],
  ['Musa', 1],
  ['Nuh', 1],
  ['Omar', 1],
  ['Rayyan', 1],
  ['Salman', 1],
  ['Tariq', 1],
  ['Yahya', 1],
  ['Yusuf', 1],
  ['Zakariya', 1],
  ['Aisha', 2],
  ['Amina', 2],
  ['Asma', 2],
  ['Fatima', 2],
  ['Hafsa', 2],
  ['Hana', 2],
  ['Iman', 2],
  ['Khadija', 2],
  ['Layla', 2],
  ['Maryam', 2],
  ['Nour', 2],
  ['Ruqayya', 2],
  ['Safiya', 2],
  ['Sara', 2],
  ['Sumayya', 2],
  ['Yasmin', 2],
  ['Zainab', 2],
  ['Zahra', 2],
];

export const LAST_NAMES = [
  'Abbasi',
  'Ahmed',
  'Ali',
  'Aziz',
  'Bakr',
  'Chaudhry',
  'Darwish',
  'Farouk',
  'Ghani',
  'Haddad',
  'Hussain',
  'Ibrahim',
  'Jaber',
  'Karimi',
  'Khan',
  'Latif',
  'Mahmoud',
  'Malik',
  'Mansour',
  'Nasser',
  'Osman',
  'Qureshi',
  'Rahman',
  'Rashid',
  'Saleh',
  'Siddiqui',
  'Tahir',
  'Usman',
  'Yilmaz',
  'Zaman',
] as const;

/** Where learners live: [IANA zone, country (ISO 3166), weight]. */
export const LEARNER_ZONES: readonly (readonly [string, string, number])[] = [
  ['America/New_York', 'US', 14],
  ['America/Chicago', 'US', 6],
  ['America/Los_Angeles', 'US', 5],
  ['America/Toronto', 'CA', 7],
  ['Europe/London', 'GB', 14],
  ['Europe/Paris', 'FR', 4],
  ['Europe/Berlin', 'DE', 4],
  ['Europe/Amsterdam', 'NL', 2],
  ['Europe/Istanbul', 'TR', 3],
  ['Africa/Cairo', 'EG', 4],
  ['Africa/Lagos', 'NG', 3],
  ['Asia/Riyadh', 'SA', 4],
  ['Asia/Dubai', 'AE', 4],
  ['Asia/Karachi', 'PK', 4],
  ['Asia/Kolkata', 'IN', 3],
  ['Asia/Dhaka', 'BD', 2],
  ['Asia/Kuala_Lumpur', 'MY', 3],
  ['Asia/Jakarta', 'ID', 3],
  ['Australia/Sydney', 'AU', 4],
];

/** Where tutors live and keep their weekly plans' clocks: [IANA zone, weight]. */
export const TUTOR_ZONES: readonly (readonly [string, number])[] = [
  ['Africa/Cairo', 40],
  ['Asia/Karachi', 15],
  ['Asia/Amman', 10],
  ['Europe/London', 10],
  ['America/New_York', 8],
  ['Asia/Riyadh', 7],
  ['Europe/Istanbul', 5],
  ['Asia/Kuala_Lumpur', 5],
];

/** The demo catalogue's courses (seed/content.ts), by how often they are taken. */
export const COURSES: readonly (readonly [string, number])[] = [
  ['noorani-qaida', 14],
  ['quran-reading', 14],
  ['tajweed', 14],
  ['hifz', 12],
  ['arabic-for-beginners', 8],
  ['quranic-arabic', 8],
  ['modern-standard-arabic', 5],
  ['arabic-grammar', 4],
  ['fiqh', 5],
  ['seerah', 5],
  ['aqeedah', 4],
  ['islamic-studies-for-kids', 7],
];

/** The demo catalogue's plans: [slug, classes a week, minutes, weight]. */
export const TIERS: readonly (readonly [string, number, 30 | 60, number])[] = [
  ['30-basic', 2, 30, 25],
  ['30-standard', 3, 30, 30],
  ['30-intensive', 5, 30, 8],
  ['30-family', 6, 30, 4],
  ['60-basic', 2, 60, 12],
  ['60-standard', 3, 60, 14],
  ['60-intensive', 5, 60, 5],
  ['60-family', 6, 60, 2],
];

/** What payers pay in: [ISO 4217, the plan's price in it against one US dollar, weight]. */
export const CURRENCIES: readonly (readonly [string, number, number])[] = [
  ['USD', 1, 85],
  ['GBP', 0.79, 10],
  ['EUR', 0.92, 5],
];

export const TUTOR_LANGUAGES = [
  ['Arabic', 'English'],
  ['Arabic', 'English', 'Urdu'],
  ['Arabic', 'English', 'French'],
  ['Arabic', 'English', 'Turkish'],
  ['Arabic', 'English', 'Malay'],
] as const;
