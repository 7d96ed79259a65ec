import {
  isQuranLesson,
  ITEM_KIND_OF,
  QURAN_LESSON_KINDS,
  type Grade,
  type Homework,
  type LessonEntry,
  type LessonKind,
  type LessonMistake,
  type LessonSyllabusItem,
  type MistakeCaught,
  type MistakeKind,
} from '@iqra/contracts';
import {
  ayahIndex,
  formatAyah,
  juzRange,
  PAGES,
  JUZ,
  pageRange,
  parseAyah,
  type AyahRange,
} from '@iqra/quran';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// What the record dialog's lesson part holds while the tutor writes it, and how it becomes
// the body the API reads (`entries`, `homework`) and the field errors it answers with.

/** How a range is picked: surah and ayah at each end, mushaf pages, or a juz. */
export type PickBy = 'ayah' | 'page' | 'juz';

export interface RangeDraft {
  by: PickBy;
  fromSurah: number | null;
  fromAyah: string;
  toSurah: number | null;
  toAyah: string;
  fromPage: string;
  toPage: string;
  juz: string;
}

export interface MistakeDraft {
  ayah: string;
  word: number;
  kind: MistakeKind;
  rule: string;
  caught: MistakeCaught;
}

interface CoverageDraft {
  kind: LessonKind;
  range: RangeDraft;
  itemId: string;
  note: string;
}

export interface EntryDraft extends CoverageDraft {
  /** Stable across edits, for React's keys and the fields' ids. */
  key: number;
  grade: Grade | '';
  mistakes: MistakeDraft[];
}
export type HomeworkDraft = CoverageDraft;

let nextKey = 1;

export const emptyRange = (): RangeDraft => ({
  by: 'ayah',
  fromSurah: null,
  fromAyah: '',
  toSurah: null,
  toAyah: '',
  fromPage: '',
  toPage: '',
  juz: '',
});

/** A range as recorded (`from`/`to` "surah:ayah"), to edit by surah and ayah. */
function rangeDraftOf(from: string | null, to: string | null): RangeDraft {
  const start = from ? parseAyah(from) : undefined;
  const end = to ? parseAyah(to) : undefined;
  return {
    ...emptyRange(),
    fromSurah: start?.surah ?? null,
    fromAyah: start ? String(start.ayah) : '',
    toSurah: end?.surah ?? null,
    toAyah: end ? String(end.ayah) : '',
  };
}

/** The lesson kinds a course offers: always the Quran's, and its syllabus's own. */
export function kindsFor(syllabus: readonly LessonSyllabusItem[]): LessonKind[] {
  const kinds: LessonKind[] = [...QURAN_LESSON_KINDS];
  for (const kind of ['qaida', 'unit'] as const) {
    if (syllabus.some((item) => item.kind === ITEM_KIND_OF[kind])) kinds.push(kind);
  }
  return kinds;
}

/** The kind a new entry starts as: the course's Qaida lesson or unit, else a new lesson. */
export const firstKind = (syllabus: readonly LessonSyllabusItem[]): LessonKind =>
  kindsFor(syllabus).find((kind) => !isQuranLesson(kind)) ?? 'new_lesson';

export const newEntry = (kind: LessonKind): EntryDraft => ({
  key: nextKey++,
  kind,
  range: emptyRange(),
  itemId: '',
  note: '',
  grade: '',
  mistakes: [],
});

export const newHomework = (kind: LessonKind): HomeworkDraft => ({
  kind,
  range: emptyRange(),
  itemId: '',
  note: '',
});

export const entryDraftOf = (entry: LessonEntry): EntryDraft => ({
  key: nextKey++,
  kind: entry.kind,
  range: rangeDraftOf(entry.from, entry.to),
  itemId: entry.item ? String(entry.item.id) : '',
  note: entry.note,
  grade: entry.grade,
  mistakes: entry.mistakes.map((mistake: LessonMistake) => ({ ...mistake })),
});

export const homeworkDraftOf = (homework: Homework): HomeworkDraft => ({
  kind: homework.kind,
  range: rangeDraftOf(homework.from, homework.to),
  itemId: homework.item ? String(homework.item.id) : '',
  note: homework.note,
});

