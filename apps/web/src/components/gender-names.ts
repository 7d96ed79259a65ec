import type { GENDER_LABELS } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type Gender = (typeof GENDER_LABELS)[number]['value'];

/**
 * Each gender code as everyone reads it (the contracts' English labels, in the page's
 * language): the sign-up and account forms, and the back office's.
 */
export const GENDER_NAMES: Record<Gender, MessageDescriptor> = {
  1: msg`Male`,
  2: msg`Female`,
  0: msg`Prefer not to say`,
};
