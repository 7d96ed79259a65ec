// The back office's menu: every screen reached from it, with its address, title, icon and a
// line on what it is for, grouped as the menu and the dashboard show them. Nothing else is
// here, so the frame (the menu beside a screen's heading) can be drawn before the screens'
// code arrives. A resource's list (resources/) takes its address and words from here; the
// other screens have pages and routes of their own (pages/, admin-app.tsx).

/** A screen of the menu. */
export interface ScreenLink {
  /** Its address under /admin/. */
  path: string;
  title: string;
  /** Its PrimeIcons icon in the menu and on the dashboard. */
  icon: string;
  description: string;
}

export const SCREENS = {
  categories: {
    path: 'categories',
    title: 'Categories',
    icon: 'pi-tags',
    description: 'The programmes courses are grouped in. Featured ones appear in the site menu.',
  },
  courses: {
    path: 'courses',
    title: 'Courses',
    icon: 'pi-book',
    description: 'What learners subscribe to. Featured courses show on the home page.',
  },
  tierGroups: {
    path: 'tier-groups',
    title: 'Tier groups',
    icon: 'pi-clone',
    description: 'The tabs of the pricing section: one per class length.',
  },
  tiers: {
    path: 'tiers',
    title: 'Tiers',
    icon: 'pi-dollar',
    description: 'Monthly plans: their price, description and the features each card lists.',
  },
  books: {
    path: 'books',
    title: 'Books',
    icon: 'pi-bookmark',
    description: 'Books learners buy, and the pages shown in their gallery.',
  },
  pages: {
    path: 'pages',
    title: 'Pages',
    icon: 'pi-file-edit',
    description: 'The site’s fixed pages. Changes show on the site as soon as they are saved.',
  },
  testimonials: {
    path: 'testimonials',
    title: 'Testimonials',
    icon: 'pi-comment',
    description: 'What families say, in the home page’s carousel.',
  },
  faqs: {
    path: 'faqs',
    title: 'FAQs',
    icon: 'pi-question-circle',
    description: 'Questions and answers on the home page, in this order.',
  },
  learners: {
    path: 'learners',
    title: 'Learners',
    icon: 'pi-users',
    description: 'Everyone with an account: learners and staff.',
  },
  families: {
    path: 'families',
    title: 'Families',
    icon: 'pi-sitemap',
    description:
      'Parents, their children and the children’s courses. Link a learner to a parent, unlink or move a child.',
  },
  subscriptions: {
    path: 'subscriptions',
    title: 'Subscriptions',
    icon: 'pi-calendar',
    description: 'Who learns what, on which plan, until when.',
  },
  payments: {
    path: 'payments',
    title: 'Payments',
    icon: 'pi-credit-card',
    description: 'Every payment started on the site, as the payment provider reported it.',
  },
  tutors: {
    path: 'tutors',
    title: 'Tutors',
    icon: 'pi-user-edit',
    description: 'Who teaches, on which clock. A new tutor is mailed a link to choose a password.',
  },
  makeupCredits: {
    path: 'makeup-credits',
    title: 'Make-up credits',
    icon: 'pi-replay',
    description:
      'Classes owed to learners after a cancellation by us. Book each before it expires.',
  },
  classesToRecord: {
    path: 'classes-to-record',
    title: 'Classes to record',
    icon: 'pi-check-square',
    description: 'Classes that ended a day ago or more and whose attendance nobody recorded.',
  },
  schoolRules: {
    path: 'school-rules',
    title: 'School rules',
    icon: 'pi-sliders-h',
    description:
      'How late a class may be cancelled or moved, how soon a make-up is booked, the words for the grades tutors give, and whether tutors propose certificates.',
  },
  certificates: {
    path: 'certificates',
    title: 'Certificates',
    icon: 'pi-verified',
    description:
      'Certificates tutors propose, to approve or decline, and every certificate issued, revoked ones too.',
  },
  demoRequests: {
    path: 'demo-requests',
    title: 'Demo requests',
    icon: 'pi-video',
    description: 'Families who asked for a free demo class.',
  },
  jobApplications: {
    path: 'job-applications',
    title: 'Job applications',
    icon: 'pi-id-card',
    description: 'Tutors who want to teach with us.',
  },
  contactMessages: {
    path: 'contact-messages',
    title: 'Contact messages',
    icon: 'pi-envelope',
    description: 'Messages sent through the contact form.',
  },
  newsletter: {
    path: 'newsletter',
    title: 'Newsletter',
    icon: 'pi-send',
    description: 'Addresses on the newsletter list. Staff can unsubscribe an address.',
  },
  outbox: {
    path: 'outbox',
    title: 'Mail outbox',
    icon: 'pi-inbox',
    description: 'Every e-mail the site sends, and whether it went. A failed one can be retried.',
  },
  auditLog: {
    path: 'audit-log',
    title: 'Audit log',
    icon: 'pi-history',
    description: 'Who changed what in this back office, and when.',
  },
} satisfies Record<string, ScreenLink>;

/** The menu's sections, in order. */
export const ADMIN_MENU: { title: string; screens: ScreenLink[] }[] = [
  {
    title: 'Catalogue',
    screens: [
      SCREENS.categories,
      SCREENS.courses,
      SCREENS.tierGroups,
      SCREENS.tiers,
      SCREENS.books,
    ],
  },
  { title: 'Content', screens: [SCREENS.pages, SCREENS.testimonials, SCREENS.faqs] },
  {
    title: 'Learners',
    screens: [
      SCREENS.learners,
      SCREENS.families,
      SCREENS.certificates,
      SCREENS.subscriptions,
      SCREENS.payments,
    ],
  },
  {
    title: 'Teaching',
    screens: [SCREENS.tutors, SCREENS.makeupCredits, SCREENS.classesToRecord, SCREENS.schoolRules],
  },
  {
    title: 'Leads',
    screens: [
      SCREENS.demoRequests,
      SCREENS.jobApplications,
      SCREENS.contactMessages,
      SCREENS.newsletter,
    ],
  },
  { title: 'System', screens: [SCREENS.outbox, SCREENS.auditLog] },
];

/** The menu's screen at /admin/<path>, if there is one. */
export const screenAt = (path: string | undefined): ScreenLink | undefined =>
  ADMIN_MENU.flatMap((section) => section.screens).find((screen) => screen.path === path);
