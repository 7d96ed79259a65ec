import { z } from 'zod';
import { optionalText } from './fields.ts';
import { lessonRecordShape } from './lessons.ts';
import { ATTENDANCE } from './teaching-rules.ts';

// Recording a class: its attendance, a note for the learner, and what the learning record
// keeps of it. Apart from the other class schemas, so the pages that only list classes do not
// load the Quran's structure the lesson's ranges are checked against.

export const recordClassSchema = z.strictObject({
  attendance: z.enum(ATTENDANCE, { error: 'The selected attendance is invalid.' }),
  note: optionalText('note', 2000),
  // What was learned (for a learner who attended) and what to prepare for the next class.
  ...lessonRecordShape,
});
export type RecordClassInput = z.input<typeof recordClassSchema>;
