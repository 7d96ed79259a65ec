import type { AdminTier, AdminTutor, AdminUser } from '@iqra/contracts';
import type { OptionSource } from '../components/resource-config.ts';
import { personName } from '../utils/names.ts';
import { statusWord } from './status-words.ts';

/** A status list of the contracts as a select's options: "pending" shown as "Pending". */
export const statusOptions = (statuses: readonly string[]): OptionSource => ({
  options: statuses.map((status) => ({ value: status, label: statusWord(status) })),
});

const fromList = (path: string, label: (row: Record<string, unknown>) => string): OptionSource => ({
  path,
  label,
});

const byName = (row: Record<string, unknown>) => String(row.name);

export const CATEGORY_OPTIONS = fromList(
  '/api/admin/categories?per_page=100&sort=position',
  byName,
);
export const GROUP_OPTIONS = fromList('/api/admin/tier-groups?per_page=100&sort=position', byName);
export const COURSE_OPTIONS = fromList('/api/admin/products?per_page=100&sort=name', byName);
export const TIER_OPTIONS = fromList('/api/admin/tiers?per_page=100&sort=position', (row) => {
  const tier = row as unknown as AdminTier;
  return `${tier.group.name} · ${tier.name}`;
});
export const LEARNER_OPTIONS = fromList('/api/admin/users?per_page=100&sort=email', (row) => {
  const user = row as unknown as AdminUser;
  return `${personName(user)} (${user.email})`;
});
export const COUNTRY_OPTIONS = fromList('/api/countries', byName);
/** Tutors who teach now (their rows carry each one's zone). */
export const ACTIVE_TUTORS_PATH = '/api/admin/tutors?active=true&per_page=100&sort=name';
/** "Huda Ali (Africa/Cairo)". */
export const tutorLabel = (tutor: AdminTutor) =>
  `${personName(tutor)} (${tutor.time_zone.replace(/_/g, ' ')})`;
export const TUTOR_OPTIONS = fromList(ACTIVE_TUTORS_PATH, (row) =>
  tutorLabel(row as unknown as AdminTutor),
);
