import type { PayOutcome } from '@iqra/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What became of a class, as pay reads it (the contracts' `PAY_OUTCOME_LABELS`, translated):
 * the School rules screen, staff's pay screen and a tutor's statements.
 */
export const PAY_OUTCOME_NAMES: Record<PayOutcome, MessageDescriptor> = {
  present: msg`Present`,
  late: msg`Late`,
  absent: msg`Learner absent without notice`,
  excused: msg`Learner excused inside the notice window`,
  tutor_absent: msg`Tutor absent`,
  cancelled_by_learner: msg`Cancelled by the learner`,
  cancelled_by_tutor: msg`Cancelled by the tutor`,
  cancelled_by_staff: msg`Cancelled by staff`,
};
