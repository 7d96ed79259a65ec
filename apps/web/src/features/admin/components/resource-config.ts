import type { AdminResource } from '@iqra/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import { intlLocaleOf } from '../../../i18n/use-format.ts';
import type { RecordId } from '../api/queries.ts';

/** A row of any back-office list: every one has an id (a page's is its slug). */
export interface AdminRow {
  id: RecordId;
}

/**
 * Words the back office shows: a message, translated when shown (`msg` in a config), or a
 * name from the data (a course, a time zone), shown as it is. Lint keeps English out of the
 * strings of a translated file.
 */
export type Words = MessageDescriptor | string;

/** Words in the page's language (a name from the data is never read as a message). */
export const wordsIn = (i18n: I18n, words: Words): string =>
  typeof words === 'string' ? words : i18n._(words);

/** A code's message from `words`, or `otherwise` (the API's own writing) for one not there yet. */
export const wordsFor = (
  words: Readonly<Record<string, MessageDescriptor>>,
  code: string,
  otherwise: string,
): Words => (Object.hasOwn(words, code) ? (words[code] as MessageDescriptor) : otherwise);

/** How a row is named, in the page's language (`i18n`), its dates too. */
export const rowLabel = <Row extends AdminRow>(
  config: ResourceConfig<Row>,
  row: Row,
  i18n: I18n,
): string => wordsIn(i18n, config.label(row, intlLocaleOf(i18n.locale)));

export interface Option {
  value: string;
  label: Words;
}

/** Where a select's options come from: a fixed list, or the rows of another list. */
export type OptionSource =
  | { options: readonly Option[] }
  | {
      /** `GET` path answering `{ data: rows }`, e.g. `/api/admin/categories?per_page=100`. */
      path: string;
      label: (row: Record<string, unknown>) => string;
    };

export type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'password'
  | 'url'
  | 'textarea'
  | 'number'
  | 'price'
  | 'checkbox'
  | 'select'
  | 'radio'
  /** Several of a few choices, all in sight: the value is the list of those ticked. */
  | 'checkboxes'
  | 'image'
  | 'lines'
  | 'datetime'
  /** A calendar day (YYYY-MM-DD), on no clock. */
  | 'date'
  /** Picks a range of ayat by surah or juz into the form's `from` and `to`; no value of its own. */
  | 'ayahRange'
  /** A learner found by name or e-mail: the value is their id. */
  | 'learner';

export interface FieldConfig {
  name: string;
  label: Words;
  kind: FieldKind;
  hint?: Words;
  /** Left empty, the field is not sent (the server keeps or defaults it). */
  optional?: boolean;
  source?: OptionSource;
  /** The value a new record starts with ('' / false / [] otherwise). */
  initial?: unknown;
  /** Shown only when creating, or only when editing. */
  only?: 'create' | 'edit';
  /** Shown, and sent, only while the form's values say so (a Quran item's ayat). */
  when?: (values: Record<string, unknown>) => boolean;
  /** Spans both columns of the form's grid. */
  wide?: boolean;
  /** For a price: the currency it is in, named beside its label (USD unless said). */
  currency?: string;
  /** For a slug: follows this field while creating, until edited by hand. */
  slugFrom?: string;
  autoComplete?: string;
  /**
   * Set on the Arabic twin of a text staff write (`inArabic`, decision 043): its label says
   * "in Arabic", and it is written right to left in Arabic whatever the page's language.
   */
  lang?: 'ar';
}

const IN_ARABIC = msg({
  message: '{label} in Arabic',
  comment: 'A form field: the Arabic of a text',
});

/** A field's label in the page's language: an Arabic twin's says so. */
export function fieldLabel(i18n: I18n, field: FieldConfig): string {
  const label = wordsIn(i18n, field.label);
  if (field.lang !== 'ar') return label;
  const inArabic = { ...IN_ARABIC, values: { label } };
  return i18n._(inArabic);
}

/** The attributes of an Arabic twin's input: Arabic, right to left (none for other fields). */
export const inputLanguage = (field: FieldConfig) =>
  field.lang === 'ar' ? { lang: 'ar', dir: 'rtl' as const } : {};

export interface ColumnConfig<Row> {
  /** The row's field (dots reach into nested objects: `category.name`). */
  field: string;
  header: MessageDescriptor;
  sortable?: boolean;
  /** The API's name for sorting by this column, when it is not `field`. */
  sortField?: string;
  body?: (row: Row) => ReactNode;
  /** Tailwind classes for the cells (width, wrapping). */
  className?: string;
}

export interface FilterConfig {
  name: string;
  label: Words;
  source: OptionSource;
}

/** Buttons a resource adds to each row (retry a mail, download a résumé, …). */
export type RowExtras<Row> = ComponentType<{ row: Row; notify: Notify }>;

/** What the list says after an action: one message, announced. */
export interface Notice {
  success?: string;
  error?: string;
}

/** How a row action tells the list what happened. */
export type Notify = (message: Notice) => void;

export interface FormConfig<Row extends AdminRow = AdminRow> {
  fields: FieldConfig[];
  /** The contract's schemas; without `create` there is no New, without `update` no Edit. */
  create?: z.ZodType;
  update?: z.ZodType;
  /** Read-only facts above the form when editing (a contact message's text). */
  intro?: (row: Row) => ReactNode;
  /** What the list says after New, from the values sent ("Course created." otherwise). */
  created?: (values: Record<string, unknown>) => Words;
}

export interface ResourceConfig<Row extends AdminRow = AdminRow> {
  resource: AdminResource;
  /** The screen's address under /admin/ (a menu screen's comes from menu.ts). */
  path: string;
  /** The menu's words (menu.ts), or the screen's own: a message, never data. */
  title: MessageDescriptor;
  icon?: string;
  /** "course": used in "New course", "Edit course", "Delete this course?". */
  singular: MessageDescriptor;
  description?: MessageDescriptor;
  /**
   * How a row is named to people (dialog titles, buttons' accessible names); a date in it is
   * written in the Intl locale `tag` of the page's language.
   */
  label: (row: Row, tag: string) => Words;
  columns: ColumnConfig<Row>[];
  filters?: FilterConfig[];
  defaultSort?: string;
  /** What the search box searches, for its hint ("name or email"). */
  searchHint?: MessageDescriptor;
  form?: FormConfig<Row>;
  /** Editing happens on a screen of its own rather than in a dialog. */
  editPath?: (row: Row) => string;
  /** The row's screen is opened ("Open"), not edited ("Edit"): a person's, a family's. */
  editVerb?: 'open';
  canDelete?: boolean;
  /** Rows are put in order by hand: all shown at once by position, with drag and buttons. */
  ordered?: boolean;
  exportable?: boolean;
  extras?: RowExtras<Row>;
}

/** Keeps each resource's row type while the screens handle them all alike. */
export function defineResource<Row extends AdminRow>(config: ResourceConfig<Row>) {
  return config as unknown as ResourceConfig;
}
