// The back office's menu: every screen reached from it, with its address, title, icon and a
// line on what it is for, grouped as the menu and the dashboard show them. Nothing else is
// here, so the frame (the menu beside a screen's heading) can be drawn before the screens'
// code arrives. A resource's list (resources/) takes its address and words from here; the
// other screens have pages and routes of their own (pages/, admin-app.tsx).

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A screen of the menu. */
export interface ScreenLink {
  /** Its address under /admin/. */
  path: string;
  /** Its name, shown with `i18n._()` in the page's language. */
  title: MessageDescriptor;
  /** Its PrimeIcons icon in the menu and on the dashboard. */
  icon: string;
  description: MessageDescriptor;
}

export const SCREENS = {
  categories: {
    path: 'categories',
    title: msg`Categories`,
    icon: 'pi-tags',
    description: msg`The programmes courses are grouped in. Featured ones appear in the site menu.`,
  },
  courses: {
    path: 'courses',
    title: msg`Courses`,
    icon: 'pi-book',
    description: msg`What learners subscribe to. Featured courses show on the home page.`,
  },
  tierGroups: {
    path: 'tier-groups',
    title: msg`Tier groups`,
    icon: 'pi-clone',
    description: msg`The tabs of the pricing section: one per class length.`,
  },
  tiers: {
    path: 'tiers',
    title: msg`Tiers`,
    icon: 'pi-dollar',
    description: msg`Monthly plans: their price, description and the features each card lists.`,
  },
  books: {
    path: 'books',
    title: msg`Books`,
    icon: 'pi-bookmark',
    description: msg`Books learners buy, and the pages shown in their gallery.`,
  },
  pages: {
    path: 'pages',
    title: msg`Pages`,
    icon: 'pi-file-edit',
    description: msg`The site’s fixed pages. Changes show on the site as soon as they are saved.`,
  },
  testimonials: {
    path: 'testimonials',
    title: msg`Testimonials`,
    icon: 'pi-comment',
    description: msg`What families say, in the home page’s carousel.`,
  },
  faqs: {
    path: 'faqs',
    title: msg`FAQs`,
    icon: 'pi-question-circle',
    description: msg`Questions and answers on the home page, in this order.`,
  },
  learners: {
    path: 'learners',
    title: msg`Learners`,
    icon: 'pi-users',
    description: msg`Everyone with an account: learners and staff.`,
  },
  families: {
    path: 'families',
    title: msg`Families`,
    icon: 'pi-sitemap',
    description: msg`Parents, their children and the children’s courses. Link a learner to a parent, unlink or move a child.`,
  },
  subscriptions: {
    path: 'subscriptions',
    title: msg`Subscriptions`,
    icon: 'pi-calendar',
    description: msg`Who learns what, on which plan, until when.`,
  },
  payments: {
    path: 'payments',
    title: msg`Payments`,
    icon: 'pi-credit-card',
    description: msg`Every payment started on the site, as the payment provider reported it.`,
  },
  tutors: {
    path: 'tutors',
    title: msg`Tutors`,
    icon: 'pi-user-edit',
    description: msg`Who teaches, on which clock. A new tutor is mailed a link to choose a password.`,
  },
  makeupCredits: {
    path: 'makeup-credits',
    title: msg`Make-up credits`,
    icon: 'pi-replay',
    description: msg`Classes owed to learners after a cancellation by us. Book each before it expires.`,
  },
  tutorLeave: {
    path: 'tutor-leave',
    title: msg`Tutors’ leave`,
    icon: 'pi-calendar-minus',
    description: msg`Days off tutors ask for, waiting first: approve each with a substitute (their classes go to them, or are cancelled with a make-up credit), refuse it, or enter leave for a tutor.`,
  },
  classesToRecord: {
    path: 'classes-to-record',
    title: msg`Classes to record`,
    icon: 'pi-check-square',
    description: msg`Classes that ended a day ago or more and whose attendance nobody recorded.`,
  },
  pauses: {
    path: 'pauses',
    title: msg`Pauses`,
    icon: 'pi-pause-circle',
    description: msg`Learners’ pauses longer than the school grants at once, to grant or refuse, and the recent ones.`,
  },
  schoolCalendar: {
    path: 'school-calendar',
    title: msg`School calendar`,
    icon: 'pi-moon',
    description: msg`Ramadan, the Eids the Umm al-Qura calendar proposes (confirm or shift each), and the days the school closes. Classes on those days are not held.`,
  },
  schoolRules: {
    path: 'school-rules',
    title: msg`School rules`,
    icon: 'pi-sliders-h',
    description: msg`How late a class may be cancelled or moved, how soon a make-up is booked, how many weeks of pause are granted on asking, the words for the grades tutors give, whether tutors propose certificates, the school’s time zone and what a tutor is paid for.`,
  },
  pay: {
    path: 'pay',
    title: msg`Tutors’ pay`,
    icon: 'pi-wallet',
    description: msg`What each tutor’s month pays, by their rates and the school’s rules; their statements, and marking a month as paid.`,
  },
  certificates: {
    path: 'certificates',
    title: msg`Certificates`,
    icon: 'pi-verified',
    description: msg`Certificates tutors propose, to approve or decline, and every certificate issued, revoked ones too.`,
  },
  demoRequests: {
    path: 'demo-requests',
    title: msg`Demo requests`,
    icon: 'pi-video',
    description: msg`Families who asked for a free demo class.`,
  },
  jobApplications: {
    path: 'job-applications',
    title: msg`Job applications`,
    icon: 'pi-id-card',
    description: msg`Tutors who want to teach with us.`,
  },
  contactMessages: {
    path: 'contact-messages',
    title: msg`Contact messages`,
    icon: 'pi-envelope',
    description: msg`Messages sent through the contact form.`,
  },
  newsletter: {
    path: 'newsletter',
    title: msg`Newsletter`,
    icon: 'pi-send',
    description: msg`Addresses on the newsletter list. Staff can unsubscribe an address.`,
  },
  outbox: {
    path: 'outbox',
    title: msg`Mail outbox`,
    icon: 'pi-inbox',
    description: msg`Every e-mail the site sends, and whether it went. A failed one can be retried.`,
  },
  auditLog: {
    path: 'audit-log',
    title: msg`Audit log`,
    icon: 'pi-history',
    description: msg`Who changed what in this back office, and when.`,
  },
} satisfies Record<string, ScreenLink>;

