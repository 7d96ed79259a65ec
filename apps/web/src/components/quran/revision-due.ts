import type { ProgressPage } from '@iqra/contracts';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { describeRange, pageRange } from '@iqra/quran';
import { intlLocaleOf } from '../../i18n/use-format.ts';
import { formatClassDay } from '../../lib/format.ts';
import { UTC } from '../../lib/time-zones.ts';

// What is due for revision, as the learner's progress lists it and the tutor's record dialog
// offers it: pages next to each other due the same day, revised together.

/** Noon of a calendar day, in UTC: the instant that is that day on every clock near it. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO 8601 time
const noonOf = (date: string) => `${date}T12:00:00Z`;

/** A calendar day ("2027-01-14") as "Thu 14 Jan 2027" (in the language of `i18n`). */
export const day = (date: string, i18n: I18n) =>
  formatClassDay(noonOf(date), UTC, intlLocaleOf(i18n.locale));

/** The day `days` after a calendar day. */
function daysAfter(date: string, days: number): string {
  const at = new Date(noonOf(date));
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

function whenDue(group: DueGroup, i18n: I18n) {
  const date = day(group.due, i18n);
  if (group.when === 'overdue') return i18n._(msg`overdue since ${date}`);
  if (group.when === 'today') return i18n._(msg`due today`);
  return i18n._(msg`due ${date}`);
}

/**
 * When a group is due, and the mistakes marked on it: "overdue since …· 1 mistake marked" (in
 * the language of `i18n`, the page's).
 */
export function dueNote(group: DueGroup, i18n: I18n): string {
  const count = group.mistakes;
  const marked =
    count > 0
      ? ` · ${i18n._(msg`${plural(count, { one: '# mistake marked', other: '# mistakes marked' })}`)}`
      : '';
  return `${whenDue(group, i18n)}${marked}`;
}

/** "Page 586" or "Pages 582–604", and the ayat they hold: "An-Naba 1 – An-Nas 6". */
export function pagesLabel(group: Pick<DueGroup, 'first' | 'last'>, i18n: I18n) {
  const { first, last } = group;
  const pageNumber = first;
  const pages =
    first === last ? i18n._(msg`Page ${pageNumber}`) : i18n._(msg`Pages ${first}–${last}`);
  const range = { from: pageRange(group.first).from, to: pageRange(group.last).to };
  return { pages, ayat: describeRange(range) };
}
