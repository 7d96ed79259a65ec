import { msg } from '@lingui/core/macro';

export const LEARNING_TABS = [
  { value: 'courses', label: msg`Courses`, icon: 'pi-calendar' },
  // Class mails link to /learning?tab=classes.
  { value: 'classes', label: msg`Upcoming classes`, icon: 'pi-clock' },
  { value: 'progress', label: msg`My progress`, icon: 'pi-chart-bar' },
  { value: 'books', label: msg`Books`, icon: 'pi-book' },
  { value: 'certificates', label: msg`Certificates`, icon: 'pi-verified' },
] as const;
export type LearningTab = (typeof LEARNING_TABS)[number]['value'];

/** `?tab=` as a tab: the spec's initial tab, 'courses', for anything else. */
export function parseTab(value: string | null): LearningTab {
  return LEARNING_TABS.find((tab) => tab.value === value)?.value ?? 'courses';
}

/** The tab an arrow, Home or End key moves to from `current` (wrapping), or none. */
export function tabAfterKey(current: LearningTab, key: string): LearningTab | undefined {
  const index = LEARNING_TABS.findIndex((tab) => tab.value === current);
  const last = LEARNING_TABS.length - 1;
  let next: number;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      next = index === last ? 0 : index + 1;
      break;
    case 'ArrowUp':
    case 'ArrowLeft':
      next = index === 0 ? last : index - 1;
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = last;
      break;
    default:
      return undefined;
  }
  return LEARNING_TABS[next]?.value;
}
