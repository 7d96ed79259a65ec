import type { ResourceConfig } from '../components/resource-config.ts';
import { auditLog } from './audit-log.ts';
import { books } from './books.tsx';
import { categories } from './categories.tsx';
import { courses } from './courses.tsx';
import { faqs } from './faqs.tsx';
import { contactMessages, demoRequests, jobApplications } from './leads.tsx';
import { learners } from './learners.ts';
import { makeupCredits } from './makeup-credits.tsx';
import { newsletter } from './newsletter.ts';
import { outbox } from './outbox.tsx';
import { pages } from './pages.tsx';
import { payments } from './payments.tsx';
import { subscriptions } from './subscriptions.ts';
import { testimonials } from './testimonials.tsx';
import { tierGroups } from './tier-groups.ts';
import { tiers } from './tiers.ts';
import { tutors } from './tutors.tsx';

/**
 * Every list screen with an address of its own under /admin/ (the menu, menu.ts, names them
 * and the screens that are not lists). A book's pages, a subscription's classes and a tutor's
 * week are inside other screens: see books.tsx, schedules.tsx and tutors.tsx.
 */
export const RESOURCES: ResourceConfig[] = [
  categories,
  courses,
  tierGroups,
  tiers,
  books,
  pages,
  testimonials,
  faqs,
  learners,
  subscriptions,
  payments,
  tutors,
  makeupCredits,
  demoRequests,
  jobApplications,
  contactMessages,
  newsletter,
  outbox,
  auditLog,
];

export const resourceByPath = (path: string | undefined) =>
  RESOURCES.find((config) => config.path === path);