/** The menu's sections, in order. */
export const ADMIN_MENU: { title: MessageDescriptor; screens: ScreenLink[] }[] = [
  {
    title: msg`Catalogue`,
    screens: [
      SCREENS.categories,
      SCREENS.courses,
      SCREENS.tierGroups,
      SCREENS.tiers,
      SCREENS.books,
    ],
  },
  { title: msg`Content`, screens: [SCREENS.pages, SCREENS.testimonials, SCREENS.faqs] },
  {
    title: msg`Learners`,
    screens: [
      SCREENS.learners,
      SCREENS.families,
      SCREENS.certificates,
      SCREENS.subscriptions,
      SCREENS.payments,
    ],
  },
  {
    title: msg`Teaching`,
    screens: [
      SCREENS.tutors,
      SCREENS.tutorLeave,
      SCREENS.makeupCredits,
      SCREENS.classesToRecord,
      SCREENS.pauses,
      SCREENS.schoolCalendar,
      SCREENS.pay,
      SCREENS.schoolRules,
    ],
  },
  {
    title: msg`Leads`,
    screens: [
      SCREENS.demoRequests,
      SCREENS.jobApplications,
      SCREENS.contactMessages,
      SCREENS.newsletter,
    ],
  },
  { title: msg`System`, screens: [SCREENS.outbox, SCREENS.auditLog] },
];

/** The menu's screen at /admin/<path>, if there is one. */
export const screenAt = (path: string | undefined): ScreenLink | undefined =>
  ADMIN_MENU.flatMap((section) => section.screens).find((screen) => screen.path === path);
