import type { LessonKind, MistakeCaught, MistakeKind } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// What a lesson's parts are called, in the page's language: the contracts' English labels
// (`LESSON_KIND_LABELS`, `MISTAKE_KIND_LABELS`, `MISTAKE_CAUGHT_LABELS`) as messages.

/** What a lesson entry or homework is: "New lesson", "Recent revision"… */
export const LESSON_KIND_NAMES: Record<LessonKind, MessageDescriptor> = {
  new_lesson: msg`New lesson`,
  recent_revision: msg`Recent revision`,
  long_revision: msg`Long-term revision`,
  qaida: msg`Qaida lesson`,
  unit: msg`Unit`,
};

/** What kind of mistake the tutor heard. */
export const MISTAKE_KIND_NAMES: Record<MistakeKind, MessageDescriptor> = {
  tajweed: msg`Tajweed`,
  hesitation: msg`Forgotten or hesitated`,
  wrong_word: msg`Wrong word or vowel`,
  letter: msg`Pronunciation of a letter`,
};

/** How a mistake was caught, as hifz teachers count them. */
export const MISTAKE_CAUGHT_NAMES: Record<MistakeCaught, MessageDescriptor> = {
  tanbeeh: msg`Corrected after an alert (tanbeeh)`,
  talqeen: msg`The tutor gave the word (talqeen)`,
};
