import type { EnglishMails } from './templates.ts';

// One input for each mail kind, for the tests that read every kind in every language: a kind
// added to the templates without one here does not compile.

const unsubscribe = { what: 'weekly summaries', url: 'https://iqra.example/unsubscribe?token=t' };

type Kind = Exclude<keyof EnglishMails, 'passwordResetSubject'>;

export const MAIL_SAMPLES: { [K in Kind]: Parameters<EnglishMails[K]> } = {
  demoRequestConfirmation: [],
  demoRequestStaff: ['mum@example.com', 'Sunday 7 March', 'Europe/London'],
  jobApplicationStaff: ['ustadh@example.com', 'cv.pdf'],
  contactStaff: [{ name: 'Maryam', email: 'm@example.com', phone: '1', message: 'Salam' }],
  newsletterConfirm: [
    'https://iqra.example/api/newsletter/confirm?token=t',
    'https://iqra.example/api/newsletter/unsubscribe?token=t',
  ],
  welcome: ['Zayd'],
  passwordReset: ['https://iqra.example/reset-password?token=t'],
  signInDetailsChanged: [
    {
      firstName: 'Zayd',
      newEmail: 'zayd@example.com',
      passwordChanged: true,
      when: '2 March',
      secureUrl: 'https://iqra.example/reset-password?token=t',
    },
  ],
  passwordChanged: [{ firstName: 'Zayd', when: '2 March' }],
  familyInvitation: [
    {
      from: 'Amina Khan',
      child: 'Hana',
      acceptUrl: 'https://iqra.example/family/join?token=t',
      days: 14,
    },
  ],
  childSignIn: [
    {
      firstName: 'Hana',
      from: 'Amina Khan',
      setPasswordUrl: 'https://iqra.example/reset-password?token=t&welcome=1',
    },
  ],
  paymentReceipt: [
    { firstName: 'Huda', what: 'Tajweed', amount: '$40.00', period: 'March', reference: 'R1' },
  ],
  tutorInvitation: [
    { firstName: 'Bilal', setPasswordUrl: 'https://iqra.example/reset-password?token=t' },
  ],
  classesBooked: [
    {
      firstName: 'Amina',
      child: 'Hana',
      course: 'Tajweed',
      withName: 'Ustadh Bilal',
      plan: 'Tuesdays',
      first: '2 March',
      link: 'https://meet.example/x',
      pageUrl: 'https://iqra.example/family',
    },
  ],
  classChanged: [
    {
      firstName: 'Amina',
      child: null,
      course: 'Tajweed',
      withName: 'Ustadh Bilal',
      change: 'moved',
      by: 'Ustadh Bilal',
      was: '2 March',
      now: '3 March',
      link: 'https://meet.example/x',
      pageUrl: 'https://iqra.example/learning?tab=classes',
    },
  ],
  holidayClasses: [
    {
      firstName: 'Amina',
      child: 'Hana',
      holiday: 'Eid al-Fitr',
      days: 'Tue 9 Mar – Thu 11 Mar 2027',
      cancelled: ['Tue 9 Mar 2027, 17:00: Tajweed with Ustadh Bilal'],
      restored: [],
      after: ['Tajweed: the plan now ends on Tue 6 Apr 2027.'],
      pageUrl: 'https://iqra.example/family',
    },
  ],
  seasonNews: [
    {
      firstName: 'Amina',
      child: 'Hana',
      course: 'Tajweed',
      withName: 'Ustadh Bilal',
      news: 'accepted',
      days: 'Monday 8 February 2027 to Tuesday 9 March 2027',
      season: 'Mondays at 21:00 Africa/Cairo time',
      usual: 'Mondays at 17:00 Africa/Cairo time',
      first: '8 February',
      pageUrl: 'https://iqra.example/family',
    },
  ],
  trialBooked: [{ tutorName: 'Ustadh Bilal', when: '2 March', link: 'https://meet.example/x' }],
  pauseAnswered: [
    {
      firstName: 'Amina',
      child: 'Hana',
      course: 'Tajweed',
      outcome: 'granted',
      from: 'Monday 25 January 2027',
      to: 'Sunday 7 February 2027',
      classes: 4,
      newEnd: 'Sunday 14 March 2027',
      pageUrl: 'https://iqra.example/family?child=3',
    },
  ],
  pauseClasses: [
    {
      firstName: 'Bilal',
      learner: 'Hana',
      course: 'Tajweed',
      change: 'cancelled',
      from: 'Monday 25 January 2027',
      to: 'Sunday 7 February 2027',
      classes: ['Monday 25 January 2027, 18:00 EET'],
      pageUrl: 'https://iqra.example/teach',
    },
  ],

  classReminder: [
    {
      firstName: 'Amina',
      lead: '24h',
      course: 'Tajweed',
      withName: 'Ustadh Bilal',
      when: '2 March',
      link: 'https://meet.example/x',
      pageUrl: 'https://iqra.example/learning?tab=classes',
      change: { until: '1 March' },
      unsubscribe,
    },
  ],
  renewalReminder: [
    {
      firstName: 'Amina',
      course: 'Tajweed',
      plan: '30 minutes',
      checkoutUrl: 'https://iqra.example/courses/tajweed/checkout?plan=30',
      daysLeft: 3,
      ends: '2 March',
      unsubscribe,
    },
  ],
  planEnded: [
    {
      firstName: 'Amina',
      course: 'Tajweed',
      plan: '30 minutes',
      checkoutUrl: 'https://iqra.example/courses/tajweed/checkout?plan=30',
      ended: '2 March',
      unsubscribe,
    },
  ],
  recordNudge: [
    {
      firstName: 'Bilal',
      classes: [{ when: '2 March', who: 'Tajweed with Hana' }],
      teachUrl: 'https://iqra.example/teach',
      unsubscribe,
    },
  ],
  tutorLeave: [
    {
      audience: 'family',
      firstName: 'Amina',
      child: 'Hana',
      tutorName: 'Ustadh Bilal',
      substituteName: 'Ustadha Maryam',
      from: '1 March 2027',
      to: '14 March 2027',
      withdrawn: false,
      classes: [
        { when: '2 March', what: 'Tajweed', outcome: 'substitute' },
        { when: '3 March', what: 'Tajweed', outcome: 'cancelled' },
      ],
      pageUrl: 'https://iqra.example/family?child=1',
    },
  ],
  weeklyDigest: [
    {
      firstName: 'Amina',
      from: '1 March',
      to: '7 March',
      zone: 'Europe/London',
      parts: [
        {
          child: 'Hana',
          tally: null,
          week: [],
          ahead: [],
          plansEnding: [{ course: 'Tajweed', plan: '30 minutes', ends: '9 March' }],
        },
      ],
      pageUrl: 'https://iqra.example/family',
      unsubscribe,
    },
  ],
};

/** Mails to the school's staff: they read English, whatever language the visitor wrote in. */
export const STAFF_KINDS: readonly Kind[] = [
  'demoRequestStaff',
  'jobApplicationStaff',
  'contactStaff',
];
