import { formatAyah, parseAyah, type AyahRef } from '@iqra/quran';
import { z } from 'zod';
import { optionalText } from '../fields.ts';
import { SYLLABUS_KINDS } from '../lesson-rules.ts';
import { ayahOut, ayahRefSchema, checkRangeOrder, forbidRange, requireRange } from '../lessons.ts';
import { id } from './field-builders.ts';

// A course's syllabus, in the order the school teaches it: Quran items are a range of ayat
// ("78:1" to "78:40", across surahs if need be); Qaida lessons and units are a title alone.

const NO_RANGE = 'Only a Quran item has a range of ayat.';

/**
 * An ayah as surah:ayah, checked and written back the same way ("78:1"): a form sends what
 * this schema gives it, so it stays text.
 */
const ayahText = (label: string) => ayahRefSchema(label).transform(formatAyah);

const itemShape = {
  kind: z.enum(SYLLABUS_KINDS, { error: 'The selected kind is invalid.' }),
  /** Left empty, a Quran item is named after its ayat ("An-Naba 1–40"). */
  title: optionalText('title', 200),
  from: ayahText('from').optional().describe('A Quran item’s first ayah, as surah:ayah ("78:1").'),
  to: ayahText('to')
    .optional()
    .describe('Its last ayah ("79:5": a range may cross surahs), at or after the first.'),
};

interface RangeText {
  from?: string | undefined;
  to?: string | undefined;
}
interface ItemValues extends RangeText {
  kind: (typeof SYLLABUS_KINDS)[number];
  title: string;
}

/** The ends as ayat (the schema has checked each end that is there). */
const refsOf = (value: RangeText): { from?: AyahRef | undefined; to?: AyahRef | undefined } => ({
  from: value.from === undefined ? undefined : parseAyah(value.from),
  to: value.to === undefined ? undefined : parseAyah(value.to),
});

/** A Quran item needs its range, in order; a Qaida lesson or a unit its title and no range. */
function checkItem(value: ItemValues, ctx: z.RefinementCtx) {
  if (value.kind === 'quran') {
    requireRange(refsOf(value), ctx);
    return;
  }
  if (!value.title) {
    ctx.addIssue({ code: 'custom', path: ['title'], message: 'The title field is required.' });
  }
  forbidRange(value, ctx, NO_RANGE);
}

/**
 * An item as a whole: what `POST` sends (less the course), and what a `PATCH` makes of the
 * item once its fields are laid over the stored ones (the server checks that with this).
 */
export const syllabusItemSchema = z.strictObject(itemShape).superRefine(checkItem);

export const adminSyllabusItemCreateSchema = z
  .strictObject({ product_id: id('course'), ...itemShape })
  .superRefine(checkItem);
export type AdminSyllabusItemCreateInput = z.input<typeof adminSyllabusItemCreateSchema>;

/**
 * Only the fields sent change. What depends on the stored item (a range for an item that
 * becomes a Quran item, a title for one that stops being one) is checked by the server.
 */
export const adminSyllabusItemUpdateSchema = z
  .strictObject({
    kind: itemShape.kind.optional(),
    title: itemShape.title.unwrap().unwrap().optional(),
    from: itemShape.from,
    to: itemShape.to,
  })
  .superRefine((value, ctx) => {
    checkRangeOrder(refsOf(value), ctx);
    if (value.kind && value.kind !== 'quran') forbidRange(value, ctx, NO_RANGE);
  });
export type AdminSyllabusItemUpdateInput = z.input<typeof adminSyllabusItemUpdateSchema>;

export const adminSyllabusItemSchema = z.strictObject({
  id: z.number(),
  product_id: z.number(),
  /** Its place in the course: 0, 1, … with no gaps. */
  position: z.number(),
  kind: z.enum(SYLLABUS_KINDS),
  title: z.string(),
  /** A Quran item's first and last ayah ("78:1"); null for the others. */
  from: ayahOut.nullable(),
  to: ayahOut.nullable(),
  /** A Quran item's ayat in words ("An-Naba 1–40"); null for the others. */
  range_label: z.string().nullable(),
  /** How many recorded lessons and homework name this item (then it cannot be deleted). */
  uses: z.number(),
});
export type AdminSyllabusItem = z.infer<typeof adminSyllabusItemSchema>;
