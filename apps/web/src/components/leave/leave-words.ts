import type { LeaveOutcome, LeaveStatus } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// A tutor's leave in the page's language (decision 049): its state, as the tutor on /teach and
// staff in the back office read it, and what approving does to each class.

export const LEAVE_STATUS_NAMES: Record<LeaveStatus, MessageDescriptor> = {
  requested: msg`Waiting for the school`,
  approved: msg`Approved`,
  refused: msg`Refused`,
  withdrawn: msg`Withdrawn`,
};

export const LEAVE_OUTCOME_NAMES: Record<LeaveOutcome, MessageDescriptor> = {
  substitute: msg`To the substitute`,
  same_gender: msg`Cancelled with a make-up credit: the family asked for a tutor of the learner’s gender`,
  clash: msg`Cancelled with a make-up credit: the substitute has a class then`,
  no_substitute: msg`Cancelled with a make-up credit`,
};
