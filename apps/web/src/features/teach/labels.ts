import type {
  Attendance,
  CancelledBy,
  CertificateKind,
  LessonKind,
  MistakeCaught,
  MistakeKind,
} from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The contracts' words a tutor reads on /teach (their English exactly as the contracts write
// it), as messages of the page's language.

export const ATTENDANCE_WORDS: Record<Attendance, MessageDescriptor> = {
  present: msg`Present`,
  late: msg`Late`,
  absent: msg`Absent`,
  excused: msg`Excused`,
  tutor_absent: msg`Tutor absent`,
};

export const CANCELLED_BY_WORDS: Record<CancelledBy, MessageDescriptor> = {
  tutor: msg`Cancelled by you`,
  learner: msg`Cancelled by the learner`,
  staff: msg`Cancelled by the school`,
};

export const LESSON_KIND_WORDS: Record<LessonKind, MessageDescriptor> = {
  new_lesson: msg`New lesson`,
  recent_revision: msg`Recent revision`,
  long_revision: msg`Long-term revision`,
  qaida: msg`Qaida lesson`,
  unit: msg`Unit`,
};

export const MISTAKE_KIND_WORDS: Record<MistakeKind, MessageDescriptor> = {
  tajweed: msg`Tajweed`,
  hesitation: msg`Forgotten or hesitated`,
  wrong_word: msg`Wrong word or vowel`,
  letter: msg`Pronunciation of a letter`,
};

export const MISTAKE_CAUGHT_WORDS: Record<MistakeCaught, MessageDescriptor> = {
  tanbeeh: msg`Corrected after an alert (tanbeeh)`,
  talqeen: msg`The tutor gave the word (talqeen)`,
};

export const CERTIFICATE_KIND_WORDS: Record<CertificateKind, MessageDescriptor> = {
  course: msg`Course completion`,
  memorisation: msg`Memorisation milestone`,
  qaida: msg`Qaida completion`,
};

/** Each key's words, read in the page's language: for RadioCards' and lists' labels. */
export function wordsOf<K extends string>(
  words: Record<K, MessageDescriptor>,
  read: (descriptor: MessageDescriptor) => string,
): Record<K, string> {
  return Object.fromEntries(
    Object.entries<MessageDescriptor>(words).map(([key, descriptor]) => [key, read(descriptor)]),
  ) as Record<K, string>;
}
