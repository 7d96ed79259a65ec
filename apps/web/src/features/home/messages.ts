import { msg } from '@lingui/core/macro';

// The spec's alert texts, word for word.
export const REQUEST_FAILED = msg`There was an error processing your request. Please try again later.`;
export const JOB_REQUEST_SENT = msg`Your request has been sent successfully!`;
export const EMAIL_MISSING = msg`Please enter your email.`;
