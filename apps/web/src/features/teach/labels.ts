import type { MessageDescriptor } from '@lingui/core';

// The contracts' words a tutor reads on /teach come from the shared maps of components/
// (classes/class-status.ts, quran/lesson-names.ts, certificates/certificate-names.ts); this
// reads a map whole for RadioCards.

/** Each key's words, read in the page's language: for RadioCards' and lists' labels. */
export function wordsOf<K extends string>(
  words: Record<K, MessageDescriptor>,
  read: (descriptor: MessageDescriptor) => string,
): Record<K, string> {
  return Object.fromEntries(
    Object.entries<MessageDescriptor>(words).map(([key, descriptor]) => [key, read(descriptor)]),
  ) as Record<K, string>;
}