/** A number typed in a field, or NaN. */
const numberIn = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The ends a range draft names, as the API writes them; a field's own error otherwise. */
export function endsOf(draft: RangeDraft): {
  from?: string;
  to?: string;
  errors: Partial<Record<'from' | 'to', MessageDescriptor>>;
} {
  if (draft.by === 'ayah') {
    const end = (surah: number | null, ayah: string) =>
      surah === null || ayah.trim() === '' ? undefined : `${surah}:${ayah.trim()}`;
    // The end's surah is the start's until another is chosen.
    const from = end(draft.fromSurah, draft.fromAyah);
    const to = end(draft.toSurah ?? draft.fromSurah, draft.toAyah);
    return { ...(from ? { from } : {}), ...(to ? { to } : {}), errors: {} };
  }
  let range: AyahRange | undefined;
  if (draft.by === 'page') {
    const first = numberIn(draft.fromPage);
    const last = draft.toPage.trim() === '' ? first : numberIn(draft.toPage);
    if (!(first >= 1 && first <= PAGES)) {
      return { errors: { from: msg`Give a page from 1 to ${PAGES}.` } };
    }
    if (!(last >= first && last <= PAGES)) {
      return { errors: { to: msg`Give a page from ${first} to ${PAGES}.` } };
    }
    range = { from: pageRange(first).from, to: pageRange(last).to };
  } else {
    const juz = numberIn(draft.juz);
    if (!(juz >= 1 && juz <= JUZ)) return { errors: { from: msg`Give a juz from 1 to ${JUZ}.` } };
    range = juzRange(juz);
  }
  return { from: formatAyah(range.from), to: formatAyah(range.to), errors: {} };
}

/** A range draft's own errors (a page or juz out of bounds), by end, in the page's language. */
export function rangeErrors(draft: RangeDraft, i18n: I18n): Partial<Record<'from' | 'to', string>> {
  const errors: Partial<Record<'from' | 'to', string>> = {};
  for (const [end, message] of Object.entries(endsOf(draft).errors)) {
    errors[end as 'from' | 'to'] = i18n._(message);
  }
  return errors;
}

/** The range a draft names, once both ends are ayat in order; else null. */
export function rangeOf(draft: RangeDraft): AyahRange | null {
  const { from, to } = endsOf(draft);
  const start = from ? parseAyah(from) : undefined;
  const end = to ? parseAyah(to) : undefined;
  if (!start || !end) return null;
  return ayahIndex(start) <= ayahIndex(end) ? { from: start, to: end } : null;
}

/** The mistakes on ayat of the range. */
export function mistakesWithin(mistakes: MistakeDraft[], range: AyahRange): MistakeDraft[] {
  const first = ayahIndex(range.from);
  const last = ayahIndex(range.to);
  return mistakes.filter((mistake) => {
    const ref = parseAyah(mistake.ayah);
    return ref !== undefined && ayahIndex(ref) >= first && ayahIndex(ref) <= last;
  });
}

/** What the API reads of a lesson's coverage: a range, or an item of the syllabus. */
function coverageBody(draft: CoverageDraft) {
  if (isQuranLesson(draft.kind)) {
    const { from, to } = endsOf(draft.range);
    return { kind: draft.kind, ...(from ? { from } : {}), ...(to ? { to } : {}) };
  }
  return { kind: draft.kind, ...(draft.itemId ? { item_id: Number(draft.itemId) } : {}) };
}

export const entryBody = (draft: EntryDraft) => ({
  ...coverageBody(draft),
  grade: draft.grade,
  note: draft.note.trim(),
  mistakes: isQuranLesson(draft.kind)
    ? draft.mistakes.map((mistake) => ({ ...mistake, rule: mistake.rule.trim() }))
    : [],
});

export const homeworkBody = (draft: HomeworkDraft) => ({
  ...coverageBody(draft),
  note: draft.note.trim(),
});

/** A field's message per place: `entries.0.from`, `homework.item_id`, `note`, … */
export type LessonErrors = Record<string, string>;

/** The range pickers' own errors (a page or juz out of bounds), before the schema's. */
export function pickerErrors(entries: EntryDraft[], homework: HomeworkDraft | null, i18n: I18n) {
  const errors: LessonErrors = {};
  const add = (prefix: string, draft: CoverageDraft) => {
    if (!isQuranLesson(draft.kind)) return;
    for (const [end, message] of Object.entries(rangeErrors(draft.range, i18n))) {
      errors[`${prefix}.${end}`] = message;
    }
  };

  entries.forEach((entry, index) => add(`entries.${index}`, entry));
  if (homework) add('homework', homework);
  return errors;
}
