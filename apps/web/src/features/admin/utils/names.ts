import type { AdminFamily, AdminSchedule, AdminSubscription } from '@iqra/contracts';
import { formatWhen } from './datetime.ts';

/** "pending" → "Pending": statuses and singulars as the start of a sentence or a label. */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** "Amina Khan and Yusuf Ali": names as one phrase, in the Intl locale `tag` ("…, …" for `unit`). */
export const nameList = (
  names: string[],
  tag: string,
  type: 'conjunction' | 'unit' = 'conjunction',
) => new Intl.ListFormat(tag, { type, style: 'short' }).format(names);

/** An audit entry's record kind as words: `book_media` → "book media". */
export const entityName = (entity: string) => entity.replace(/_/g, ' ');

/** How a subscription is named in its row's buttons and dialogs: "Amina Khan, Tajweed". */
export const subscriptionName = (row: AdminSubscription) =>
  `${personName(row.user)}, ${row.product.name}`;

/**
 * How a class is named in its row's buttons and dialogs, its time in the Intl locale `tag`:
 * "Tajweed, 1 May 2026, 18:30".
 */
export const scheduleName = (row: AdminSchedule, tag: string) =>
  `${row.title}, ${formatWhen(row.started_at, tag)}`;

/**
 * "Zayd (10), Hana (7)": a family's children by first name, with their age when known, listed
 * as the Intl locale `tag` lists words.
 */
export const childrenNames = (family: AdminFamily, tag: string) =>
  nameList(
    family.children.map((child) =>
      child.age === null ? child.firstName : `${child.firstName} (${child.age})`,
    ),
    tag,
    'unit',
  );
