import type { ProgressPage } from '@iqra/contracts';
import { describeRange, pageRange } from '@iqra/quran';
import { formatClassDay, plural } from '../../lib/format.ts';

// What is due for revision, as the learner's progress lists it and the tutor's record dialog
// offers it: pages next to each other due the same day, revised together.

/** A calendar day ("2027-01-14") as "Thu 14 Jan 2027". */
export const day = (date: string) => formatClassDay(`${date}T12:00:00Z`, 'UTC');

/** The day `days` after a calendar day. */
function daysAfter(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export type Due = 'overdue' | 'today' | 'week' | null;

export function dueOf(page: ProgressPage, today: string): Due {
  if (!page.due) return null;
  if (page.due < today) return 'overdue';
  if (page.due === today) return 'today';
  return page.due <= daysAfter(today, 6) ? 'week' : null;
}

/** Pages next to each other due the same day: revised together, as a teacher sets them. */
export interface DueGroup {
  first: number;
  last: number;
  due: string;
  when: Exclude<Due, null>;
  mistakes: number;
}

export function dueGroups(pages: readonly ProgressPage[], today: string): DueGroup[] {
  const sorted = pages
    .flatMap((page) => {
      const when = dueOf(page, today);
      return when && page.due ? [{ page, when, due: page.due }] : [];
    })
    .sort((a, b) => a.due.localeCompare(b.due) || a.page.page - b.page.page);
  const groups: DueGroup[] = [];
  for (const { page, when, due } of sorted) {
    const last = groups.at(-1);
    if (last && last.due === due && last.last + 1 === page.page) {
      last.last = page.page;
      last.mistakes += page.mistakes;
    } else {
      groups.push({ first: page.page, last: page.page, due, when, mistakes: page.mistakes });
    }
  }
  return groups;
}

function whenDue(group: DueGroup) {
  if (group.when === 'overdue') return `overdue since ${day(group.due)}`;
  if (group.when === 'today') return 'due today';
  return `due ${day(group.due)}`;
}

/** When a group is due, and the mistakes marked on it: "overdue since …· 1 mistake marked". */
export function dueNote(group: DueGroup): string {
  const marked = group.mistakes > 0 ? ` · ${plural(group.mistakes, 'mistake')} marked` : '';
  return `${whenDue(group)}${marked}`;
}

/** "Page 586" or "Pages 582–604", and the ayat they hold: "An-Naba 1 – An-Nas 6". */
export function pagesLabel(group: Pick<DueGroup, 'first' | 'last'>) {
  const pages =
    group.first === group.last ? `Page ${group.first}` : `Pages ${group.first}–${group.last}`;
  const range = { from: pageRange(group.first).from, to: pageRange(group.last).to };
  return { pages, ayat: describeRange(range) };
}
