import type { SeasonAnswer, SeasonStatus } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// A seasonal timetable's state and the answers to one, in the page's language: the learner's,
// the tutor's and staff's pages say them alike (decision 049).

export const SEASON_STATUS_NAMES: Record<SeasonStatus, MessageDescriptor> = {
  proposed: msg`Proposed`,
  accepted: msg`Agreed`,
  declined: msg`Declined`,
  withdrawn: msg`Withdrawn`,
};

export const SEASON_ANSWER_NAMES: Record<SeasonAnswer, MessageDescriptor> = {
  accept: msg`Accept`,
  decline: msg`Decline`,
  withdraw: msg`Withdraw`,
};
