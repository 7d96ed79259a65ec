import type { MenuScreen, ResourceConfig } from '../components/resource-config.ts';
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
import { classesToRecord, schoolRules } from './teaching-screens.ts';
import { testimonials } from './testimonials.tsx';
import { tierGroups } from './tier-groups.ts';
import { tiers } from './tiers.ts';
import { tutors } from './tutors.tsx';

/**
 * The back office's screens, grouped as its menu and its dashboard show them (each names
 * itself with its title and icon). Most are resources' lists; a few are screens of their own
 * (teaching-screens.ts). A book's pages, a subscription's classes and a tutor's week are
 * inside other screens: see books.tsx, schedules.tsx and tutors.tsx.
 */
export const ADMIN_SECTIONS: { title: string; screens: MenuScreen[] }[] = [
  { title: 'Catalogue', screens: [categories, courses, tierGroups, tiers, books] },
  { title: 'Content', screens: [pages, testimonials, faqs] },
  { title: 'Learners', screens: [learners, subscriptions, payments] },
  { title: 'Teaching', screens: [tutors, makeupCredits, classesToRecord, schoolRules] },
  { title: 'Leads', screens: [demoRequests, jobApplications, contactMessages, newsletter] },
  { title: 'System', screens: [outbox, auditLog] },
];

/** Every list screen with an address of its own under /admin/. */
export const RESOURCES = ADMIN_SECTIONS.flatMap((section) => section.screens).filter(
  (screen): screen is ResourceConfig => 'resource' in screen,
);

export const resourceByPath = (path: string | undefined) =>
  RESOURCES.find((config) => config.path === path);
