import { z } from 'zod';

// Its own module, not with the form fields' builders: the public pages' schemas need only this,
// and the course list downloads no field builders for it.

/**
 * On an Arabic answer, the fields of an object that staff have written no Arabic for, shown in
 * English (decision 043): the page marks them `lang="en"`. Absent when every field is Arabic,
 * and on every English answer.
 */
export const inEnglishSchema = z
  .array(z.string())
  .optional()
  .describe('On an Arabic answer: the fields shown in English, having no Arabic yet.');
